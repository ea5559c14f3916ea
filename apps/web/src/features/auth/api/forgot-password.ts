import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  api<{ ok: boolean; message: string }>('/api/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
