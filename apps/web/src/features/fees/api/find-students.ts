import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studentsApi } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

/** Students matching a name, admission number or guardian phone, for the counter's search. */
export const studentSearchQuery = (q: string) =>
  queryOptions({ queryKey: ['students', 'list', { q, limit: 10, status: 'active' }], queryFn: () => callPage(studentsApi.list, { query: { q, limit: 10, status: 'active' } }) });

export function useStudentSearch(q: string) {
  return useQuery({ ...studentSearchQuery(q), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
}
