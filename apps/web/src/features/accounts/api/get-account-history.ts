import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountEvent } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

export const accountHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['accounts', 'history', userId],
    queryFn: () => api<AccountEvent[]>(`/api/admin/accounts/${encodeURIComponent(userId)}/history`),
  });

export function useAccountHistory(userId: string | null) {
  return useQuery({ ...accountHistoryQuery(userId ?? ''), enabled: !!userId });
}
