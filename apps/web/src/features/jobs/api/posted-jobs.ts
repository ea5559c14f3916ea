import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi, type PostedJobsQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const postedJobsQuery = (userId: string, query: PostedJobsQuery) =>
  queryOptions({
    queryKey: ['jobs', 'posted', userId, query],
    queryFn: () => callPage(jobsApi.postedBy, { params: { userId }, query }),
    placeholderData: keepPreviousData,
  });

export function usePostedJobs(userId: string, query: PostedJobsQuery) {
  return useQuery({ ...postedJobsQuery(userId, query), enabled: !!userId });
}
