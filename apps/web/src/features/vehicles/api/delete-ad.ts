import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const deleteAd = (advertisementId: string) => call(vehiclesApi.remove, { params: { advertisementId } });

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAd, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles'] }) });
}
