import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi, type FeeStructureBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { feeStructureQuery } from './get-fee-structure';

export function useSetFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeStructureBody) => call(feesApi.setStructure, { body }),
    onSuccess: (items, body) => queryClient.setQueryData(feeStructureQuery(body.classId).queryKey, items),
  });
}
