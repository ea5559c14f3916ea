import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: () => api<Notification[]>(`/api/notifications?userId=${encodeURIComponent(userId)}`),
    // New notifications arrive without the user doing anything; look once a minute.
    refetchInterval: 60_000,
  });

export function useNotifications(userId: string | undefined) {
  return useQuery({ ...notificationsQuery(userId ?? ''), enabled: !!userId });
}
