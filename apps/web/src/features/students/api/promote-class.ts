import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type PromoteClassBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function usePromoteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoteClassBody) => call(studentsApi.promote, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
