import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { jobsApi, type JobSearchQuery } from '@school-portal/contract';
import { callCursorPage } from '../../../lib/api-client';

export const PAGE_SIZE = 12;

/** Browse Jobs: one page after another, each continuing from the cursor of the last. */
export const searchJobsQuery = (filters: JobSearchQuery) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'search', filters],
    queryFn: ({ pageParam }) => callCursorPage(jobsApi.search, { query: { ...filters, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useSearchJobs(filters: JobSearchQuery) {
  return useInfiniteQuery(searchJobsQuery(filters));
}
