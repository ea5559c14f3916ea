import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituteUsersApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { replaceUser } from './replace-user';

export function useApproveInstituteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(instituteUsersApi.approve, { params: { userId } }),
    // The row updates in place (spec section 4).
    onSuccess: ({ user }) => replaceUser(queryClient, user),
  });
}
