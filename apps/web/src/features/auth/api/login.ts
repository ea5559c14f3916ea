import { authApi, type LoginBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const login = (body: LoginBody, superUser: boolean) => call(superUser ? authApi.superuserLogin : authApi.login, { body });

