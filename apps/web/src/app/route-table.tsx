import type { ComponentType } from 'react';
import { routes, type RouteDef } from '../lib/routes';

/** How a route's screen is loaded: its module and the component in it, a placeholder, or a profile placeholder. */
export type Screen = { load: () => Promise<ComponentType> } | 'placeholder' | 'profile';

const from =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Screen => ({ load: async () => pick(await load()) });

const { superAdmin: sa, instituteAdmin: ia, instituteUser: iu, jobseeker: js } = routes;

/** Each public screen is its own small chunk: the first thing a phone downloads. */
export const PUBLIC_SCREENS: [RouteDef, Screen][] = [
  [routes.login, from(() => import('../features/auth/pages/LoginPage'), (m) => m.LoginPage)],
  [routes.superUserLogin, from(() => import('../features/auth/pages/LoginPage'), (m) => m.SuperUserLoginPage)],
  [routes.register, from(() => import('../features/auth/pages/RegisterPage'), (m) => m.RegisterPage)],
  [routes.forgotPassword, from(() => import('../features/auth/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage)],
];

export const OPEN_SCREENS: [RouteDef, Screen][] = [[routes.resetPassword, from(() => import('../features/auth/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage)]];

/**
 * The screens inside the signed-in shell; each one's access comes from its route. Each page is its own
 * chunk: the dashboard a user lands on does not wait for every list of its feature.
 */
export const SIGNED_IN_SCREENS: [RouteDef, Screen][] = [
  [sa.dashboard, from(() => import('../features/accounts/pages/SuperAdminDashboardPage'), (m) => m.SuperAdminDashboardPage)],
  [sa.pendingRegistrations, from(() => import('../features/accounts/pages/PendingRegistrationsPage'), (m) => m.PendingRegistrationsPage)],
  [sa.approvedRegistrations, from(() => import('../features/accounts/pages/ApprovedUsersPage'), (m) => m.ApprovedUsersPage)],
  [sa.rejectedRegistrations, from(() => import('../features/accounts/pages/RejectedUsersPage'), (m) => m.RejectedUsersPage)],
  [sa.pendingAds, 'placeholder'],
  [sa.approvedAds, 'placeholder'],
  [sa.rejectedAds, 'placeholder'],
  [sa.activeUsers, from(() => import('../features/accounts/pages/ActiveUsersPage'), (m) => m.ActiveUsersPage)],
  [sa.suspendedUsers, from(() => import('../features/accounts/pages/SuspendedUsersPage'), (m) => m.SuspendedUsersPage)],
  [sa.status, from(() => import('../features/status/pages/StatusPage'), (m) => m.StatusPage)],
  [sa.profile, from(() => import('../features/profiles/pages/SuperProfilePage'), (m) => m.SuperProfilePage)],
  [routes.suppliers.add, 'placeholder'],
  [routes.suppliers.browse, 'placeholder'],
  [routes.suppliers.detail, 'placeholder'],
  [routes.products.all, 'placeholder'],
  [routes.products.add, 'placeholder'],
  [ia.dashboard, 'placeholder'],
  [ia.postJob, 'placeholder'],
  [ia.manageJobs, 'placeholder'],
  [ia.findEmployee, 'placeholder'],
  [ia.sell, 'placeholder'],
  [ia.buy, 'placeholder'],
  [ia.manageAds, 'placeholder'],
  [ia.addUser, 'placeholder'],
  [ia.manageUsers, 'placeholder'],
  [ia.profile, 'profile'],
  [routes.settings.feeManager, 'placeholder'],
  [routes.settings.classManager, 'placeholder'],
  [iu.dashboard, 'placeholder'],
  [iu.addStudent, 'placeholder'],
  [iu.manageStudents, 'placeholder'],
  [iu.collectFee, 'placeholder'],
  [iu.profile, 'profile'],
  [js.dashboard, 'placeholder'],
  [js.searchJobs, 'placeholder'],
  [js.appliedJobs, 'placeholder'],
  [js.appliedJobsAlias, 'placeholder'],
  [js.job, 'placeholder'],
  [js.profile, 'profile'],
  [routes.settings.changePassword, from(() => import('../features/auth/pages/ChangePasswordPage'), (m) => m.ChangePasswordPage)],
  [routes.settings.index, from(() => import('./pages/SettingsPage'), (m) => m.SettingsPage)],
  [routes.account, from(() => import('./pages/AccountRedirect'), (m) => m.AccountRedirect)],
];
