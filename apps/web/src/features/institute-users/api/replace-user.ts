import type { QueryClient } from '@tanstack/react-query';
import { instituteUsersApi, type InstituteUser } from '@school-portal/contract';
import { endpointKey } from '../../../lib/endpoint-query';

/** Puts the server's answer for one user into every cached page that shows them. */
export function replaceUser(queryClient: QueryClient, user: InstituteUser) {
  queryClient.setQueriesData<{ items: InstituteUser[]; total: number }>(
    { queryKey: endpointKey(instituteUsersApi.list) },
    (page) => (page ? { ...page, items: page.items.map((u) => (u._id === user._id ? user : u)) } : page),
  );
}
