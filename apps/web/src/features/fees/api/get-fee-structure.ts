import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const feeStructureQuery = (classId: string) =>
  queryOptions({ queryKey: ['fees', 'structure', classId], queryFn: () => call(feesApi.structure, { query: { classId } }) });

export function useFeeStructure(classId: string | null) {
  return useQuery({ ...feeStructureQuery(classId ?? ''), enabled: !!classId });
}
