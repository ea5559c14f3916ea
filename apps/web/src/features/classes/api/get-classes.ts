import { queryOptions, useQuery } from '@tanstack/react-query';
import { classesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const classesQuery = (academicYearId: string) =>
  queryOptions({ queryKey: ['classes', 'list', academicYearId], queryFn: () => call(classesApi.list, { query: { academicYearId } }) });

export function useClasses(academicYearId: string | null) {
  return useQuery({ ...classesQuery(academicYearId ?? ''), enabled: !!academicYearId });
}
