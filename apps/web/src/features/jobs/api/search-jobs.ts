import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { jobsApi, type JobSearchQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';
import { endpointCall, endpointKey } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';

export const PAGE_SIZE = 12;

/** One page of Browse Jobs' list, continuing after a job (the first page: none). */
export const searchJobsCall = (filters: JobSearchQuery, after?: string) =>
  endpointCall(jobsApi.search, { query: { ...filters, limit: PAGE_SIZE, ...(after ? { after } : {}) } });

/** Browse Jobs: one page after another, each continuing after the last job shown. */
export const searchJobsQuery = (filters: JobSearchQuery) =>
  infiniteQueryOptions({
    queryKey: endpointKey(jobsApi.search, { query: filters }),
    queryFn: ({ pageParam }) => callPage(...searchJobsCall(filters, pageParam)),
    initialPageParam: '',
    ...keptBetweenVisits,
    // A full page may have more after it: the next continues after its last item.
    getNextPageParam: (last) => (last.items.length === PAGE_SIZE ? last.items[PAGE_SIZE - 1]?._id : undefined),
  });

export function useSearchJobs(filters: JobSearchQuery) {
  return useInfiniteQuery(searchJobsQuery(filters));
}
