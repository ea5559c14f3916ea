import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const markSold = (advertisementId: string) => call(vehiclesApi.markSold, { params: { advertisementId } });

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markSold, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles'] }) });
}
