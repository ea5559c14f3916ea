import { studentsApi, type StudentListQuery } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { downloadText } from '../download';

/** Downloads the filtered list as a CSV file. */
export async function exportStudents(filter: Omit<StudentListQuery, 'page' | 'limit'>) {
  // A file endpoint: the client hands back the body as text.
  const csv = (await call(studentsApi.export, { query: filter })) as unknown as string;
  downloadText(csv, `students-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
}
