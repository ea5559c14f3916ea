import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type ApplicantsQuery, type StageChange } from '@school-portal/contract';
import { callPage, call } from '../../../lib/api-client';

export const applicantsQuery = (jobId: string, query: ApplicantsQuery) =>
  queryOptions({
    queryKey: ['jobs', 'applicants', jobId, query],
    queryFn: () => callPage(applicationsApi.applicants, { params: { jobId }, query }),
    placeholderData: keepPreviousData,
  });

export function useApplicants(jobId: string, query: ApplicantsQuery) {
  return useQuery(applicantsQuery(jobId, query));
}

export function useMoveApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, change }: { applicationId: string; change: StageChange }) =>
      call(applicationsApi.moveApplicant, { params: { jobId, applicationId }, body: change }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs', 'applicants', jobId] }),
  });
}
