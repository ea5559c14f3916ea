import { authApi, type RegisterBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const register = (body: RegisterBody) => call(authApi.register, { body });

