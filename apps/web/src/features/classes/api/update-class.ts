import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, type UpdateClassBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: UpdateClassBody }) => call(classesApi.update, { params: { classId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
