import { feesApi } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';

/** Saves the server's PDF of a receipt under its number. */
export async function downloadReceiptPdf(receiptId: string, receiptNo: string) {
  const blob = await callFile(feesApi.receiptPdf, { params: { receiptId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${receiptNo.replace(/[^\w-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
