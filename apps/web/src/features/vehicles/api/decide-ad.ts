import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, vehiclesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';
import { refreshAds } from './save-ad';

export type AdDecision =
  { action: 'approve'; advertisementId: string } | { action: 'reject'; advertisementId: string; reason?: string };

export const decideAd = (d: AdDecision) =>
  d.action === 'approve'
    ? call(vehiclesApi.approve, { params: { advertisementId: d.advertisementId } })
    : call(vehiclesApi.reject, {
        params: { advertisementId: d.advertisementId },
        body: d.reason ? { reason: d.reason } : {},
      });

/** Approves or rejects a pending ad; every ad list and the dashboard counts refresh. */
export function useDecideAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAd,
    onSuccess: () => Promise.all([refreshAds(queryClient), invalidate(queryClient, accountsApi.summary)]),
  });
}
