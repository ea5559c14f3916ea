import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeReportsApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const feeCardQuery = (studentId: string) =>
  queryOptions({ queryKey: ['fees', 'card', studentId], queryFn: () => call(feeReportsApi.feeCard, { params: { studentId } }) });

export const useFeeCard = (studentId: string) => useQuery(feeCardQuery(studentId));
