import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituteUsersApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { replaceUser } from './replace-user';

export function useSuspendInstituteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isSuspended }: { userId: string; isSuspended: boolean }) =>
      call(instituteUsersApi.suspend, { params: { userId }, body: { isSuspended } }),
    onSuccess: ({ user }) => replaceUser(queryClient, user),
  });
}
