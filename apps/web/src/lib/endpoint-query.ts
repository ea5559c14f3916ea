import { mutationOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf, Callable, CallInput } from '@school-portal/contract';
import { call, callPage, type InputArg } from './api-client';

/*
 * Queries from the contract: an endpoint's query key and fetch are made from the endpoint and its input,
 * so no screen writes a key by hand and two screens asking the same thing share one cache entry.
 *
 *   useQuery(endpointQuery(productsApi.get, { params: { id } }))
 *   useQuery({ ...endpointQuery(productsApi.list, { query }), placeholderData: keepPreviousData })
 *   await invalidate(queryClient, productsApi.list, productsApi.get)
 *   const add = useEndpointMutation(classesApi.addSection, classesApi.list); add.mutate({ params: { classId }, body })
 */

/** What a query of the endpoint holds: its answer, or for a paged list the page and the full count. */
export type QueryAnswer<C extends Callable> = C extends { paged: true }
  ? { items: AnswerOf<C>; total: number }
  : AnswerOf<C>;

/** The key of an endpoint's queries: its path, then the input. Every query of one endpoint starts with its path. */
export const endpointKey = (e: Callable, input?: unknown): readonly unknown[] =>
  input === undefined ? [e.path] : [e.path, input];

/**
 * One call of an endpoint with its input, named once beside the query that makes it: the query asks it
 * (`endpointQuery(...call)`), and a screen that asks it first names it in app/first-calls.ts, from which the
 * build makes the screen's page start it before the portal's code has arrived (vite/early-calls.ts).
 */
export type EndpointCall<C extends Callable = Callable> = readonly [endpoint: C, ...input: InputArg<C>];
export const endpointCall = <C extends Callable>(e: C, ...args: InputArg<C>): EndpointCall<C> => [e, ...args];

/** The query options (key and fetch) of one call of an endpoint; spread them to add options of the screen's own. */
export function endpointQuery<C extends Callable>(e: C, ...args: InputArg<C>) {
  const fetch = e.paged
    ? () => callPage(e as C & { paged: true }, ...(args as InputArg<C & { paged: true }>))
    : () => call(e, ...args);
  return queryOptions({ queryKey: endpointKey(e, args[0]), queryFn: fetch as () => Promise<QueryAnswer<C>> });
}

/** Marks every query of these endpoints stale, whatever its input: the ones on screen fetch again. */
export async function invalidate(queryClient: QueryClient, ...endpoints: Callable[]): Promise<void> {
  await Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

/**
 * A write to one endpoint, called with that endpoint's input (`mutate({ params, body })`); once it
 * succeeds, every query of the endpoints it changes is marked stale. The screen does not wait for them.
 */
export function endpointMutation<C extends Callable>(queryClient: QueryClient, e: C, ...changes: Callable[]) {
  return mutationOptions({
    mutationFn: (input: CallInput<C>) => call(e, ...([input] as InputArg<C>)),
    onSuccess: () => void invalidate(queryClient, ...changes),
  });
}

export const useEndpointMutation = <C extends Callable>(e: C, ...changes: Callable[]) =>
  useMutation(endpointMutation(useQueryClient(), e, ...changes));
