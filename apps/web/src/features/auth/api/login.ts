import type { LoginBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The contract (and its schema library) loads when the form is sent, not with the sign-in screen. */
export const login = async (body: LoginBody, superUser: boolean) => {
  const { authApi } = await import('@school-portal/contract');
  return call(superUser ? authApi.superuserLogin : authApi.login, { body });
};

