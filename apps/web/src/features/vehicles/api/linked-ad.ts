import { useQuery } from '@tanstack/react-query';
import { vehiclesApi } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';

/**
 * The ad a link names (`?review=<advertisementId>`), read by id: a list screen shows one page, and the
 * linked ad may be on any other. `enabled` lets a screen skip the read when the ad is already on its page.
 */
export function useLinkedAd(advertisementId: string | null, enabled = true) {
  return useQuery({
    ...endpointQuery(vehiclesApi.detail, { params: { advertisementId: advertisementId ?? '' } }),
    enabled: enabled && !!advertisementId,
  });
}
