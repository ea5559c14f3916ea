import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi, type CopyStructureBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** Copies a class's structure to other classes; every class's structure is read again after. */
export function useCopyFeeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyStructureBody) => call(feesApi.copyStructure, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['fees', 'structure'] }),
  });
}
