import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@school-portal/contract';
import { endpointCall, endpointKey, endpointQuery } from './endpoint-query';
import { useSession } from './session';

/** Who is signed in: every signed-in screen's shell asks it first (app/first-calls.ts). */
export const meCall = endpointCall(authApi.me);

/**
 * Kept per user as well as by the endpoint: the cache is emptied when the user changes (lib/query-client.ts),
 * and the key makes sure the next person to sign in on this tab never sees the last one's name.
 */
export const meQuery = (userId: string) =>
  queryOptions({ ...endpointQuery(...meCall), queryKey: [...endpointKey(authApi.me), userId], staleTime: 5 * 60_000 });

/** The signed-in user's current details (institute name, profile state) from the server. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery(session?.userId ?? ''), enabled: !!session });
}
