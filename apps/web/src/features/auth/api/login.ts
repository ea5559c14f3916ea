import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginBody } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

export const login = (body: LoginBody, superUser: boolean) =>
  api<LoginAnswer>(superUser ? '/api/auth/superuser/login' : '/api/auth/login', { method: 'POST', body, anonymous: true });

export function useLogin(superUser: boolean) {
  return useMutation({ mutationFn: (body: LoginBody) => login(body, superUser) });
}
