import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { replaceToken } from '../../../lib/session';

export const changePassword = (userId: string, body: { currentPassword: string; newPassword: string }) =>
  api<{ message: string; token: string }>(`/api/auth/change-password/${encodeURIComponent(userId)}`, { method: 'PUT', body });

export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => changePassword(userId, body),
    // The change ends every earlier token, this tab's included; keep the new one.
    onSuccess: (answer) => replaceToken(answer.token),
  });
}
