import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type UiLanguage } from '@school-portal/contract';
import { endpointCall, endpointQuery } from '../../../lib/endpoint-query';
import { keptBetweenVisits } from '../../../lib/kept-answers';
import { useLanguage } from '../../../lib/i18n';

/** The bell's list: every signed-in screen's top bar asks it first (app/first-calls.ts). */
export const notificationsCall = (userId: string) => endpointCall(notificationsApi.list, { query: { userId } });

/** The list as the server writes it in the screen's language: another language is another list, fetched when chosen. */
export const notificationsQuery = (userId: string, language: UiLanguage) => {
  const query = endpointQuery(...notificationsCall(userId));
  return queryOptions({ ...query, queryKey: [...query.queryKey, language] });
};

/** The bell's and the panel's list: new notifications arrive without the user doing anything, so it looks once a minute. */
export function useNotifications(userId: string | undefined) {
  return useQuery({
    ...notificationsQuery(userId ?? '', useLanguage()),
    refetchInterval: 60_000,
    ...keptBetweenVisits,
    enabled: !!userId,
    select: (page) => page.items,
  });
}
