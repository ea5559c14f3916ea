import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { jobseekersApi, type JobseekerSearchQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-query';

export const PAGE_SIZE = 12;

/** Find Employee's infinite scroll: each page continues after the last seeker shown. */
export const findJobseekersQuery = (filters: JobseekerSearchQuery) =>
  infiniteQueryOptions({
    // Under the endpoint's key, so invalidating the endpoint refreshes the scroll too.
    queryKey: [...endpointKey(jobseekersApi.list, { query: filters }), 'infinite'],
    queryFn: ({ pageParam }) =>
      callPage(jobseekersApi.list, {
        query: { ...filters, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
      }),
    initialPageParam: '',
    // A full page may have more after it: the next continues after its last item.
    getNextPageParam: (last) => (last.items.length === PAGE_SIZE ? last.items[PAGE_SIZE - 1]?._id : undefined),
  });

export function useFindJobseekers(filters: JobseekerSearchQuery) {
  return useInfiniteQuery(findJobseekersQuery(filters));
}
