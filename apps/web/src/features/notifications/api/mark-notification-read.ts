import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { notificationsQuery } from './get-notifications';

export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery(userId, useLanguage());
  return useMutation({
    mutationFn: (id: string) => call(notificationsApi.markRead, { params: { id } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(
        queryKey,
        (page) => page && { ...page, items: page.items.map((n) => (n._id === updated._id ? updated : n)) },
      );
    },
    // A failed mark-read changes nothing on screen; the next refresh tells the truth.
    onError: (err) => console.error('Could not mark notification read', err),
  });
}
