import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const adminSummaryQuery = () =>
  queryOptions({ queryKey: ['accounts', 'summary'], queryFn: () => call(accountsApi.summary), refetchInterval: 60_000 });

export function useAdminSummary() {
  return useQuery(adminSummaryQuery());
}
