import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import type { Query } from '@tanstack/react-query';
import { forgetKeptAnswers, KEPT_ANSWER_PREFIX, keptAnswerKeys, readSession } from './session';

/*
 * A query that opts in keeps its last answer in local storage (TanStack Query's per-query persister), so a
 * screen opened again (the next morning, or after a tap back to it) shows what it showed last at once, while
 * its query asks the server again and the screen redraws with the answer (issue 51: on slow 4G the answer
 * takes a round trip of over half a second after the page's own). Offline, the service worker still answers
 * with the last copy it holds (vite.config.ts); this is about not waiting, not about the network being gone.
 *
 * Only screens that show what they read opt in (the teacher's dashboard, lists and a job's page). A form must
 * start from the server's answer, never from a copy that may be days old and miss what was saved elsewhere
 * since: the profile screens, whose query the dashboard keeps, wait for it (features/profiles LoadedProfile).
 * Decision 045.
 */

/** A week: long enough for a teacher who opens the portal every few days, short enough to stay small. */
const KEEP_FOR_MS = 7 * 24 * 60 * 60_000;

/**
 * Local storage while someone is signed in, nothing otherwise: an answer that arrives after the sign-out that
 * forgot the kept ones (lib/session.ts) is not kept. A full store forgets every kept answer and keeps this one.
 */
const signedInStorage = {
  getItem: (key: string) => (readSession() ? localStorage.getItem(key) : null),
  setItem: (key: string, value: string) => {
    if (!readSession()) return;
    try {
      localStorage.setItem(key, value);
    } catch {
      forgetKeptAnswers();
      try {
        localStorage.setItem(key, value);
      } catch {
        // One answer larger than the store: it is simply not kept.
      }
    }
  },
  removeItem: (key: string) => localStorage.removeItem(key),
  entries: () =>
    keptAnswerKeys().flatMap((key): [string, string][] => {
      const value = localStorage.getItem(key);
      return value === null ? [] : [[key, value]];
    }),
};

/** Spread into a query's options: its answers are kept between visits. */
export const keptBetweenVisits = { meta: { keptBetweenVisits: true } } as const;

/** Whether a query opted in with `keptBetweenVisits`. */
export const isKeptBetweenVisits = (query: Pick<Query, 'meta'>) => query.meta?.keptBetweenVisits === true;

/**
 * The persister of the portal's query client (lib/query-client.ts). Made there, in the browser: the pages that
 * opt in import this file, and the build runs some of them in Node (vite/route-preloads.ts).
 */
export function createKeptAnswers() {
  // The build the answers were kept by: the entry file is named after the build's content (as
  // app/new-deployment.ts reads it), so a deployment whose screens expect another shape starts afresh.
  const build = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  return experimental_createQueryPersister({
    filters: { predicate: isKeptBetweenVisits },
    storage: signedInStorage,
    prefix: KEPT_ANSWER_PREFIX,
    buster: build,
    maxAge: KEEP_FOR_MS,
    // A kept answer is shown, never trusted: the query always asks again, whatever its staleTime.
    refetchOnRestore: 'always',
  });
}
