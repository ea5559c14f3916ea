import type { ComponentType } from 'react';
import { ALL_ROUTES, routes, type RouteDef } from '../lib/routes';

/** How a route's screen is loaded: its module and the component in it, or a placeholder. */
export type Screen = { load: () => Promise<ComponentType> } | 'placeholder';

export const from =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Screen => ({ load: async () => pick(await load()) });

/** Each public screen is its own small chunk: the first thing a phone downloads. */
export const PUBLIC_SCREENS: [RouteDef, Screen][] = [
  [routes.login, from(() => import('../features/auth/pages/LoginPage'), (m) => m.LoginPage)],
  [routes.superUserLogin, from(() => import('../features/auth/pages/LoginPage'), (m) => m.SuperUserLoginPage)],
  [routes.register, from(() => import('../features/auth/pages/RegisterPage'), (m) => m.RegisterPage)],
  [routes.forgotPassword, from(() => import('../features/auth/pages/ForgotPasswordPage'), (m) => m.ForgotPasswordPage)],
];

export const OPEN_SCREENS: [RouteDef, Screen][] = [[routes.resetPassword, from(() => import('../features/auth/pages/ResetPasswordPage'), (m) => m.ResetPasswordPage)]];

/**
 * The dashboards, where every sign-in lands. Their loaders live here, in the entry, so that a signed-in
 * user opening the portal fetches the page together with the shell, not after the table of every
 * signed-in screen has arrived: one round trip less on a phone's slow network.
 */
export const DASHBOARD_SCREENS: [RouteDef, Screen][] = [
  [routes.superAdmin.dashboard, from(() => import('../features/accounts/pages/SuperAdminDashboardPage'), (m) => m.SuperAdminDashboardPage)],
  [routes.instituteAdmin.dashboard, from(() => import('./pages/OfficeDashboards'), (m) => m.InstituteAdminDashboard)],
  [routes.instituteUser.dashboard, from(() => import('./pages/OfficeDashboards'), (m) => m.InstituteUserDashboard)],
  [routes.jobseeker.dashboard, from(() => import('../features/profiles/pages/JobseekerDashboardPage'), (m) => m.JobseekerDashboardPage)],
];

/**
 * The screens inside the signed-in shell: every route that needs a signed-in user. Which page each
 * one loads is in signed-in-screens.tsx, a chunk of its own, so the first screen a phone loads does
 * not carry the loaders of every signed-in page.
 */
export const SIGNED_IN_ROUTES: RouteDef[] = ALL_ROUTES.filter((r) => r.access !== 'signedOut' && r.access !== 'anyone');
