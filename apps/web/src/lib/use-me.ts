import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@school-portal/contract';
import { call } from './api-client';
import { useSession } from './session';

export const meQuery = (userId: string) =>
  queryOptions({ queryKey: ['me', userId], queryFn: () => call(authApi.me), staleTime: 5 * 60_000 });

/** The signed-in user's current details (institute name, profile state) from the server. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery(session?.userId ?? ''), enabled: !!session });
}
