import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Every academic year, for choosing the class a promotion goes to (usually in next year). */
export const yearsQuery = () => queryOptions({ queryKey: ['classes', 'years'], queryFn: () => call(classesApi.years) });

export const useYears = () => useQuery(yearsQuery());
