import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { privacyApi } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export function useDataRequests(page: number) {
  return useQuery({
    queryKey: ['data-requests', page],
    queryFn: () => callPage(privacyApi.requests, { query: { page, limit: 50 } }),
    placeholderData: keepPreviousData,
  });
}
