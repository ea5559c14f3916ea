import { feesApi, type DefaulterSort } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

/** Saves the whole defaulters list (the school's, or a class's) as CSV, in the order the page shows. */
export async function exportDefaulters(filter: { classId?: string; sort: DefaulterSort }) {
  saveFile(await callFile(feesApi.defaultersCsv, { query: filter }), `defaulters-${new Date().toISOString().slice(0, 10)}.csv`);
}
