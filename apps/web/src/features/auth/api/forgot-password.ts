import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const forgotPassword = async (email: string) => {
  const { authApi } = await import('@school-portal/contract');
  return call(authApi.forgotPassword, { body: { email } });
};

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
