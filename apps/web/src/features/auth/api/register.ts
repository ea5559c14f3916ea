import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterBody) =>
  api<{ message: string; userId: string }>('/api/auth/register', { method: 'POST', body, anonymous: true });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
