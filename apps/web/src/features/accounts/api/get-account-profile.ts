import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesApi, type Account } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

/** The institute or job seeker profile of an account under review (the super admin may read any). */
export const accountProfileQuery = (account: Pick<Account, 'userId' | 'role'>) =>
  queryOptions({
    queryKey: ['accounts', 'profile', account.userId],
    queryFn: async () =>
      account.role === 'instituteAdmin'
        ? { kind: 'institute' as const, profile: await call(profilesApi.instituteProfile, { params: { userId: account.userId } }) }
        : { kind: 'jobseeker' as const, profile: await call(profilesApi.jobseekerProfile, { params: { userId: account.userId } }) },
  });

export function useAccountProfile(account: Account | null) {
  const reviewable = account?.role === 'instituteAdmin' || account?.role === 'jobseeker';
  return useQuery({ ...accountProfileQuery(account ?? { userId: '', role: 'jobseeker' }), enabled: reviewable });
}
