import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@school-portal/contract';
import { call, callPage } from '../../../lib/api-client';

export const appliedJobsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['applications', 'applied', page, limit],
    queryFn: () => callPage(applicationsApi.appliedJobs, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });

export function useAppliedJobs(page: number, limit: number, enabled: boolean) {
  return useQuery({ ...appliedJobsQuery(page, limit), enabled });
}

/** Withdraws by the job's `_id` (spec section 7); the list and every job view refresh. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => call(applicationsApi.withdraw, { params: { jobId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
