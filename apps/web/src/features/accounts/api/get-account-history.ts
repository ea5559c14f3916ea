import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const accountHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['accounts', 'history', userId],
    queryFn: () => call(accountsApi.history, { params: { userId } }),
  });

export function useAccountHistory(userId: string | null) {
  return useQuery({ ...accountHistoryQuery(userId ?? ''), enabled: !!userId });
}
