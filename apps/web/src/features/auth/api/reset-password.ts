import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<{ message: string }>('/api/auth/reset-password', { method: 'POST', body, anonymous: true });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
