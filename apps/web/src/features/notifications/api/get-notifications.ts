import { useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';

export const notificationsQuery = (userId: string) => endpointQuery(notificationsApi.list, { query: { userId } });

/** The bell's and the panel's list: new notifications arrive without the user doing anything, so it looks once a minute. */
export function useNotifications(userId: string | undefined) {
  return useQuery({
    ...notificationsQuery(userId ?? ''),
    refetchInterval: 60_000,
    enabled: !!userId,
    select: (page) => page.items,
  });
}
