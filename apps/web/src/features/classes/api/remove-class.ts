import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useRemoveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => call(classesApi.remove, { params: { classId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
