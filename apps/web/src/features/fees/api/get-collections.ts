import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { feeReportsApi, type CollectionTable, type DateRangeQuery } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

export const collectionsQuery = (range: DateRangeQuery) =>
  queryOptions({ queryKey: ['fees', 'collections', range], queryFn: () => call(feeReportsApi.collections, { query: range }), placeholderData: keepPreviousData });

export const useCollections = (range: DateRangeQuery, enabled: boolean) => useQuery({ ...collectionsQuery(range), enabled });

/** Saves one table of the collections report as CSV. */
export async function exportCollections(range: DateRangeQuery, table: CollectionTable) {
  saveFile(await callFile(feeReportsApi.collectionsCsv, { query: { ...range, table } }), `collections-by-${table}-${range.from}-to-${range.to}.csv`);
}
