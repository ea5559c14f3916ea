import { feesApi } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

/** Saves the server's PDF of a receipt under its number. */
export async function downloadReceiptPdf(receiptId: string, receiptNo: string) {
  saveFile(await callFile(feesApi.receiptPdf, { params: { receiptId } }), `receipt-${receiptNo.replace(/[^\w-]+/g, '-')}.pdf`);
}
