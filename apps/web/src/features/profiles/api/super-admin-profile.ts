import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type SuperAdminProfileUpdate } from '@school-portal/contract';
import { call } from '../../../lib/api-client';

export const superAdminProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'superAdmin', userId], queryFn: () => call(profilesApi.superAdminProfile, { params: { userId } }) });

export function useSuperAdminProfile(userId: string) {
  return useQuery({ ...superAdminProfileQuery(userId), enabled: !!userId });
}

export function useUpdateSuperAdminProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SuperAdminProfileUpdate) => call(profilesApi.updateSuperAdminProfile, { params: { userId }, body: changes }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(superAdminProfileQuery(userId).queryKey, profile);
      // The top bar shows the name too.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
