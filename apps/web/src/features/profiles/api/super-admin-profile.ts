import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuperAdminProfile, SuperAdminProfileUpdate } from '@school-portal/contract';
import { api } from '../../../lib/api-client';

const path = (userId: string) => `/api/superadmin-profile/${encodeURIComponent(userId)}`;

export const superAdminProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['profiles', 'superAdmin', userId], queryFn: () => api<SuperAdminProfile>(path(userId)) });

export function useSuperAdminProfile(userId: string) {
  return useQuery({ ...superAdminProfileQuery(userId), enabled: !!userId });
}

export function useUpdateSuperAdminProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SuperAdminProfileUpdate) =>
      api<{ message: string; profile: SuperAdminProfile }>(path(userId), { method: 'PUT', body: changes }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(superAdminProfileQuery(userId).queryKey, profile);
      // The top bar shows the name too.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
