import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { vehiclesApi, type CreateVehicleAd, type UpdateVehicleAd } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoint-query';

/** Any change to an ad can move it between every list of ads: all of them refresh. */
export const refreshAds = (queryClient: QueryClient) => invalidate(queryClient, ...Object.values(vehiclesApi));

export type SaveAd =
  { advertisementId: null; body: CreateVehicleAd } | { advertisementId: string; body: UpdateVehicleAd };

/** Posts a new ad or saves an edited one, as a multipart form with its photos. */
export const saveAd = (save: SaveAd) =>
  save.advertisementId === null
    ? call(vehiclesApi.create, { body: save.body })
    : call(vehiclesApi.update, { params: { advertisementId: save.advertisementId }, body: save.body });

export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAd, onSuccess: () => refreshAds(queryClient) });
}
