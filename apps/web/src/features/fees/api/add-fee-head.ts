import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi, type FeeHeadBody } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { feeHeadsQuery } from './get-fee-heads';

export function useAddFeeHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeHeadBody) => call(feesApi.addHead, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feeHeadsQuery().queryKey }),
  });
}
