import type { Role } from '@school-portal/contract';
import { paths } from './paths';
import { publicRoutes, route, type Access, type MenuPlace, type RouteDef } from './public-routes';

export type { Access, MenuPlace, RouteDef } from './public-routes';

/** A menu link, alone or in a group. */
const link = (label: string, group?: string, roles?: readonly Role[]): MenuPlace => ({ label, group, roles });

const SA = ['superAdmin'] as const;
const IA = ['instituteAdmin'] as const;
const IU = ['instituteUser'] as const;
const JS = ['jobseeker'] as const;
const SUPPLIER_READERS = ['superAdmin', 'instituteAdmin'] as const;
const SCHOOL_OFFICE = ['instituteAdmin', 'instituteUser'] as const;
/** The fee reports: reading them is the principal's right as much as the office's; collecting stays the clerk's. */
const FEE_REPORT_READERS = SCHOOL_OFFICE;

/*
 * Every screen of the portal: its address (lib/paths.ts), who may open it, its title, its page and its menu
 * link. The pages are dynamic imports, each its own chunk, so naming them here adds no page to any other
 * screen's download (the one place lib/ names feature and app code; eslint.config.js allows it). No page
 * imports this file: pages link through lib/paths.ts, which imports nothing.
 */
export const routes = {
  ...publicRoutes,

  superAdmin: {
    dashboard: route(
      paths.superAdmin.dashboard,
      SA,
      /*i18n*/ 'Super Admin Dashboard',
      () => import('../features/accounts/pages/SuperAdminDashboardPage').then((m) => m.SuperAdminDashboardPage),
      link('Dashboard'),
    ),
    moderationQueue: route(
      paths.superAdmin.moderationQueue,
      SA,
      /*i18n*/ 'Moderation Queue',
      () => import('../features/moderation/pages/ModerationQueuePage').then((m) => m.ModerationQueuePage),
      link(/*i18n*/ 'Moderation Queue'),
    ),
    pendingRegistrations: route(
      paths.superAdmin.pendingRegistrations,
      SA,
      /*i18n*/ 'Pending Registrations',
      () => import('../features/accounts/pages/PendingRegistrationsPage').then((m) => m.PendingRegistrationsPage),
      link('Pending Registrations', /*i18n*/ 'Approvals'),
    ),
    approvedRegistrations: route(
      paths.superAdmin.approvedRegistrations,
      SA,
      /*i18n*/ 'Approved Registrations',
      () => import('../features/accounts/pages/ApprovedUsersPage').then((m) => m.ApprovedUsersPage),
      link(/*i18n*/ 'Approved Registrations', /*i18n*/ 'Approvals'),
    ),
    rejectedRegistrations: route(
      paths.superAdmin.rejectedRegistrations,
      SA,
      /*i18n*/ 'Rejected Registrations',
      () => import('../features/accounts/pages/RejectedUsersPage').then((m) => m.RejectedUsersPage),
      link(/*i18n*/ 'Rejected Registrations', /*i18n*/ 'Approvals'),
    ),
    pendingAds: route(
      paths.superAdmin.pendingAds,
      SA,
      /*i18n*/ 'Pending Vehicle Ads for Approval',
      () => import('../features/vehicles/pages/PendingAdsPage').then((m) => m.PendingAdsPage),
      link(/*i18n*/ 'Pending Ads', /*i18n*/ 'Ads Approvals'),
    ),
    approvedAds: route(
      paths.superAdmin.approvedAds,
      SA,
      /*i18n*/ 'Approved Vehicle Ads',
      () => import('../features/vehicles/pages/ApprovedAdsPage').then((m) => m.ApprovedAdsPage),
      link(/*i18n*/ 'Approved Ads', /*i18n*/ 'Ads Approvals'),
    ),
    rejectedAds: route(
      paths.superAdmin.rejectedAds,
      SA,
      /*i18n*/ 'Rejected Vehicle Ads',
      () => import('../features/vehicles/pages/RejectedAdsPage').then((m) => m.RejectedAdsPage),
      link(/*i18n*/ 'Rejected Ads', /*i18n*/ 'Ads Approvals'),
    ),
    activeUsers: route(
      paths.superAdmin.activeUsers,
      SA,
      /*i18n*/ 'Active Users',
      () => import('../features/accounts/pages/ActiveUsersPage').then((m) => m.ActiveUsersPage),
      link('Active Users', /*i18n*/ 'Manage Accounts'),
    ),
    suspendedUsers: route(
      paths.superAdmin.suspendedUsers,
      SA,
      /*i18n*/ 'Suspended Users',
      () => import('../features/accounts/pages/SuspendedUsersPage').then((m) => m.SuspendedUsersPage),
      link('Suspended Users', /*i18n*/ 'Manage Accounts'),
    ),
    status: route(
      paths.superAdmin.status,
      SA,
      /*i18n*/ 'Backend Service Status',
      () => import('../features/status/pages/StatusPage').then((m) => m.StatusPage),
      link('Backend Service Status'),
    ),
    dataRequests: route(paths.superAdmin.dataRequests, SA, /*i18n*/ 'Data Requests', () =>
      import('../features/privacy/pages/DataRequestsPage').then((m) => m.DataRequestsPage),
    ),
    profile: route(
      paths.superAdmin.profile,
      SA,
      /*i18n*/ 'My Profile',
      () => import('../features/profiles/pages/SuperProfilePage').then((m) => m.SuperProfilePage),
      link('My Profile'),
    ),
  },
  instituteAdmin: {
    dashboard: route(
      paths.instituteAdmin.dashboard,
      IA,
      /*i18n*/ 'Institute Admin Dashboard',
      () => import('../app/pages/OfficeDashboards').then((m) => m.InstituteAdminDashboard),
      link('Dashboard'),
    ),
    postJob: route(
      paths.instituteAdmin.postJob,
      IA,
      /*i18n*/ 'Post New Job',
      () => import('../features/jobs/pages/PostJobPage').then((m) => m.PostJobPage),
      link('Post Job', /*i18n*/ 'Job Management'),
    ),
    manageJobs: route(
      paths.instituteAdmin.manageJobs,
      IA,
      /*i18n*/ 'Posted Jobs',
      () => import('../features/jobs/pages/ManageJobsPage').then((m) => m.ManageJobsPage),
      link(/*i18n*/ 'Manage Jobs', /*i18n*/ 'Job Management'),
    ),
    findEmployee: route(
      paths.instituteAdmin.findEmployee,
      IA,
      /*i18n*/ 'Find Employee',
      () => import('../features/jobseekers/pages/FindEmployeePage').then((m) => m.FindEmployeePage),
      link('Find Employee', /*i18n*/ 'Job Management'),
    ),
    sell: route(
      paths.instituteAdmin.sell,
      IA,
      /*i18n*/ 'Sell Vehicle',
      () => import('../features/vehicles/pages/SellVehiclePage').then((m) => m.SellVehiclePage),
      link('Sell Vehicle', 'Vehicle'),
    ),
    buy: route(
      paths.instituteAdmin.buy,
      IA,
      /*i18n*/ 'Buy Vehicle',
      () => import('../features/vehicles/pages/BuyVehiclePage').then((m) => m.BuyVehiclePage),
      link('Buy Vehicle', 'Vehicle'),
    ),
    manageAds: route(
      paths.instituteAdmin.manageAds,
      IA,
      /*i18n*/ 'Manage Ads',
      () => import('../features/vehicles/pages/ManageAdsPage').then((m) => m.ManageAdsPage),
      link('Manage Ads', 'Vehicle'),
    ),
    busEnquiries: route(
      paths.instituteAdmin.busEnquiries,
      IA,
      /*i18n*/ 'Bus Enquiries',
      () => import('../features/vehicles/pages/BusEnquiriesPage').then((m) => m.BusEnquiriesPage),
      link(/*i18n*/ 'My Enquiries', 'Vehicle'),
    ),
    addUser: route(
      paths.instituteAdmin.addUser,
      IA,
      /*i18n*/ 'Add New Institute User',
      () => import('../features/institute-users/pages/AddUserPage').then((m) => m.AddUserPage),
      link('Add User', /*i18n*/ 'Users'),
    ),
    manageUsers: route(
      paths.instituteAdmin.manageUsers,
      IA,
      /*i18n*/ 'Manage Institute Users',
      () => import('../features/institute-users/pages/ManageUsersPage').then((m) => m.ManageUsersPage),
      link(/*i18n*/ 'Manage Users', /*i18n*/ 'Users'),
    ),
    profile: route(
      paths.instituteAdmin.profile,
      IA,
      /*i18n*/ 'Institute Profile',
      () => import('../features/profiles/pages/InstituteProfilePage').then((m) => m.InstituteProfilePage),
      link('My Profile'),
    ),
  },
  instituteUser: {
    dashboard: route(
      paths.instituteUser.dashboard,
      IU,
      /*i18n*/ 'Dashboard',
      () => import('../app/pages/OfficeDashboards').then((m) => m.InstituteUserDashboard),
      link('Dashboard'),
    ),
    addStudent: route(
      paths.instituteUser.addStudent,
      IU,
      /*i18n*/ 'Add Student',
      () => import('../features/students/pages/AddStudentPage').then((m) => m.AddStudentPage),
      link('Add Student', /*i18n*/ 'Student Management'),
    ),
    manageStudents: route(
      paths.instituteUser.manageStudents,
      IU,
      /*i18n*/ 'Manage Students',
      () => import('../features/students/pages/ManageStudentsPage').then((m) => m.ManageStudentsPage),
      link('Manage Students', /*i18n*/ 'Student Management'),
    ),
    student: route(paths.instituteUser.student, IU, /*i18n*/ 'Student Details', () =>
      import('../features/students/pages/StudentPage').then((m) => m.StudentPage),
    ),
    collectFee: route(
      paths.instituteUser.collectFee,
      IU,
      /*i18n*/ 'Collect Fee',
      () => import('../features/fees/pages/CollectFeePage').then((m) => m.CollectFeePage),
      link('Collect Fee', /*i18n*/ 'Fee Management'),
    ),
    receipt: route(paths.instituteUser.receipt, SCHOOL_OFFICE, /*i18n*/ 'Fee Receipt', () =>
      import('../features/fees/pages/ReceiptPage').then((m) => m.ReceiptPage),
    ),
    defaulters: route(
      paths.instituteUser.defaulters,
      FEE_REPORT_READERS,
      /*i18n*/ 'Fee Defaulters',
      () => import('../features/fees/pages/DefaultersPage').then((m) => m.DefaultersPage),
      link('Defaulters', /*i18n*/ 'Fee Management'),
    ),
    collections: route(
      paths.instituteUser.collections,
      FEE_REPORT_READERS,
      /*i18n*/ 'Fee Collections',
      () => import('../features/fees/pages/CollectionsPage').then((m) => m.CollectionsPage),
      link(/*i18n*/ 'Collections', /*i18n*/ 'Fee Management'),
    ),
    cashSummary: route(
      paths.instituteUser.cashSummary,
      FEE_REPORT_READERS,
      /*i18n*/ 'Day-End Cash Summary',
      () => import('../features/fees/pages/CashSummaryPage').then((m) => m.CashSummaryPage),
      link(/*i18n*/ 'Cash Summary', /*i18n*/ 'Fee Management'),
    ),
    duesByClass: route(
      paths.instituteUser.duesByClass,
      FEE_REPORT_READERS,
      /*i18n*/ 'Dues by Class',
      () => import('../features/fees/pages/DuesByClassPage').then((m) => m.DuesByClassPage),
      link('Dues by Class', /*i18n*/ 'Fee Management'),
    ),
    upiPayments: route(
      paths.instituteUser.upiPayments,
      IU,
      /*i18n*/ 'UPI Payments',
      () => import('../features/guardian-fees/pages/UpiPaymentsPage').then((m) => m.UpiPaymentsPage),
      link(/*i18n*/ 'UPI Payments', /*i18n*/ 'Fee Management'),
    ),
    bankStatement: route(
      paths.instituteUser.bankStatement,
      SCHOOL_OFFICE,
      /*i18n*/ 'Bank Statement and Tally',
      () => import('../features/bookkeeping/pages/BankStatementPage').then((m) => m.BankStatementPage),
      link(/*i18n*/ 'Bank & Tally', /*i18n*/ 'Fee Management'),
    ),
    feeCard: route(paths.instituteUser.feeCard, SCHOOL_OFFICE, /*i18n*/ 'Student Fee Card', () =>
      import('../features/fees/pages/FeeCardPage').then((m) => m.FeeCardPage),
    ),
    profile: route(paths.instituteUser.profile, IU, /*i18n*/ 'My Profile', () =>
      import('../features/profiles/pages/InstituteUserProfilePage').then((m) => m.InstituteUserProfilePage),
    ),
  },
  jobseeker: {
    dashboard: route(
      paths.jobseeker.dashboard,
      JS,
      /*i18n*/ 'Dashboard',
      () => import('../features/profiles/pages/JobseekerDashboardPage').then((m) => m.JobseekerDashboardPage),
      link('Dashboard'),
    ),
    searchJobs: route(
      paths.jobseeker.searchJobs,
      JS,
      /*i18n*/ 'Browse Jobs',
      () => import('../features/jobs/pages/BrowseJobsPage').then((m) => m.BrowseJobsPage),
      link(/*i18n*/ 'Search Jobs', /*i18n*/ 'Jobs'),
    ),
    appliedJobs: route(
      paths.jobseeker.appliedJobs,
      JS,
      /*i18n*/ 'Your Applied Jobs',
      () => import('../features/applications/pages/AppliedJobsPage').then((m) => m.AppliedJobsPage),
      link(/*i18n*/ 'Applied Jobs', /*i18n*/ 'Jobs'),
    ),
    // Open to every role: anyone else reads that the screen is for job seekers (spec section 6).
    appliedJobsAlias: route(paths.jobseeker.appliedJobsAlias, 'signedIn', /*i18n*/ 'Your Applied Jobs', () =>
      import('../features/applications/pages/AppliedJobsPage').then((m) => m.AppliedJobsPage),
    ),
    profile: route(
      paths.jobseeker.profile,
      JS,
      /*i18n*/ 'Job Seeker Profile',
      () => import('../features/profiles/pages/JobseekerProfilePage').then((m) => m.JobseekerProfilePage),
      link('My Profile'),
    ),
    job: route(paths.jobseeker.job, JS, /*i18n*/ 'Job Details', () =>
      import('../features/jobs/pages/JobDetailPage').then((m) => m.JobDetailPage),
    ),
  },
  hiring: {
    desk: route(paths.hiring.desk, [...SCHOOL_OFFICE, ...JS], /*i18n*/ 'Hiring desk', () =>
      import('../features/hiring/pages/HiringDeskPage').then((m) => m.HiringDeskPage),
    ),
  },
  suppliers: {
    browse: route(
      paths.suppliers.browse,
      SUPPLIER_READERS,
      /*i18n*/ 'Browse Suppliers',
      () => import('../features/suppliers/pages/BrowseSuppliersPage').then((m) => m.BrowseSuppliersPage),
      link('Browse Suppliers', /*i18n*/ 'Suppliers'),
    ),
    add: route(
      paths.suppliers.add,
      SA,
      /*i18n*/ 'Add Supplier',
      () => import('../features/suppliers/pages/AddSupplierPage').then((m) => m.AddSupplierPage),
      link('Add Supplier', /*i18n*/ 'Suppliers'),
    ),
    detail: route(paths.suppliers.detail, SUPPLIER_READERS, /*i18n*/ 'Supplier Details', () =>
      import('../features/suppliers/pages/SupplierDetailPage').then((m) => m.SupplierDetailPage),
    ),
    edit: route(paths.suppliers.edit, SA, /*i18n*/ 'Edit Supplier', () =>
      import('../features/suppliers/pages/EditSupplierPage').then((m) => m.EditSupplierPage),
    ),
    enquiries: route(
      paths.suppliers.enquiries,
      SUPPLIER_READERS,
      /*i18n*/ 'Enquiries',
      () => import('../features/suppliers/pages/EnquiriesPage').then((m) => m.EnquiriesPage),
      link('Enquiries', /*i18n*/ 'Suppliers'),
    ),
  },
  products: {
    all: route(
      paths.products.all,
      SA,
      /*i18n*/ 'All Products',
      () => import('../features/products/pages/AllProductsPage').then((m) => m.AllProductsPage),
      link('All Products', 'Products'),
    ),
    add: route(
      paths.products.add,
      SA,
      /*i18n*/ 'Add Product',
      () => import('../features/products/pages/AddProductPage').then((m) => m.AddProductPage),
      link('Add Product', 'Products'),
    ),
    edit: route(paths.products.edit, SA, /*i18n*/ 'Edit Product', () =>
      import('../features/products/pages/EditProductPage').then((m) => m.EditProductPage),
    ),
  },
  settings: {
    index: route(paths.settings.index, 'signedIn', /*i18n*/ 'Settings', () =>
      import('../app/pages/SettingsPage').then((m) => m.SettingsPage),
    ),
    changePassword: route(
      paths.settings.changePassword,
      'signedIn',
      /*i18n*/ 'Change Password',
      () => import('../features/auth/pages/ChangePasswordPage').then((m) => m.ChangePasswordPage),
      link('Change Password', 'Settings'),
    ),
    myData: route(paths.settings.myData, ['jobseeker', 'instituteAdmin'], /*i18n*/ 'Your Data', () =>
      import('../features/privacy/pages/MyDataPage').then((m) => m.MyDataPage),
    ),
    feeManager: route(
      paths.settings.feeManager,
      SCHOOL_OFFICE,
      /*i18n*/ 'Settings - Fee Manager',
      () => import('../features/fees/pages/FeeManagerPage').then((m) => m.FeeManagerPage),
      link('Fee Manager', 'Settings'),
      link('Fee Manager', /*i18n*/ 'Fee Management', IU),
    ),
    classManager: route(
      paths.settings.classManager,
      SCHOOL_OFFICE,
      /*i18n*/ 'Settings - Class Manager',
      () => import('../features/classes/pages/ClassManagerPage').then((m) => m.ClassManagerPage),
      link('Class Manager', 'Settings'),
      link('Class Manager', /*i18n*/ 'Student Management', IU),
    ),
    newAcademicYear: route(
      paths.settings.newAcademicYear,
      SCHOOL_OFFICE,
      /*i18n*/ 'New academic year',
      () => import('../features/year-end/pages/YearEndPage').then((m) => m.YearEndPage),
      link(/*i18n*/ 'New academic year', 'Settings'),
      link(/*i18n*/ 'New academic year', /*i18n*/ 'Student Management', IU),
    ),
  },
  account: route(paths.account, 'signedIn', /*i18n*/ 'My Account', () =>
    import('../app/pages/AccountRedirect').then((m) => m.AccountRedirect),
  ),
} as const;

const isRoute = (value: object): value is RouteDef => 'path' in value && 'access' in value;
const flatten = (tree: object): RouteDef[] =>
  isRoute(tree) ? [tree] : Object.values(tree).flatMap((v) => flatten(v as object));

/** Every screen of the portal, as one list, in the order of the menu. */
export const ALL_ROUTES: readonly RouteDef[] = flatten(routes);

/** Whether a user of this role (or a visitor, with null) may open a screen. */
export function mayOpen(access: Access, role: Role | null): boolean {
  if (access === 'anyone') return true;
  if (access === 'signedOut') return role === null;
  if (access === 'signedIn') return role !== null;
  return role !== null && access.includes(role);
}
