import { call } from '../../../lib/api-client';

export const forgotPassword = async (email: string) => {
  const { authApi } = await import('@school-portal/contract');
  return call(authApi.forgotPassword, { body: { email } });
};

