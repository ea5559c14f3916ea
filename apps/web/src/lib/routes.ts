import type { ComponentType } from 'react';
import type { Role } from '@school-portal/contract';
import { importOnce } from './import-once';
import { paths } from './paths';

/**
 * Who may open a screen: a list of roles, anyone signed in, or only a signed-out visitor (sign-in and
 * registration send a signed-in user to their dashboard). The router's guard, the sidebar and the
 * settings page all read it from here; the server enforces access to the data on its own.
 */
export type Access = readonly Role[] | 'signedIn' | 'signedOut' | 'anyone';

/** Where a screen sits in the sidebar: a link of its own, or a link in a group (app/shell/menu.ts draws them). */
/** `roles` narrows a link to some of the route's roles, where their menu has the screen in a second place. */
export type MenuPlace = { label: string; group?: string; roles?: readonly Role[] };

export interface RouteDef {
  readonly path: string;
  readonly access: Access;
  /** The browser tab's title, in English: the router shows it in the reader's language (the catalogue test reads it here). */
  readonly title: string;
  /** The screen's code, downloaded on the first visit or when a menu link to it is reached (app/router.tsx). */
  readonly page: () => Promise<ComponentType>;
  /** Its sidebar links: usually one, none for a screen reached from another. */
  readonly menu?: readonly MenuPlace[];
}

const route = <P extends string>(
  path: P,
  access: Access,
  title: string,
  page: () => Promise<ComponentType>,
  ...menu: MenuPlace[]
) => ({ path, access, title, page: importOnce(page), menu }) as const;
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
  login: route(paths.login, 'signedOut', 'Login', () =>
    import('../features/auth/pages/LoginPage').then((m) => m.LoginPage),
  ),
  superUserLogin: route(paths.superUserLogin, 'signedOut', 'Super User Login', () =>
    import('../features/auth/pages/LoginPage').then((m) => m.SuperUserLoginPage),
  ),
  register: route(paths.register, 'signedOut', 'Register', () =>
    import('../features/auth/pages/RegisterPage').then((m) => m.RegisterPage),
  ),
  forgotPassword: route(paths.forgotPassword, 'signedOut', 'Forgot Password', () =>
    import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  supplierReply: route(paths.supplierReply, 'anyone', 'Enquiry', () =>
    import('../features/suppliers/pages/SupplierReplyPage').then((m) => m.SupplierReplyPage),
  ),
  resetPassword: route(paths.resetPassword, 'anyone', 'Reset Password', () =>
    import('../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),

  superAdmin: {
    dashboard: route(
      paths.superAdmin.dashboard,
      SA,
      'Super Admin Dashboard',
      () => import('../features/accounts/pages/SuperAdminDashboardPage').then((m) => m.SuperAdminDashboardPage),
      link('Dashboard'),
    ),
    moderationQueue: route(
      paths.superAdmin.moderationQueue,
      SA,
      'Moderation Queue',
      () => import('../features/moderation/pages/ModerationQueuePage').then((m) => m.ModerationQueuePage),
      link('Moderation Queue'),
    ),
    pendingRegistrations: route(
      paths.superAdmin.pendingRegistrations,
      SA,
      'Pending Registrations',
      () => import('../features/accounts/pages/PendingRegistrationsPage').then((m) => m.PendingRegistrationsPage),
      link('Pending Registrations', 'Approvals'),
    ),
    approvedRegistrations: route(
      paths.superAdmin.approvedRegistrations,
      SA,
      'Approved Registrations',
      () => import('../features/accounts/pages/ApprovedUsersPage').then((m) => m.ApprovedUsersPage),
      link('Approved Registrations', 'Approvals'),
    ),
    rejectedRegistrations: route(
      paths.superAdmin.rejectedRegistrations,
      SA,
      'Rejected Registrations',
      () => import('../features/accounts/pages/RejectedUsersPage').then((m) => m.RejectedUsersPage),
      link('Rejected Registrations', 'Approvals'),
    ),
    pendingAds: route(
      paths.superAdmin.pendingAds,
      SA,
      'Pending Vehicle Ads for Approval',
      () => import('../features/vehicles/pages/PendingAdsPage').then((m) => m.PendingAdsPage),
      link('Pending Ads', 'Ads Approvals'),
    ),
    approvedAds: route(
      paths.superAdmin.approvedAds,
      SA,
      'Approved Vehicle Ads',
      () => import('../features/vehicles/pages/ApprovedAdsPage').then((m) => m.ApprovedAdsPage),
      link('Approved Ads', 'Ads Approvals'),
    ),
    rejectedAds: route(
      paths.superAdmin.rejectedAds,
      SA,
      'Rejected Vehicle Ads',
      () => import('../features/vehicles/pages/RejectedAdsPage').then((m) => m.RejectedAdsPage),
      link('Rejected Ads', 'Ads Approvals'),
    ),
    activeUsers: route(
      paths.superAdmin.activeUsers,
      SA,
      'Active Users',
      () => import('../features/accounts/pages/ActiveUsersPage').then((m) => m.ActiveUsersPage),
      link('Active Users', 'Manage Accounts'),
    ),
    suspendedUsers: route(
      paths.superAdmin.suspendedUsers,
      SA,
      'Suspended Users',
      () => import('../features/accounts/pages/SuspendedUsersPage').then((m) => m.SuspendedUsersPage),
      link('Suspended Users', 'Manage Accounts'),
    ),
    status: route(
      paths.superAdmin.status,
      SA,
      'Backend Service Status',
      () => import('../features/status/pages/StatusPage').then((m) => m.StatusPage),
      link('Backend Service Status'),
    ),
    dataRequests: route(paths.superAdmin.dataRequests, SA, 'Data Requests', () =>
      import('../features/privacy/pages/DataRequestsPage').then((m) => m.DataRequestsPage),
    ),
    profile: route(
      paths.superAdmin.profile,
      SA,
      'My Profile',
      () => import('../features/profiles/pages/SuperProfilePage').then((m) => m.SuperProfilePage),
      link('My Profile'),
    ),
  },
  instituteAdmin: {
    dashboard: route(
      paths.instituteAdmin.dashboard,
      IA,
      'Institute Admin Dashboard',
      () => import('../app/pages/OfficeDashboards').then((m) => m.InstituteAdminDashboard),
      link('Dashboard'),
    ),
    postJob: route(
      paths.instituteAdmin.postJob,
      IA,
      'Post New Job',
      () => import('../features/jobs/pages/PostJobPage').then((m) => m.PostJobPage),
      link('Post Job', 'Job Management'),
    ),
    manageJobs: route(
      paths.instituteAdmin.manageJobs,
      IA,
      'Posted Jobs',
      () => import('../features/jobs/pages/ManageJobsPage').then((m) => m.ManageJobsPage),
      link('Manage Jobs', 'Job Management'),
    ),
    findEmployee: route(
      paths.instituteAdmin.findEmployee,
      IA,
      'Find Employee',
      () => import('../features/jobseekers/pages/FindEmployeePage').then((m) => m.FindEmployeePage),
      link('Find Employee', 'Job Management'),
    ),
    sell: route(
      paths.instituteAdmin.sell,
      IA,
      'Sell Vehicle',
      () => import('../features/vehicles/pages/SellVehiclePage').then((m) => m.SellVehiclePage),
      link('Sell Vehicle', 'Vehicle'),
    ),
    buy: route(
      paths.instituteAdmin.buy,
      IA,
      'Buy Vehicle',
      () => import('../features/vehicles/pages/BuyVehiclePage').then((m) => m.BuyVehiclePage),
      link('Buy Vehicle', 'Vehicle'),
    ),
    manageAds: route(
      paths.instituteAdmin.manageAds,
      IA,
      'Manage Ads',
      () => import('../features/vehicles/pages/ManageAdsPage').then((m) => m.ManageAdsPage),
      link('Manage Ads', 'Vehicle'),
    ),
    busEnquiries: route(
      paths.instituteAdmin.busEnquiries,
      IA,
      'Bus Enquiries',
      () => import('../features/vehicles/pages/BusEnquiriesPage').then((m) => m.BusEnquiriesPage),
      link('My Enquiries', 'Vehicle'),
    ),
    addUser: route(
      paths.instituteAdmin.addUser,
      IA,
      'Add New Institute User',
      () => import('../features/institute-users/pages/AddUserPage').then((m) => m.AddUserPage),
      link('Add User', 'Users'),
    ),
    manageUsers: route(
      paths.instituteAdmin.manageUsers,
      IA,
      'Manage Institute Users',
      () => import('../features/institute-users/pages/ManageUsersPage').then((m) => m.ManageUsersPage),
      link('Manage Users', 'Users'),
    ),
    profile: route(
      paths.instituteAdmin.profile,
      IA,
      'Institute Profile',
      () => import('../features/profiles/pages/InstituteProfilePage').then((m) => m.InstituteProfilePage),
      link('My Profile'),
    ),
  },
  instituteUser: {
    dashboard: route(
      paths.instituteUser.dashboard,
      IU,
      'Dashboard',
      () => import('../app/pages/OfficeDashboards').then((m) => m.InstituteUserDashboard),
      link('Dashboard'),
    ),
    addStudent: route(
      paths.instituteUser.addStudent,
      IU,
      'Add Student',
      () => import('../features/students/pages/AddStudentPage').then((m) => m.AddStudentPage),
      link('Add Student', 'Student Management'),
    ),
    manageStudents: route(
      paths.instituteUser.manageStudents,
      IU,
      'Manage Students',
      () => import('../features/students/pages/ManageStudentsPage').then((m) => m.ManageStudentsPage),
      link('Manage Students', 'Student Management'),
    ),
    student: route(paths.instituteUser.student, IU, 'Student Details', () =>
      import('../features/students/pages/StudentPage').then((m) => m.StudentPage),
    ),
    collectFee: route(
      paths.instituteUser.collectFee,
      IU,
      'Collect Fee',
      () => import('../features/fees/pages/CollectFeePage').then((m) => m.CollectFeePage),
      link('Collect Fee', 'Fee Management'),
    ),
    receipt: route(paths.instituteUser.receipt, SCHOOL_OFFICE, 'Fee Receipt', () =>
      import('../features/fees/pages/ReceiptPage').then((m) => m.ReceiptPage),
    ),
    defaulters: route(
      paths.instituteUser.defaulters,
      FEE_REPORT_READERS,
      'Fee Defaulters',
      () => import('../features/fees/pages/DefaultersPage').then((m) => m.DefaultersPage),
      link('Defaulters', 'Fee Management'),
    ),
    collections: route(
      paths.instituteUser.collections,
      FEE_REPORT_READERS,
      'Fee Collections',
      () => import('../features/fees/pages/CollectionsPage').then((m) => m.CollectionsPage),
      link('Collections', 'Fee Management'),
    ),
    cashSummary: route(
      paths.instituteUser.cashSummary,
      FEE_REPORT_READERS,
      'Day-End Cash Summary',
      () => import('../features/fees/pages/CashSummaryPage').then((m) => m.CashSummaryPage),
      link('Cash Summary', 'Fee Management'),
    ),
    duesByClass: route(
      paths.instituteUser.duesByClass,
      FEE_REPORT_READERS,
      'Dues by Class',
      () => import('../features/fees/pages/DuesByClassPage').then((m) => m.DuesByClassPage),
      link('Dues by Class', 'Fee Management'),
    ),
    upiPayments: route(
      paths.instituteUser.upiPayments,
      IU,
      'UPI Payments',
      () => import('../features/guardian-fees/pages/UpiPaymentsPage').then((m) => m.UpiPaymentsPage),
      link('UPI Payments', 'Fee Management'),
    ),
    bankStatement: route(
      paths.instituteUser.bankStatement,
      SCHOOL_OFFICE,
      'Bank Statement and Tally',
      () => import('../features/bookkeeping/pages/BankStatementPage').then((m) => m.BankStatementPage),
      link('Bank & Tally', 'Fee Management'),
    ),
    feeCard: route(paths.instituteUser.feeCard, SCHOOL_OFFICE, 'Student Fee Card', () =>
      import('../features/fees/pages/FeeCardPage').then((m) => m.FeeCardPage),
    ),
    profile: route(paths.instituteUser.profile, IU, 'My Profile', () =>
      import('../features/profiles/pages/InstituteUserProfilePage').then((m) => m.InstituteUserProfilePage),
    ),
  },
  jobseeker: {
    dashboard: route(
      paths.jobseeker.dashboard,
      JS,
      'Dashboard',
      () => import('../features/profiles/pages/JobseekerDashboardPage').then((m) => m.JobseekerDashboardPage),
      link('Dashboard'),
    ),
    searchJobs: route(
      paths.jobseeker.searchJobs,
      JS,
      'Browse Jobs',
      () => import('../features/jobs/pages/BrowseJobsPage').then((m) => m.BrowseJobsPage),
      link('Search Jobs', 'Jobs'),
    ),
    appliedJobs: route(
      paths.jobseeker.appliedJobs,
      JS,
      'Your Applied Jobs',
      () => import('../features/applications/pages/AppliedJobsPage').then((m) => m.AppliedJobsPage),
      link('Applied Jobs', 'Jobs'),
    ),
    // Open to every role: anyone else reads that the screen is for job seekers (spec section 6).
    appliedJobsAlias: route(paths.jobseeker.appliedJobsAlias, 'signedIn', 'Your Applied Jobs', () =>
      import('../features/applications/pages/AppliedJobsPage').then((m) => m.AppliedJobsPage),
    ),
    profile: route(
      paths.jobseeker.profile,
      JS,
      'Job Seeker Profile',
      () => import('../features/profiles/pages/JobseekerProfilePage').then((m) => m.JobseekerProfilePage),
      link('My Profile'),
    ),
    job: route(paths.jobseeker.job, JS, 'Job Details', () =>
      import('../features/jobs/pages/JobDetailPage').then((m) => m.JobDetailPage),
    ),
  },
  hiring: {
    desk: route(paths.hiring.desk, [...SCHOOL_OFFICE, ...JS], 'Hiring desk', () =>
      import('../features/hiring/pages/HiringDeskPage').then((m) => m.HiringDeskPage),
    ),
  },
  suppliers: {
    browse: route(
      paths.suppliers.browse,
      SUPPLIER_READERS,
      'Browse Suppliers',
      () => import('../features/suppliers/pages/BrowseSuppliersPage').then((m) => m.BrowseSuppliersPage),
      link('Browse Suppliers', 'Suppliers'),
    ),
    add: route(
      paths.suppliers.add,
      SA,
      'Add Supplier',
      () => import('../features/suppliers/pages/AddSupplierPage').then((m) => m.AddSupplierPage),
      link('Add Supplier', 'Suppliers'),
    ),
    detail: route(paths.suppliers.detail, SUPPLIER_READERS, 'Supplier Details', () =>
      import('../features/suppliers/pages/SupplierDetailPage').then((m) => m.SupplierDetailPage),
    ),
    edit: route(paths.suppliers.edit, SA, 'Edit Supplier', () =>
      import('../features/suppliers/pages/EditSupplierPage').then((m) => m.EditSupplierPage),
    ),
    enquiries: route(
      paths.suppliers.enquiries,
      SUPPLIER_READERS,
      'Enquiries',
      () => import('../features/suppliers/pages/EnquiriesPage').then((m) => m.EnquiriesPage),
      link('Enquiries', 'Suppliers'),
    ),
  },
  products: {
    all: route(
      paths.products.all,
      SA,
      'All Products',
      () => import('../features/products/pages/AllProductsPage').then((m) => m.AllProductsPage),
      link('All Products', 'Products'),
    ),
    add: route(
      paths.products.add,
      SA,
      'Add Product',
      () => import('../features/products/pages/AddProductPage').then((m) => m.AddProductPage),
      link('Add Product', 'Products'),
    ),
    edit: route(paths.products.edit, SA, 'Edit Product', () =>
      import('../features/products/pages/EditProductPage').then((m) => m.EditProductPage),
    ),
  },
  settings: {
    index: route(paths.settings.index, 'signedIn', 'Settings', () =>
      import('../app/pages/SettingsPage').then((m) => m.SettingsPage),
    ),
    changePassword: route(
      paths.settings.changePassword,
      'signedIn',
      'Change Password',
      () => import('../features/auth/pages/ChangePasswordPage').then((m) => m.ChangePasswordPage),
      link('Change Password', 'Settings'),
    ),
    myData: route(paths.settings.myData, ['jobseeker', 'instituteAdmin'], 'Your Data', () =>
      import('../features/privacy/pages/MyDataPage').then((m) => m.MyDataPage),
    ),
    feeManager: route(
      paths.settings.feeManager,
      SCHOOL_OFFICE,
      'Settings - Fee Manager',
      () => import('../features/fees/pages/FeeManagerPage').then((m) => m.FeeManagerPage),
      link('Fee Manager', 'Settings'),
      link('Fee Manager', 'Fee Management', IU),
    ),
    classManager: route(
      paths.settings.classManager,
      SCHOOL_OFFICE,
      'Settings - Class Manager',
      () => import('../features/classes/pages/ClassManagerPage').then((m) => m.ClassManagerPage),
      link('Class Manager', 'Settings'),
      link('Class Manager', 'Student Management', IU),
    ),
    newAcademicYear: route(
      paths.settings.newAcademicYear,
      SCHOOL_OFFICE,
      'New academic year',
      () => import('../features/year-end/pages/YearEndPage').then((m) => m.YearEndPage),
      link('New academic year', 'Settings'),
      link('New academic year', 'Student Management', IU),
    ),
  },
  account: route(paths.account, 'signedIn', 'My Account', () =>
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
