import type { Role } from '@school-portal/contract';

/**
 * Who may open a screen: a list of roles, anyone signed in, or only a signed-out visitor (sign-in and
 * registration send a signed-in user to their dashboard). The router's guard, the sidebar and the
 * settings page all read it from here; the server enforces access to the data on its own.
 */
export type Access = readonly Role[] | 'signedIn' | 'signedOut' | 'anyone';

export interface RouteDef {
  readonly path: string;
  readonly access: Access;
  /** The browser tab's title, and a placeholder screen's heading. */
  readonly title: string;
}

const route = <P extends string>(path: P, access: Access, title: string) => ({ path, access, title }) as const;
/** A route with an id in its path, and the link to one record. */
const detail = <P extends string>(path: P, access: Access, title: string) => ({
  ...route(path, access, title),
  href: (id: string) => path.replace(':id', encodeURIComponent(id)),
});

const SA = ['superAdmin'] as const;
const IA = ['instituteAdmin'] as const;
const IU = ['instituteUser'] as const;
const JS = ['jobseeker'] as const;
const SUPPLIER_READERS = ['superAdmin', 'instituteAdmin'] as const;
const SCHOOL_OFFICE = ['instituteAdmin', 'instituteUser'] as const;

/** Every screen of the portal, with who may open it. */
export const routes = {
  login: route('/login', 'signedOut', 'Login'),
  superUserLogin: route('/superuserlogin', 'signedOut', 'Super User Login'),
  register: route('/register', 'signedOut', 'Register'),
  forgotPassword: route('/forgot-password', 'signedOut', 'Forgot Password'),
  resetPassword: route('/reset-password', 'anyone', 'Reset Password'),

  superAdmin: {
    dashboard: route('/super-admin/dashboard', SA, 'Super Admin Dashboard'),
    pendingRegistrations: route('/super-admin/pending-registrations', SA, 'Pending Registrations'),
    approvedRegistrations: route('/super-admin/approved-registrations', SA, 'Approved Registrations'),
    rejectedRegistrations: route('/super-admin/rejected-registrations', SA, 'Rejected Registrations'),
    pendingAds: route('/super-admin/pending-ads-approval', SA, 'Pending Vehicle Ads for Approval'),
    approvedAds: route('/super-admin/approved-ads', SA, 'Approved Vehicle Ads'),
    rejectedAds: route('/super-admin/rejected-ads', SA, 'Rejected Vehicle Ads'),
    activeUsers: route('/super-admin/active-users', SA, 'Active Users'),
    suspendedUsers: route('/super-admin/suspended-users', SA, 'Suspended Users'),
    status: route('/super-admin/status', SA, 'Backend Service Status'),
    dataRequests: route('/super-admin/data-requests', SA, 'Data Requests'),
    profile: route('/superProfile', SA, 'My Profile'),
  },
  instituteAdmin: {
    dashboard: route('/institute-admin/dashboard', IA, 'Institute Admin Dashboard'),
    postJob: route('/institute-admin/post-job', IA, 'Post New Job'),
    manageJobs: route('/institute-admin/manage-jobs', IA, 'Posted Jobs'),
    findEmployee: route('/jobseekers', IA, 'Browse Jobseekers'),
    sell: route('/institute-admin/sell', IA, 'Sell Vehicle'),
    buy: route('/institute-admin/buy', IA, 'Buy Vehicle'),
    manageAds: route('/institute-admin/manage-ads', IA, 'Manage Ads'),
    addUser: route('/institute-admin/add-user', IA, 'Add New Institute User'),
    manageUsers: route('/institute-admin/manage-users', IA, 'Manage Institute Users'),
    profile: route('/instituteProfile', IA, 'Institute Profile'),
  },
  instituteUser: {
    dashboard: route('/institute-user/dashboard', IU, 'Dashboard'),
    addStudent: route('/institute-user/student/add', IU, 'Add Student'),
    manageStudents: route('/institute-user/student/manage', IU, 'Manage Students'),
    student: detail('/institute-user/student/:id', IU, 'Student Details'),
    collectFee: route('/institute-user/fee/collect-fee', IU, 'Collect Fee'),
    receipt: detail('/institute-user/fee/receipt/:id', SCHOOL_OFFICE, 'Fee Receipt'),
    defaulters: route('/institute-user/fee/defaulters', IU, 'Fee Defaulters'),
    collections: route('/institute-user/fee/reports', IU, 'Fee Collections'),
    cashSummary: route('/institute-user/fee/cash-summary', IU, 'Day-End Cash Summary'),
    duesByClass: route('/institute-user/fee/dues-by-class', IU, 'Dues by Class'),
    feeCard: detail('/institute-user/fee/card/:id', SCHOOL_OFFICE, 'Student Fee Card'),
    profile: route('/instituteUserProfile', IU, 'Complete Your Profile'),
  },
  jobseeker: {
    dashboard: route('/jobseeker/dashboard', JS, 'Dashboard'),
    searchJobs: route('/jobseeker/search-jobs', JS, 'Browse Jobs'),
    appliedJobs: route('/jobseeker/applied-jobs', JS, 'Your Applied Jobs'),
    // Open to every role: anyone else reads that the screen is for job seekers (spec section 6).
    appliedJobsAlias: route('/applied-jobs', 'signedIn', 'Your Applied Jobs'),
    profile: route('/jobseekerProfile', JS, 'Job Seeker Profile'),
    job: detail('/jobs/:id', JS, 'Job Details'),
  },
  suppliers: {
    browse: route('/suppliers', SUPPLIER_READERS, 'Browse Suppliers'),
    add: route('/suppliers/add', SA, 'Add Supplier'),
    detail: detail('/suppliers/:id', SUPPLIER_READERS, 'Supplier Details'),
    edit: detail('/suppliers/:id/edit', SA, 'Edit Supplier'),
    enquiries: route('/suppliers/enquiries', SUPPLIER_READERS, 'Enquiries'),
  },
  products: {
    all: route('/products', SA, 'All Products'),
    add: route('/products/add', SA, 'Add Product'),
    edit: detail('/products/:id/edit', SA, 'Edit Product'),
  },
  settings: {
    index: route('/settings', 'signedIn', 'Settings'),
    changePassword: route('/settings/change-password', 'signedIn', 'Change Password'),
    myData: route('/settings/my-data', ['jobseeker', 'instituteAdmin'], 'Your Data'),
    feeManager: route('/settings/fee-manager', SCHOOL_OFFICE, 'Settings - Fee Manager'),
    classManager: route('/settings/class-manager', SCHOOL_OFFICE, 'Settings - Class Manager'),
  },
  account: route('/account', 'signedIn', 'My Account'),
} as const;

type PathsOf<T> = T extends RouteDef ? T['path'] : { readonly [K in keyof T]: PathsOf<T[K]> };
const isRoute = (value: object): value is RouteDef => 'path' in value && 'access' in value;
const pathsOf = <T extends object>(tree: T): PathsOf<T> =>
  (isRoute(tree) ? tree.path : Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, pathsOf(v as object)]))) as PathsOf<T>;

/** The same tree as `routes`, with each screen's path only: `paths.superAdmin.dashboard`. */
export const paths = pathsOf(routes);

const flatten = (tree: object): RouteDef[] => (isRoute(tree) ? [tree] : Object.values(tree).flatMap((v) => flatten(v as object)));

/** Every screen of the portal, as one list. */
export const ALL_ROUTES: readonly RouteDef[] = flatten(routes);

/** Whether a user of this role (or a visitor, with null) may open a screen. */
export function mayOpen(access: Access, role: Role | null): boolean {
  if (access === 'anyone') return true;
  if (access === 'signedOut') return role === null;
  if (access === 'signedIn') return role !== null;
  return role !== null && access.includes(role);
}

export const dashboardOf = (role: Role): string => routes[role].dashboard.path;

/** Where a user with an incomplete profile is sent after signing in. */
export const profileOf = (role: Role): string => routes[role].profile.path;
