import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@school-portal/contract';
import { HomeRedirect, RequireRole, SignedOutOnly } from './guards';
import { paths } from './paths';
import { RouteError } from './RouteError';

/** Loads a page's code only when its route is first visited. */
const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
const placeholder = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { PlaceholderPage } = await import('../components/PlaceholderPage');
    return { Component: () => <PlaceholderPage title={title} /> };
  },
});
const profile = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ProfilePlaceholderPage } = await import('../features/profiles/pages/ProfilePlaceholderPage');
    return { Component: () => <ProfilePlaceholderPage title={title} /> };
  },
});
const only = (roles: readonly Role[], children: RouteObject[]): RouteObject => ({ element: <RequireRole roles={roles} />, children });

const auth = () => import('../features/auth');
const accounts = () => import('../features/accounts');

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          // Each public screen is its own small chunk: the first thing a phone downloads.
          { path: paths.login, ...page(() => import('../features/auth/pages/LoginPage'), (m) => m.LoginPage) },
          { path: paths.superUserLogin, ...page(() => import('../features/auth/pages/LoginPage'), (m) => m.SuperUserLoginPage) },
          { path: paths.register, ...page(() => import('../features/auth/pages/RegisterPage'), (m) => m.RegisterPage) },
          { path: paths.forgotPassword, ...page(() => import('../features/auth/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
        ],
      },
      { path: paths.resetPassword, ...page(auth, (m) => m.ResetPasswordPage) },
      {
        element: <RequireRole />,
        children: [
          {
            // The signed-in shell (top bar, sidebar, notifications) loads after sign-in, not with the sign-in screen.
            ...page(() => import('./shell/AppLayout'), (m) => m.AppLayout),
            children: [
              only(['superAdmin'], [
                { path: paths.superAdmin.dashboard, ...page(accounts, (m) => m.SuperAdminDashboardPage) },
                { path: paths.superAdmin.pendingRegistrations, ...page(accounts, (m) => m.PendingRegistrationsPage) },
                { path: paths.superAdmin.approvedRegistrations, ...page(accounts, (m) => m.ApprovedUsersPage) },
                { path: paths.superAdmin.rejectedRegistrations, ...page(accounts, (m) => m.RejectedUsersPage) },
                placeholder(paths.superAdmin.pendingAds, 'Pending Vehicle Ads for Approval'),
                placeholder(paths.superAdmin.approvedAds, 'Approved Vehicle Ads'),
                placeholder(paths.superAdmin.rejectedAds, 'Rejected Vehicle Ads'),
                { path: paths.superAdmin.activeUsers, ...page(accounts, (m) => m.ActiveUsersPage) },
                { path: paths.superAdmin.suspendedUsers, ...page(accounts, (m) => m.SuspendedUsersPage) },
                { path: paths.superAdmin.status, ...page(() => import('../features/status/pages/StatusPage'), (m) => m.StatusPage) },
                { path: paths.superAdmin.profile, ...page(() => import('../features/profiles/pages/SuperProfilePage'), (m) => m.SuperProfilePage) },
                placeholder(paths.suppliers.add, 'Add Supplier'),
                placeholder(paths.products.all, 'All Products'),
                placeholder(paths.products.add, 'Add Product'),
              ]),
              only(['superAdmin', 'instituteAdmin'], [
                placeholder(paths.suppliers.browse, 'Browse Suppliers'),
                placeholder(paths.suppliers.detail.pattern, 'Supplier Details'),
              ]),
              only(['instituteAdmin'], [
                placeholder(paths.instituteAdmin.dashboard, 'Institute Admin Dashboard'),
                placeholder(paths.instituteAdmin.postJob, 'Post New Job'),
                placeholder(paths.instituteAdmin.manageJobs, 'Posted Jobs'),
                placeholder(paths.instituteAdmin.findEmployee, 'Browse Jobseekers'),
                placeholder(paths.instituteAdmin.sell, 'Sell Vehicle'),
                placeholder(paths.instituteAdmin.buy, 'Buy Vehicle'),
                placeholder(paths.instituteAdmin.manageAds, 'Manage Ads'),
                placeholder(paths.instituteAdmin.addUser, 'Add New Institute User'),
                placeholder(paths.instituteAdmin.manageUsers, 'Manage Institute Users'),
                profile(paths.instituteAdmin.profile, 'Institute Profile'),
              ]),
              only(['instituteAdmin', 'instituteUser'], [
                placeholder(paths.settings.feeManager, 'Settings - Fee Manager'),
                placeholder(paths.settings.classManager, 'Settings - Class Manager'),
              ]),
              only(['instituteUser'], [
                placeholder(paths.instituteUser.dashboard, 'Dashboard'),
                placeholder(paths.instituteUser.addStudent, 'Add Student'),
                placeholder(paths.instituteUser.manageStudents, 'Manage Students'),
                placeholder(paths.instituteUser.collectFee, 'Collect Fee'),
                profile(paths.instituteUser.profile, 'Complete Your Profile'),
              ]),
              only(['jobseeker'], [
                placeholder(paths.jobseeker.dashboard, 'Dashboard'),
                placeholder(paths.jobseeker.searchJobs, 'Browse Jobs'),
                placeholder(paths.jobseeker.appliedJobs, 'Your Applied Jobs'),
                placeholder(paths.jobseeker.appliedJobsAlias, 'Your Applied Jobs'),
                placeholder(paths.jobseeker.job.pattern, 'Job Details'),
                profile(paths.jobseeker.profile, 'Job Seeker Profile'),
              ]),
              { path: paths.settings.changePassword, ...page(auth, (m) => m.ChangePasswordPage) },
              { path: paths.settings.index, ...page(() => import('./pages/SettingsPage'), (m) => m.SettingsPage) },
              { path: paths.account, ...page(() => import('./pages/AccountRedirect'), (m) => m.AccountRedirect) },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
]);
