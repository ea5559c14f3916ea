import type { Role } from '@school-portal/contract';

/*
 * Every screen's address, in the same tree as lib/routes.ts. This file imports nothing the browser runs (the
 * type above is erased): a page links to another screen through here, never through the route registry,
 * which names every page, so no page imports the file that imports it (eslint's import-x/no-cycle checks).
 */
export const paths = {
  login: '/login',
  superUserLogin: '/superuserlogin',
  register: '/register',
  forgotPassword: '/forgot-password',
  supplierReply: '/enquiry-reply/:token',
  resetPassword: '/reset-password',
  superAdmin: {
    dashboard: '/super-admin/dashboard',
    moderationQueue: '/super-admin/moderation-queue',
    pendingRegistrations: '/super-admin/pending-registrations',
    approvedRegistrations: '/super-admin/approved-registrations',
    rejectedRegistrations: '/super-admin/rejected-registrations',
    pendingAds: '/super-admin/pending-ads-approval',
    approvedAds: '/super-admin/approved-ads',
    rejectedAds: '/super-admin/rejected-ads',
    activeUsers: '/super-admin/active-users',
    suspendedUsers: '/super-admin/suspended-users',
    status: '/super-admin/status',
    dataRequests: '/super-admin/data-requests',
    profile: '/superProfile',
  },
  instituteAdmin: {
    dashboard: '/institute-admin/dashboard',
    postJob: '/institute-admin/post-job',
    manageJobs: '/institute-admin/manage-jobs',
    findEmployee: '/jobseekers',
    sell: '/institute-admin/sell',
    buy: '/institute-admin/buy',
    manageAds: '/institute-admin/manage-ads',
    busEnquiries: '/institute-admin/bus-enquiries',
    addUser: '/institute-admin/add-user',
    manageUsers: '/institute-admin/manage-users',
    profile: '/instituteProfile',
  },
  instituteUser: {
    dashboard: '/institute-user/dashboard',
    addStudent: '/institute-user/student/add',
    manageStudents: '/institute-user/student/manage',
    student: '/institute-user/student/:id',
    collectFee: '/institute-user/fee/collect-fee',
    receipt: '/institute-user/fee/receipt/:id',
    defaulters: '/institute-user/fee/defaulters',
    collections: '/institute-user/fee/reports',
    cashSummary: '/institute-user/fee/cash-summary',
    duesByClass: '/institute-user/fee/dues-by-class',
    upiPayments: '/institute-user/fee/upi-payments',
    bankStatement: '/institute-user/fee/bank-statement',
    feeCard: '/institute-user/fee/card/:id',
    profile: '/instituteUserProfile',
  },
  jobseeker: {
    dashboard: '/jobseeker/dashboard',
    searchJobs: '/jobseeker/search-jobs',
    appliedJobs: '/jobseeker/applied-jobs',
    appliedJobsAlias: '/applied-jobs',
    profile: '/jobseekerProfile',
    job: '/jobs/:id',
  },
  /** One application's hiring desk (messages, interviews, offer), for its school and its candidate; mails link here. */
  hiring: {
    desk: '/hiring/:id',
  },
  suppliers: {
    browse: '/suppliers',
    add: '/suppliers/add',
    detail: '/suppliers/:id',
    edit: '/suppliers/:id/edit',
    enquiries: '/suppliers/enquiries',
  },
  products: {
    all: '/products',
    add: '/products/add',
    edit: '/products/:id/edit',
  },
  settings: {
    index: '/settings',
    changePassword: '/settings/change-password',
    myData: '/settings/my-data',
    feeManager: '/settings/fee-manager',
    classManager: '/settings/class-manager',
    newAcademicYear: '/settings/new-academic-year',
  },
  account: '/account',
} as const;
/** The link to one record of a screen with an id in its path: `hrefOf(paths.jobseeker.job, job.id)`. */
export const hrefOf = (path: `${string}:id${string}`, id: string): string =>
  path.replace(':id', encodeURIComponent(id));

export const dashboardOf = (role: Role): string => paths[role].dashboard;

/** Where a user with an incomplete profile is sent after signing in. */
export const profileOf = (role: Role): string => paths[role].profile;
