import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guardianFeesApi, type UpiSettingsBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidate } from '../../../lib/endpoint-query';

/*
 * The guardian's side of fees as the fee screens show it (issue 31): the school's UPI ID on the Fee
 * Manager, the fee page link and WhatsApp reminders on the fee card and the defaulters' list. The
 * confirmations have their own screen (features/guardian-fees).
 */

export const useUpiSettings = () => useQuery(endpointQuery(guardianFeesApi.upiSettings));

export function useSetUpiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpiSettingsBody) => call(guardianFeesApi.setUpiSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(endpointQuery(guardianFeesApi.upiSettings).queryKey, answer),
  });
}

export const useFeePageLink = (studentId: string) => useQuery(endpointQuery(guardianFeesApi.link, { params: { studentId } }));

export function useReissueFeePageLink(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guardianFeesApi.reissueLink, { params: { studentId } }),
    onSuccess: (answer) => queryClient.setQueryData(endpointQuery(guardianFeesApi.link, { params: { studentId } }).queryKey, answer),
  });
}

export const useRemindedToday = () => useQuery(endpointQuery(guardianFeesApi.remindedToday));

export function useRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, again }: { studentId: string; again: boolean }) => call(guardianFeesApi.remind, { params: { studentId }, body: { again } }),
    onSuccess: () => invalidate(queryClient, guardianFeesApi.remindedToday),
  });
}
