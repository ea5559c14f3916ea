import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type JobseekerProfileUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const jobseekerProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'jobseeker', userId], queryFn: () => call(profilesApi.jobseekerProfile, { params: { userId } }) });

export function useJobseekerProfile(userId: string) {
  return useQuery({ ...jobseekerProfileQuery(userId), enabled: !!userId });
}

/** The whole profile, the Looking for Job switch alone, or the picture alone: one call (spec section 7). */
export function useUpdateJobseekerProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: JobseekerProfileUpdate) => call(profilesApi.updateJobseekerProfile, { params: { userId }, body: changes }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(jobseekerProfileQuery(userId).queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
