import { useMutation } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Makes the receipt's link for the parent, or shows the one it has. */
export const useShareReceipt = (receiptId: string) => useMutation({ mutationFn: () => call(feesApi.shareReceipt, { params: { receiptId } }) });

/** The link stops opening the receipt. */
export const useRevokeReceiptLink = (receiptId: string) => useMutation({ mutationFn: () => call(feesApi.revokeReceiptLink, { params: { receiptId } }) });
