import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** A student's dues with the late fees counted to `on` (the payment date; the server's today when left out). */
export const studentDuesQuery = (studentId: string, on?: string) =>
  queryOptions({ queryKey: ['fees', 'dues', studentId, on ?? 'today'], queryFn: () => call(feesApi.dues, { params: { studentId }, query: on ? { on } : {} }) });

export function useStudentDues(studentId: string | null, on?: string) {
  // The form stays on screen while a new payment date's dues load.
  return useQuery({ ...studentDuesQuery(studentId ?? '', on), enabled: !!studentId, placeholderData: (previous) => (previous?.student._id === studentId ? previous : undefined) });
}
