import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const studentDuesQuery = (studentId: string) =>
  queryOptions({ queryKey: ['fees', 'dues', studentId], queryFn: () => call(feesApi.dues, { params: { studentId } }) });

export function useStudentDues(studentId: string | null) {
  return useQuery({ ...studentDuesQuery(studentId ?? ''), enabled: !!studentId });
}
