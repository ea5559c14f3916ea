import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feesApi, type ReceiptPrefixBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const receiptPrefixQuery = () => queryOptions({ queryKey: ['fees', 'receipt-prefix'], queryFn: () => call(feesApi.receiptPrefix) });

export const useReceiptPrefix = () => useQuery(receiptPrefixQuery());

export function useSetReceiptPrefix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptPrefixBody) => call(feesApi.setReceiptPrefix, { body }),
    onSuccess: (answer) => queryClient.setQueryData(receiptPrefixQuery().queryKey, answer),
  });
}
