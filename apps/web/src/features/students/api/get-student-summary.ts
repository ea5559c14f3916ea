import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const studentSummaryQuery = () => queryOptions({ queryKey: ['students', 'summary'], queryFn: () => call(studentsApi.summary) });

export const useStudentSummary = () => useQuery(studentSummaryQuery());
