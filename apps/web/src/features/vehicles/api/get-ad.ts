import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** One ad, with its enquiries when it is the caller's own. */
export const adQuery = (advertisementId: string) =>
  queryOptions({ queryKey: ['vehicles', 'ad', advertisementId], queryFn: () => call(vehiclesApi.detail, { params: { advertisementId } }) });

export const useAd = (advertisementId: string | null) => useQuery({ ...adQuery(advertisementId ?? ''), enabled: !!advertisementId });
