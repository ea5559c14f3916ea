import type { RegisterBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const register = async (body: RegisterBody) => {
  const { authApi } = await import('@school-portal/contract');
  return call(authApi.register, { body });
};

