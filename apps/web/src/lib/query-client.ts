import { type DehydratedState, hydrate, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { DRAWN_ANSWERS_ID } from './drawn-page';
import { takeEarlyAnswers } from './early-answers';
import { createKeptAnswers, isKeptBetweenVisits } from './kept-answers';
import { onSessionChange, readSession } from './session';
import { whenIdle } from './when-idle';

/** False on the server, which draws a teacher's first screen with this client (app/draw-screen.tsx). */
const inBrowser = typeof window !== 'undefined';

const keptAnswers = inBrowser ? createKeptAnswers() : undefined;

/**
 * How long the answers a screen was drawn with (decision 050) count as fresh. The server asked them a moment before
 * the page left it; asked again as the screen's code takes over, they came back the same, and their fetch and the
 * redraw it caused were the longest task on a phone's first visit (Browse Jobs, issue 51); they are asked again once
 * the screen has settled (`refreshDrawnAnswers`). A change she makes invalidates its lists as always; a screen she
 * opens again after half a minute asks again, as any screen does.
 */
export const DRAWN_FRESH_MS = 30_000;
/** When this tab took the drawn answers: their `dataUpdatedAt`, until a fetch replaces them. */
let drawnAt: number | undefined;

/**
 * Asks the drawn answers again, once the screen has taken over and settled (lib/when-settled.ts, from the shell):
 * what the browser fetches is what its service worker keeps for a visit without network, and what the kept answers
 * keep for the next visit (lib/kept-answers.ts). An answer that came back the same redraws nothing.
 */
export function refreshDrawnAnswers() {
  if (drawnAt !== undefined)
    void queryClient.refetchQueries({ predicate: (query) => query.state.dataUpdatedAt === drawnAt });
}

/**
 * Keeps the drawn answers of the queries that opt in (lib/kept-answers.ts), as the browser's own fetch of them would
 * have: her next visit to the screen, or a tap back to it, shows them at once. Until 1 Dec 2026 only the asking again
 * kept them, at the first idle moment; asked once the screen has settled, a screen she left sooner was not kept, and a
 * tap back to Browse Jobs waited for its list (phone bench: 0.38 s to 0.96 s). No network: from the shell, when idle.
 */
export function keepDrawnAnswers() {
  if (drawnAt === undefined) return;
  const drawn = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.dataUpdatedAt === drawnAt && isKeptBetweenVisits(query) });
  for (const query of drawn) void keptAnswers?.persistQuery(query);
}

/** The signed-in screens' cache. It loads with the signed-in shell, not with the public screens. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) will not change on retry; a network blip might.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Every other answer is stale at once: a screen shown again asks again.
      staleTime: (query) => (query.state.dataUpdatedAt === drawnAt ? DRAWN_FRESH_MS : 0),
      // Asked even offline: the service worker answers with the list as last seen (issue 51), where the
      // default would leave the screen loading until the network is back.
      networkMode: 'offlineFirst',
      // A screen opened again shows its last answer while it asks again, where its query opts in (lib/kept-answers.ts).
      persister: keptAnswers?.persisterFn,
    },
  },
});

if (inBrowser) watchInBrowser();

/** What the client does in the browser only: take the page's early answers, follow the session, keep answers. */
function watchInBrowser() {
  // The answers the server drew the opening screen with (app/draw-screen.tsx): the first render draws the same.
  // They are as fresh as the page they came with, whatever the server's clock says against the phone's: a profile's
  // form takes an answer fetched since the page opened, never one kept from an earlier visit (LoadedProfile).
  const drawn = document.getElementById(DRAWN_ANSWERS_ID)?.textContent;
  if (drawn) {
    const state = JSON.parse(drawn) as DehydratedState;
    drawnAt = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = drawnAt;
    hydrate(queryClient, state);
  }

  // The opening screen's first calls, asked by its page while this code was on its way (app/first-calls.ts).
  takeEarlyAnswers();

  // Whoever signs in next on this tab must not see the last user's lists: the cache is emptied whenever the signed-in
  // user changes (a Logout, a session the server ended, a sign-in as someone else, here or in another tab).
  let cachedFor = readSession()?.userId;
  onSessionChange(() => {
    const userId = readSession()?.userId;
    if (userId === cachedFor) return;
    cachedFor = userId;
    queryClient.clear();
  });

  // A save that puts the server's answer into the cache (save-profile.ts) keeps it too: the persister keeps only
  // what a query fetched, and the next visit would open on the copy from before the save.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.action.manual)
      if (isKeptBetweenVisits(event.query)) void keptAnswers?.persistQuery(event.query as Query);
  });

  // Answers kept longer than a week, or by an earlier build, are dropped once the screen has settled.
  whenIdle(() => void keptAnswers?.persisterGc());
}
