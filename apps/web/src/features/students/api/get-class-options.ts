import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The current year's classes and sections, for the class and section choices of student screens. */
export const classOptionsQuery = () => queryOptions({ queryKey: ['classes', 'list', 'current'], queryFn: () => call(classesApi.list) });

export const useClassOptions = () => useQuery(classOptionsQuery());
