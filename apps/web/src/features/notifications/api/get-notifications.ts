import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: () => call(notificationsApi.list, { query: { userId } }),
    // New notifications arrive without the user doing anything; look once a minute.
    refetchInterval: 60_000,
  });

export function useNotifications(userId: string | undefined) {
  return useQuery({ ...notificationsQuery(userId ?? ''), enabled: !!userId });
}
