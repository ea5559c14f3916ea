import {
  feeReportsApi,
  feesApi,
  type CollectionTable,
  type DateRangeQuery,
  type DefaulterSort,
} from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveBlob } from '../../../lib/save-blob';

/*
 * The files the fee screens save (PDFs and CSVs): each fetched with the bearer token and saved under a
 * name that says what it holds, so a clerk's downloads folder reads like the office's files.
 */

/** A receipt number or admission number as a file name's part: "2026-27/000123" becomes "2026-27-000123". */
const filePart = (text: string) => text.replace(/[^\w-]+/g, '-');

/** The receipt's PDF: one A5 copy, or the office and the parent copy side by side on one A4 sheet. */
export async function downloadReceiptPdf(receiptId: string, receiptNo: string, copies: 1 | 2 = 1) {
  const blob = await callFile(feesApi.receiptPdf, { params: { receiptId }, query: copies === 2 ? { copies } : {} });
  saveBlob(blob, `receipt-${filePart(receiptNo)}${copies === 2 ? '-office-and-parent' : ''}.pdf`);
}

/** A student's tuition-fee certificate for a financial year. */
export async function downloadTuitionCertificate(studentId: string, year: number, admissionNumber: string) {
  saveBlob(
    await callFile(feesApi.tuitionCertificate, { params: { studentId }, query: { year } }),
    `tuition-certificate-${year}-${filePart(admissionNumber)}.pdf`,
  );
}

/** The whole defaulters list (the school's, or a class's) as CSV, in the order the page shows. */
export async function exportDefaulters(filter: { classId?: string; sort: DefaulterSort }) {
  saveBlob(
    await callFile(feesApi.defaultersCsv, { query: filter }),
    `defaulters-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

/** One table of the collections report as CSV. */
export async function exportCollections(range: DateRangeQuery, table: CollectionTable) {
  saveBlob(
    await callFile(feeReportsApi.collectionsCsv, { query: { ...range, table } }),
    `collections-by-${table}-${range.from}-to-${range.to}.csv`,
  );
}

export async function exportCashSummary(date: string) {
  saveBlob(await callFile(feeReportsApi.cashSummaryCsv, { query: { date } }), `cash-summary-${date}.csv`);
}

/** Dues by class of a year (the current one when none is chosen). */
export async function exportDuesByClass(academicYearId: string | null, yearName: string) {
  saveBlob(
    await callFile(feeReportsApi.duesByClassCsv, { query: academicYearId ? { academicYearId } : {} }),
    `dues-by-class-${yearName}.csv`,
  );
}
