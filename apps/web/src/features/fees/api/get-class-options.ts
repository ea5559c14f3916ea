import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The current year's classes, whose fees the fee manager sets. */
export const feeClassesQuery = () => queryOptions({ queryKey: ['classes', 'list', 'current'], queryFn: () => call(classesApi.list) });

export const useFeeClasses = () => useQuery(feeClassesQuery());
