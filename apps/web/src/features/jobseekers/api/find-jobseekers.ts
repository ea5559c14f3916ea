import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { jobseekersApi, type JobseekerSearchQuery } from '@school-portal/contract';
import { callCursorPage } from '../../../lib/api-client';

export const PAGE_SIZE = 12;

/** Find Employee's infinite scroll: each page continues from the cursor of the one before. */
export const findJobseekersQuery = (filters: JobseekerSearchQuery) =>
  infiniteQueryOptions({
    queryKey: ['jobseekers', 'list', filters],
    queryFn: ({ pageParam }) => callCursorPage(jobseekersApi.list, { query: { ...filters, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useFindJobseekers(filters: JobseekerSearchQuery) {
  return useInfiniteQuery(findJobseekersQuery(filters));
}
