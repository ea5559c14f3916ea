import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const academicYearsQuery = () => queryOptions({ queryKey: ['classes', 'years'], queryFn: () => call(classesApi.years) });

export const useAcademicYears = () => useQuery(academicYearsQuery());
