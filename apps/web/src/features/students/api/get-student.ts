import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const studentQuery = (studentId: string) =>
  queryOptions({ queryKey: ['students', 'one', studentId], queryFn: () => call(studentsApi.get, { params: { studentId } }) });

export const useStudent = (studentId: string) => useQuery(studentQuery(studentId));
