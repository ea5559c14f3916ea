import { feesApi } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveFile } from './save-file';

/** Saves a class's whole defaulters list as CSV. */
export async function exportDefaulters(classId: string) {
  saveFile(await callFile(feesApi.defaultersCsv, { query: { classId } }), `defaulters-${new Date().toISOString().slice(0, 10)}.csv`);
}
