import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentsApi, type StudentBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useAddStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentBody) => call(studentsApi.add, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['students'] }),
  });
}
