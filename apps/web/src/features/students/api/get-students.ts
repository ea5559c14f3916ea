import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studentsApi, type StudentListQuery } from '@school-portal/contract';
import { callPage } from '../../../lib/api-client';

export const studentsQuery = (query: StudentListQuery) =>
  queryOptions({ queryKey: ['students', 'list', query], queryFn: () => callPage(studentsApi.list, { query }), placeholderData: keepPreviousData });

export const useStudents = (query: StudentListQuery) => useQuery(studentsQuery(query));
