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
  /** The browser tab's title, in English: the router shows it in the reader's language (marked for lingui extract, decision 044). */
  readonly title: string;
  /** The screen's code, downloaded on the first visit or when a menu link to it is reached (app/router.tsx). */
  readonly page: () => Promise<ComponentType>;
  /** Its sidebar links: usually one, none for a screen reached from another. */
  readonly menu?: readonly MenuPlace[];
}

export const route = <P extends string>(
  path: P,
  access: Access,
  title: string,
  page: () => Promise<ComponentType>,
  ...menu: MenuPlace[]
) => ({ path, access, title, page: importOnce(page), menu }) as const;

/*
 * The screens a signed-out visitor may open, apart from the rest of the registry (lib/routes.ts) for their texts:
 * their tab titles are the only ones a sign-in screen shows, so they alone go in the first screens' catalogue part
 * (lingui.config.ts), and the other screens' titles and menu labels wait for the signed-in part.
 */
export const publicRoutes = {
  login: route(paths.login, 'signedOut', /*i18n*/ 'Login', () =>
    import('../features/auth/pages/LoginPage').then((m) => m.LoginPage),
  ),
  superUserLogin: route(paths.superUserLogin, 'signedOut', /*i18n*/ 'Super User Login', () =>
    import('../features/auth/pages/LoginPage').then((m) => m.SuperUserLoginPage),
  ),
  register: route(paths.register, 'signedOut', /*i18n*/ 'Register', () =>
    import('../features/auth/pages/RegisterPage').then((m) => m.RegisterPage),
  ),
  forgotPassword: route(paths.forgotPassword, 'signedOut', /*i18n*/ 'Forgot Password', () =>
    import('../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  supplierReply: route(paths.supplierReply, 'anyone', /*i18n*/ 'Enquiry', () =>
    import('../features/suppliers/pages/SupplierReplyPage').then((m) => m.SupplierReplyPage),
  ),
  resetPassword: route(paths.resetPassword, 'anyone', /*i18n*/ 'Reset Password', () =>
    import('../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ),
} as const;
