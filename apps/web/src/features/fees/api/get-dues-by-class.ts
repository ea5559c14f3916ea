import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi, feeReportsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

const query = (academicYearId: string | null) => (academicYearId ? { academicYearId } : {});

export const duesByClassQuery = (academicYearId: string | null) =>
  queryOptions({ queryKey: ['fees', 'dues-by-class', academicYearId], queryFn: () => call(feeReportsApi.duesByClass, { query: query(academicYearId) }), placeholderData: keepPreviousData });

export const useDuesByClass = (academicYearId: string | null) => useQuery(duesByClassQuery(academicYearId));

/** The institute's academic years, latest first, to pick the year of a report. */
export const useFeeYears = () => useQuery(queryOptions({ queryKey: ['classes', 'years'], queryFn: () => call(classesApi.years) }));

export async function exportDuesByClass(academicYearId: string | null, yearName: string) {
  saveFile(await callFile(feeReportsApi.duesByClassCsv, { query: query(academicYearId) }), `dues-by-class-${yearName}.csv`);
}
