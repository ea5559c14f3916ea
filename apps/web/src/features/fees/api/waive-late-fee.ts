import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export function useWaiveLateFee(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { instalmentId: string; reason: string }) => call(feesApi.waiveLateFee, { params: { studentId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['fees', 'dues', studentId] }),
  });
}
