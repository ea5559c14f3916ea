import { useQuery } from '@tanstack/react-query';
import { profilesApi, type Account } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';

/** The institute or job seeker profile of an account under review (the super admin may read any); other roles have none to show. */
export function useAccountProfile(account: Account | null) {
  const params = { userId: account?.userId ?? '' };
  const institute = useQuery({
    ...endpointQuery(profilesApi.instituteProfile, { params }),
    enabled: account?.role === 'instituteAdmin',
  });
  const seeker = useQuery({
    ...endpointQuery(profilesApi.jobseekerProfile, { params }),
    enabled: account?.role === 'jobseeker',
  });
  const data = institute.data
    ? { kind: 'institute' as const, profile: institute.data }
    : seeker.data
      ? { kind: 'jobseeker' as const, profile: seeker.data }
      : undefined;
  return { data, isError: institute.isError || seeker.isError };
}
