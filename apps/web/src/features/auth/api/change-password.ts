import { useMutation } from '@tanstack/react-query';
import { authApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { replaceToken } from '../../../lib/session';

type ChangePasswordInput = { currentPassword: string; newPassword: string };

export const changePassword = (userId: string, body: ChangePasswordInput) =>
  call(authApi.changePassword, { params: { userId }, body });

export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => changePassword(userId, body),
    // The change ends every earlier token, this tab's included; keep the new one.
    onSuccess: (answer) => replaceToken(answer.token),
  });
}
