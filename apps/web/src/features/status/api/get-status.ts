import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const getServiceStatus = () => call(statusApi.status);

export const serviceStatusQuery = () =>
  queryOptions({
    queryKey: ['service-status'],
    queryFn: getServiceStatus,
    // The screen is watched while something is wrong; a stale green is worse than none. Paused while the tab is hidden.
    refetchInterval: 10_000,
  });

export function useServiceStatus() {
  return useQuery(serviceStatusQuery());
}
