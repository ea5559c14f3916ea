import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_ACTION_ENDPOINTS,
  accountsApi,
  type Account,
  type AccountAction,
  type Callable,
} from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointKey, invalidate } from '../../../lib/endpoint-query';

export const actOnAccount = (action: AccountAction, userId: string, reason?: string) =>
  call(ACCOUNT_ACTION_ENDPOINTS[action], { params: { userId }, body: reason ? { reason } : undefined });

/** Runs one decision; the account leaves its list at once, and every list and count refreshes. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, reason }: { action: AccountAction; userId: string; reason?: string }) =>
      actOnAccount(action, userId, reason),
    onSuccess: (_answer, { userId }) => {
      // The paged endpoints of accounts are its five lists.
      for (const list of Object.values<Callable>(accountsApi).filter((e) => e.paged))
        queryClient.setQueriesData<{ items: Account[]; total: number }>({ queryKey: endpointKey(list) }, (page) =>
          page && page.items.some((a) => a.userId === userId)
            ? { items: page.items.filter((a) => a.userId !== userId), total: page.total - 1 }
            : page,
        );
      void invalidate(queryClient, ...Object.values(accountsApi));
    },
  });
}
