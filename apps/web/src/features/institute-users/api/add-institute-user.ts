import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituteUsersApi, type AddInstituteUserBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

export function useAddInstituteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddInstituteUserBody) => call(instituteUsersApi.add, { body }),
    onSuccess: () => invalidate(queryClient, instituteUsersApi.list),
  });
}
