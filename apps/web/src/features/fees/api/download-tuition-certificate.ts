import { feesApi } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';

/** Saves the server's tuition-fee certificate of a student for a financial year. */
export async function downloadTuitionCertificate(studentId: string, year: number, admissionNumber: string) {
  const blob = await callFile(feesApi.tuitionCertificate, { params: { studentId }, query: { year } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `tuition-certificate-${year}-${admissionNumber.replace(/[^\w-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
