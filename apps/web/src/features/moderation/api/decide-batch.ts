import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, moderationApi, vehiclesApi, type BatchDecisionBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

/** Decides the chosen items; the queue, the dashboard and every registration and ad list refresh. */
export function useDecideBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchDecisionBody) => call(moderationApi.decide, { body }),
    onSettled: () =>
      invalidate(
        queryClient,
        moderationApi.queue,
        moderationApi.summary,
        ...Object.values(accountsApi),
        ...Object.values(vehiclesApi),
      ),
  });
}
