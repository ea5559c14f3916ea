import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type InstituteUserProfileUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const instituteUserProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'instituteUser', userId], queryFn: () => call(profilesApi.instituteUserProfile, { params: { userId } }) });

export function useInstituteUserProfile(userId: string) {
  return useQuery({ ...instituteUserProfileQuery(userId), enabled: !!userId });
}

export function useUpdateInstituteUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: InstituteUserProfileUpdate) => call(profilesApi.updateInstituteUserProfile, { params: { userId }, body: changes }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(instituteUserProfileQuery(userId).queryKey, profile);
      // The top bar's name and the first-sign-in guard read the account.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
