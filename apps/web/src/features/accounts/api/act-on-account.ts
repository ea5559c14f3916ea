import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ACTION_ENDPOINTS, type Account, type AccountAction } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const actOnAccount = (action: AccountAction, userId: string, reason?: string) =>
  call(ACCOUNT_ACTION_ENDPOINTS[action], { params: { userId }, body: reason ? { reason } : undefined });

/** Runs one decision; the account leaves its list at once, and every list and count refreshes. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, reason }: { action: AccountAction; userId: string; reason?: string }) => actOnAccount(action, userId, reason),
    onSuccess: (_answer, { userId }) => {
      queryClient.setQueriesData<{ items: Account[]; total: number }>({ queryKey: ['accounts', 'list'] }, (page) =>
        page && page.items.some((a) => a.userId === userId)
          ? { items: page.items.filter((a) => a.userId !== userId), total: page.total - 1 }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
