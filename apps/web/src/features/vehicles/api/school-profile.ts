import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '@school-portal/contract';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useSession } from '../../../lib/session';

/** The signed-in school's profile, read only when a form means to prefill from it (a new ad, an enquiry). */
export function useSchoolProfile(enabled = true) {
  const userId = useSession()?.userId ?? '';
  return useQuery({
    ...endpointQuery(profilesApi.instituteProfile, { params: { userId } }),
    enabled: enabled && !!userId,
  });
}
