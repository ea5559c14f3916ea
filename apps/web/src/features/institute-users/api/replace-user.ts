import type { QueryClient } from '@tanstack/react-query';
import type { InstituteUser } from '@school-portal/contract';

/** Puts the server's answer for one user into every cached page that shows them. */
export function replaceUser(queryClient: QueryClient, user: InstituteUser) {
  queryClient.setQueriesData<{ items: InstituteUser[]; total: number }>({ queryKey: ['institute-users', 'list'] }, (page) =>
    page ? { ...page, items: page.items.map((u) => (u._id === user._id ? user : u)) } : page,
  );
}
