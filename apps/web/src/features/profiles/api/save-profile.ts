import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, profilesApi, type Callable, type JobseekerProfileUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';
import { endpointKey, invalidate } from '../../../lib/endpoint-query';

/**
 * A profile's save: the answer is the saved profile, put straight into the screen's query of `read`
 * (no second fetch), and the account is read again, as the top bar shows the name and picture and
 * the guards ask whether the profile is complete.
 */
export function useSaveProfile<B, A extends { profile: unknown }>(
  read: Callable,
  userId: string,
  send: (body: B) => Promise<A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(endpointKey(read, { params: { userId } }), profile);
      await invalidate(queryClient, authApi.me);
    },
  });
}

/** The save of the job seeker's profile: the form, the Looking for Job switch and the picture each send with it. */
export const sendSeekerProfile = (userId: string) => (body: JobseekerProfileUpdate) =>
  call(profilesApi.updateJobseekerProfile, { params: { userId }, body });
