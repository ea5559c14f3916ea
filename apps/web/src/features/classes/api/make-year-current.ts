import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useMakeYearCurrent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yearId: string) => call(classesApi.makeYearCurrent, { params: { yearId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
}
