import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The institute profile a new job is prefilled from (name, address, district, state; read-only). */
export const institutePlaceQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'institute', userId], queryFn: () => call(profilesApi.instituteProfile, { params: { userId } }) });

export function useInstitutePlace(userId: string) {
  return useQuery({ ...institutePlaceQuery(userId), enabled: !!userId });
}
