import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type InstituteProfileUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const instituteProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'institute', userId], queryFn: () => call(profilesApi.instituteProfile, { params: { userId } }) });

export function useInstituteProfile(userId: string) {
  return useQuery({ ...instituteProfileQuery(userId), enabled: !!userId });
}

/** Saves the whole profile as the multipart form of the spec; the picture goes along when one was chosen. */
export function useUpdateInstituteProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: InstituteProfileUpdate) => call(profilesApi.updateInstituteProfile, { params: { userId }, body: form }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(instituteProfileQuery(userId).queryKey, profile);
      // The top bar shows the institute's name, and the guards read whether the profile is complete.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
