import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const receiptQuery = (receiptId: string) =>
  queryOptions({ queryKey: ['fees', 'receipt', receiptId], queryFn: () => call(feesApi.receipt, { params: { receiptId } }) });

export const useReceipt = (receiptId: string) => useQuery(receiptQuery(receiptId));
