import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, type CreateClassBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useAddClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) => call(classesApi.add, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
