import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { JOB_VIEWS } from './job-views';

/** Saves or unsaves a job; every view of jobs (the Save toggle) and the Saved list refresh. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      call(save ? savedJobsApi.save : savedJobsApi.unsave, { params: { id } }),
    onSettled: () => invalidate(queryClient, ...JOB_VIEWS),
  });
}
