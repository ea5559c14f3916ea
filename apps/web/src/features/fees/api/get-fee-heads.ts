import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const feeHeadsQuery = () => queryOptions({ queryKey: ['fees', 'heads'], queryFn: () => call(feesApi.heads) });

export const useFeeHeads = () => useQuery(feeHeadsQuery());
