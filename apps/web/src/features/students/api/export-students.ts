import { studentsApi, type StudentListQuery } from '@school-portal/contract';
import { callFile } from '../../../lib/api-file';
import { saveBlob } from '../../../lib/save-blob';

/**
 * Downloads the filtered list as a CSV file, byte for byte as the server made it: read as text, the
 * byte-order mark would be dropped, and Excel would show Hindi and Tamil names as gibberish.
 */
export async function exportStudents(filter: Omit<StudentListQuery, 'page' | 'limit'>) {
  saveBlob(
    await callFile(studentsApi.export, { query: filter }),
    `students-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
