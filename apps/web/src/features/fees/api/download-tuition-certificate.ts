import { feesApi } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

/** Saves the server's tuition-fee certificate of a student for a financial year. */
export async function downloadTuitionCertificate(studentId: string, year: number, admissionNumber: string) {
  saveFile(await callFile(feesApi.tuitionCertificate, { params: { studentId }, query: { year } }), `tuition-certificate-${year}-${admissionNumber.replace(/[^\w-]+/g, '-')}.pdf`);
}
