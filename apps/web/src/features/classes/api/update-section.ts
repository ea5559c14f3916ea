import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi, type SectionBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, body }: { sectionId: string; body: SectionBody }) => call(classesApi.updateSection, { params: { sectionId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes', 'list'] }),
  });
}
