import { ChangeAwareCache } from '../../db/change-aware-cache.ts';

/**
 * The sessions this process read lately, so a signed-in request need not read its session row again
 * (decision 018). Each is kept under its session id with its account as its scope: the database notifies
 * each change to a session or its account (`session_changes`, the account's id, by triggers of migration
 * 0025), every instance listens, and a change forgets that account's sessions. While the listening
 * connection is down, nothing is kept and every request reads its row (db/change-aware-cache.ts).
 */
export type SessionCache = ChangeAwareCache<string>;

/**
 * How long an entry is trusted even if no change is heard: a safety net, not the mechanism, and the bound of
 * the promise that a signed-out (suspended, re-passworded) token is refused everywhere. A notice is usually heard
 * in milliseconds, but it can be late under load or lost with a listening connection that died without a word
 * (no error, no end: only a lost connection that says so empties the cache at once).
 */
export const SESSION_MAX_AGE_MS = 60_000;
/** Past this many sessions the least recently used make room (each is a few hundred bytes). */
const MAX_ENTRIES = 50_000;

export const newSessionCache = (): SessionCache =>
  new ChangeAwareCache({ max: MAX_ENTRIES, maxAgeMs: SESSION_MAX_AGE_MS });
