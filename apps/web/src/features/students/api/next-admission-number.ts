import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const nextAdmissionNumberQuery = () =>
  queryOptions({ queryKey: ['students', 'next-admission-number'], queryFn: () => call(studentsApi.nextAdmissionNumber), staleTime: 0 });

export const useNextAdmissionNumber = () => useQuery(nextAdmissionNumberQuery());
