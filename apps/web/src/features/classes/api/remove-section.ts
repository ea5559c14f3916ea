import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useRemoveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) => call(classesApi.removeSection, { params: { sectionId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
