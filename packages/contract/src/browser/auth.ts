// Written by `npm run contract:browser` (packages/contract/scripts/browser-entry.ts): do not edit.
import type * as contract from '../index.ts';
import { clientEndpoints } from '../http/endpoint.ts';

export const authApi = clientEndpoints<typeof contract.authApi>({
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  appeal: { method: 'POST', path: '/api/auth/appeal', access: 'public' },
  superuserLogin: { method: 'POST', path: '/api/auth/superuser/login', access: 'public' },
  me: { method: 'GET', path: '/api/auth/me', access: 'signedIn' },
  updateMe: { method: 'PATCH', path: '/api/auth/me', access: 'signedIn' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'signedIn' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  resetLinkState: { method: 'POST', path: '/api/auth/reset-password/check', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  changePassword: { method: 'PUT', path: '/api/auth/change-password/:userId', access: 'signedIn' },
});
