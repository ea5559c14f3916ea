import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi, guardianFeesApi, type Receipt } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

/** Confirm (a receipt) or reject (a reason): either way the claim leaves the list, and a receipt changes the dues. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, reject }: { claimId: string; reject?: string }): Promise<Receipt | { message: string }> =>
      reject === undefined
        ? call(guardianFeesApi.confirmClaim, { params: { claimId } })
        : call(guardianFeesApi.rejectClaim, { params: { claimId }, body: { reason: reject } }),
    onSettled: () => invalidate(queryClient, guardianFeesApi.claims, feesApi.dues, feesApi.defaulters),
  });
}
