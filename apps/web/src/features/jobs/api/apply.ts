import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Applies to a job; every view of jobs (the badge) and the applied list refresh. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(applicationsApi.apply, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
