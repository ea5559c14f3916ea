import type { Role } from '@school-portal/contract';

/** Every route of the portal in one place. */
export const paths = {
  login: '/login',
  superUserLogin: '/superuserlogin',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',

  superAdmin: {
    dashboard: '/super-admin/dashboard',
    pendingRegistrations: '/super-admin/pending-registrations',
    approvedRegistrations: '/super-admin/approved-registrations',
    rejectedRegistrations: '/super-admin/rejected-registrations',
    pendingAds: '/super-admin/pending-ads-approval',
    approvedAds: '/super-admin/approved-ads',
    rejectedAds: '/super-admin/rejected-ads',
    activeUsers: '/super-admin/active-users',
    suspendedUsers: '/super-admin/suspended-users',
    status: '/super-admin/status',
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
    addUser: '/institute-admin/add-user',
    manageUsers: '/institute-admin/manage-users',
    profile: '/instituteProfile',
  },
  instituteUser: {
    dashboard: '/institute-user/dashboard',
    addStudent: '/institute-user/student/add',
    manageStudents: '/institute-user/student/manage',
    collectFee: '/institute-user/fee/collect-fee',
    profile: '/instituteUserProfile',
  },
  jobseeker: {
    dashboard: '/jobseeker/dashboard',
    searchJobs: '/jobseeker/search-jobs',
    appliedJobs: '/jobseeker/applied-jobs',
    appliedJobsAlias: '/applied-jobs',
    profile: '/jobseekerProfile',
    job: { pattern: '/jobs/:id', getHref: (id: string) => `/jobs/${encodeURIComponent(id)}` },
  },
  suppliers: {
    browse: '/suppliers',
    add: '/suppliers/add',
    detail: { pattern: '/suppliers/:id', getHref: (id: string) => `/suppliers/${encodeURIComponent(id)}` },
  },
  products: { all: '/products', add: '/products/add' },
  settings: {
    index: '/settings',
    changePassword: '/settings/change-password',
    feeManager: '/settings/fee-manager',
    classManager: '/settings/class-manager',
  },
  account: '/account',
} as const;

export const dashboardOf = (role: Role): string => paths[role].dashboard;

/** Where a user with an incomplete profile is sent after signing in. */
export const profileOf = (role: Role): string => paths[role].profile;
