import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const instituteDashboardQuery = () =>
  queryOptions({ queryKey: ['profiles', 'instituteDashboard'], queryFn: () => call(profilesApi.instituteDashboardStats), refetchInterval: 60_000 });

export function useInstituteDashboard() {
  return useQuery(instituteDashboardQuery());
}
