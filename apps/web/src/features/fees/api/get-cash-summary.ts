import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feeReportsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

export const cashSummaryQuery = (date: string) =>
  queryOptions({ queryKey: ['fees', 'cash-summary', date], queryFn: () => call(feeReportsApi.cashSummary, { query: { date } }), placeholderData: keepPreviousData });

export const useCashSummary = (date: string, enabled: boolean) => useQuery({ ...cashSummaryQuery(date), enabled });

export async function exportCashSummary(date: string) {
  saveFile(await callFile(feeReportsApi.cashSummaryCsv, { query: { date } }), `cash-summary-${date}.csv`);
}
