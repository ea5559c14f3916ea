import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, type SectionBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useAddSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: SectionBody }) => call(classesApi.addSection, { params: { classId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
