import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const yearClassesQuery = (academicYearId: string) =>
  queryOptions({ queryKey: ['classes', 'list', academicYearId], queryFn: () => call(classesApi.list, { query: { academicYearId } }) });

export function useYearClasses(academicYearId: string | null) {
  return useQuery({ ...yearClassesQuery(academicYearId ?? ''), enabled: !!academicYearId });
}
