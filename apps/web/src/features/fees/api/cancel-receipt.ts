import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { receiptQuery } from './get-receipt';

/** Cancels a receipt, or marks its cheque bounced; either way its dues are due again. */
export function useWithdrawReceipt(receiptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, reason }: { kind: 'cancel' | 'bounce'; reason: string }) => call(feesApi[kind], { params: { receiptId }, body: { reason } }),
    onSuccess: (receipt) => {
      queryClient.setQueryData(receiptQuery(receiptId).queryKey, receipt);
      void queryClient.invalidateQueries({ queryKey: ['fees', 'dues', receipt.student._id] });
    },
  });
}
