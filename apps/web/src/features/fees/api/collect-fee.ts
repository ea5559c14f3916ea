import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi, type CollectBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useCollectFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectBody) => call(feesApi.collect, { body }),
    onSuccess: (_receipt, body) => void queryClient.invalidateQueries({ queryKey: ['fees', 'dues', body.studentId] }),
  });
}
