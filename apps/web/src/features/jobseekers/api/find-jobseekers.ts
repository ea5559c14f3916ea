import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { jobseekersApi, type JobseekerSearchQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const PAGE_SIZE = 12;

/** Find Employee's infinite scroll: each page continues after the last seeker shown. */
export const findJobseekersQuery = (filters: JobseekerSearchQuery) =>
  infiniteQueryOptions({
    queryKey: ['jobseekers', 'list', filters],
    queryFn: ({ pageParam }) => callPage(jobseekersApi.list, { query: { ...filters, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: '',
    // A full page may have more after it: the next continues after its last item.
    getNextPageParam: (last) => (last.items.length === PAGE_SIZE ? last.items[PAGE_SIZE - 1]?._id : undefined),
  });

export function useFindJobseekers(filters: JobseekerSearchQuery) {
  return useInfiniteQuery(findJobseekersQuery(filters));
}
