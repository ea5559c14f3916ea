import { routes, type RouteDef } from '../lib/routes';
import { from, type Screen } from './route-table';

const { superAdmin: sa, instituteAdmin: ia, instituteUser: iu, jobseeker: js } = routes;

/**
 * The page each signed-in route loads, one chunk per page: the dashboard a user lands on does not
 * wait for every list of its feature. A route without a row shows a placeholder with its title until
 * its screen is built.
 */
export const SIGNED_IN_SCREENS: [RouteDef, Screen][] = [
  [sa.dashboard, from(() => import('../features/accounts/pages/SuperAdminDashboardPage'), (m) => m.SuperAdminDashboardPage)],
  [sa.pendingRegistrations, from(() => import('../features/accounts/pages/PendingRegistrationsPage'), (m) => m.PendingRegistrationsPage)],
  [sa.approvedRegistrations, from(() => import('../features/accounts/pages/ApprovedUsersPage'), (m) => m.ApprovedUsersPage)],
  [sa.rejectedRegistrations, from(() => import('../features/accounts/pages/RejectedUsersPage'), (m) => m.RejectedUsersPage)],
  [sa.activeUsers, from(() => import('../features/accounts/pages/ActiveUsersPage'), (m) => m.ActiveUsersPage)],
  [sa.suspendedUsers, from(() => import('../features/accounts/pages/SuspendedUsersPage'), (m) => m.SuspendedUsersPage)],
  [sa.pendingAds, from(() => import('../features/vehicles/pages/PendingAdsPage'), (m) => m.PendingAdsPage)],
  [sa.approvedAds, from(() => import('../features/vehicles/pages/ApprovedAdsPage'), (m) => m.ApprovedAdsPage)],
  [sa.rejectedAds, from(() => import('../features/vehicles/pages/RejectedAdsPage'), (m) => m.RejectedAdsPage)],
  [sa.status, from(() => import('../features/status/pages/StatusPage'), (m) => m.StatusPage)],
  [sa.profile, from(() => import('../features/profiles/pages/SuperProfilePage'), (m) => m.SuperProfilePage)],
  [ia.dashboard, from(() => import('../features/profiles/pages/InstituteAdminDashboardPage'), (m) => m.InstituteAdminDashboardPage)],
  [ia.sell, from(() => import('../features/vehicles/pages/SellVehiclePage'), (m) => m.SellVehiclePage)],
  [ia.buy, from(() => import('../features/vehicles/pages/BuyVehiclePage'), (m) => m.BuyVehiclePage)],
  [ia.manageAds, from(() => import('../features/vehicles/pages/ManageAdsPage'), (m) => m.ManageAdsPage)],
  [ia.profile, from(() => import('../features/profiles/pages/InstituteProfilePage'), (m) => m.InstituteProfilePage)],
  [iu.profile, 'profile'],
  [js.dashboard, from(() => import('../features/profiles/pages/JobseekerDashboardPage'), (m) => m.JobseekerDashboardPage)],
  [js.profile, from(() => import('../features/profiles/pages/JobseekerProfilePage'), (m) => m.JobseekerProfilePage)],
  [routes.settings.changePassword, from(() => import('../features/auth/pages/ChangePasswordPage'), (m) => m.ChangePasswordPage)],
  [routes.settings.index, from(() => import('./pages/SettingsPage'), (m) => m.SettingsPage)],
  [routes.account, from(() => import('./pages/AccountRedirect'), (m) => m.AccountRedirect)],
];

const BY_PATH = new Map<string, Screen>(SIGNED_IN_SCREENS.map(([route, screen]) => [route.path, screen]));

export const screenOf = (route: RouteDef): Screen => BY_PATH.get(route.path) ?? 'placeholder';
