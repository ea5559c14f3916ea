import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi, type CreateVehicleAd, type UpdateVehicleAd } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export type SaveAd = { advertisementId: null; body: CreateVehicleAd } | { advertisementId: string; body: UpdateVehicleAd };

/** Posts a new ad or saves an edited one, as a multipart form with its photos. */
export const saveAd = (save: SaveAd) =>
  save.advertisementId === null
    ? call(vehiclesApi.create, { body: save.body })
    : call(vehiclesApi.update, { params: { advertisementId: save.advertisementId }, body: save.body });

export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAd, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vehicles'] }) });
}
