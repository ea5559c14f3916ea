import type { ChannelHandlers } from './notifications.ts';

/**
 * Search pages this instance answered lately, so the same search asked again (a state and a subject that
 * thousands of teachers pick) is answered without the database (decision 018). A page depends on a list's
 * tables: any statement that writes them announces the list's name on SEARCH_CHANGES (migration 0042's
 * triggers, whatever code path or instance writes), with the states of the rows it wrote when it knows
 * them, and every instance forgets that list's pages: all of them, or only those of no state or of a
 * state written (a page filtered on Kerala holds Kerala's rows alone, so a job posted in Assam cannot
 * change it). The same three rules as the session cache keep it correct: nothing is kept while the feed
 * is down; a page read before a change heard meanwhile is not kept; an entry is trusted for `maxAgeMs` at most
 * (half of it at least, so pages read together do not all expire together).
 */

/** The lists whose pages are kept; each is the payload its tables' triggers announce. */
export type SearchList = 'jobs' | 'seekers';
export const SEARCH_CHANGES = 'search_changes';

/** Past this many pages the oldest make room (a page of 20 cards is 10 to 40 kB of objects). */
const MAX_ENTRIES = 1_000;

/** What a page depends on: the lists it is read from, and the one state its rows all have, when its filters name one. */
export interface PageScope {
  lists: readonly SearchList[];
  state?: string | undefined;
}

interface Entry {
  value: unknown;
  scope: PageScope;
  /** When the entry stops being trusted (ms since the epoch). */
  until: number;
}

/**
 * An entry is trusted for a random time between half and all of `maxAgeMs`: pages read in the same
 * minute (a warm-up, a deployment, a burst of new teachers) would otherwise all expire in the same
 * second and be read again together, and a jobs bench run at 300 searches a second showed that herd
 * as its slowest answers. Never longer than `maxAgeMs`.
 */
const lifetime = (maxAgeMs: number) => maxAgeMs * (0.5 + Math.random() / 2);

/** A notice's payload: the list, then the states its rows were in before and after (none: any). */
function parseChange(payload: string): { list: string; states: Set<string> | undefined } {
  const [list = '', ...states] = payload.split(' ');
  return { list, states: states.length ? new Set(states) : undefined };
}

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, so a burst of the same search reads once; joined only by requests that came before any change since. */
  private readonly reading = new Map<string, { value: Promise<unknown>; mark: number }>();
  /** Moves on at every change heard: a page read before a change must not be kept after it. */
  private changes = 0;
  private listening = false;
  hits = 0;
  misses = 0;

  /** `maxAgeMs` 0 keeps nothing: every search reads the database (SEARCH_CACHE_SECONDS=0). */
  constructor(private readonly maxAgeMs: number) {}

  /** The answer kept for `key`, or `read()`'s, kept when nothing it depends on (`scope`) changed meanwhile. Callers must not change what they are given. */
  async get<T>(key: string, scope: PageScope, read: () => Promise<T>): Promise<T> {
    if (this.maxAgeMs <= 0) return read();
    const kept = this.entries.get(key);
    if (kept && Date.now() <= kept.until) {
      this.hits++;
      return kept.value as T;
    }
    this.misses++;
    const mark = this.changes;
    const under = this.reading.get(key);
    if (under && under.mark === mark) return under.value as Promise<T>;
    const value = read();
    this.reading.set(key, { value, mark });
    try {
      const answer = await value;
      if (this.listening && mark === this.changes) this.keep(key, { value: answer, scope, until: Date.now() + lifetime(this.maxAgeMs) });
      return answer;
    } finally {
      if (this.reading.get(key)?.value === value) this.reading.delete(key);
    }
  }

  /** A list's tables changed (`payload`: the list, and the states written if known): forget the pages it may change. */
  changed(payload: string): void {
    this.changes++;
    const { list, states } = parseChange(payload);
    for (const [key, { scope }] of this.entries) {
      if (!(scope.lists as readonly string[]).includes(list)) continue;
      if (!states || scope.state === undefined || states.has(scope.state)) this.entries.delete(key);
    }
  }

  /** Listening started (keep pages from now on) or stopped (forget everything: changes may go unheard). */
  setListening(on: boolean): void {
    this.listening = on;
    this.changes++;
    this.entries.clear();
  }

  /** The handlers of SEARCH_CHANGES on the instance's change feed. */
  readonly feed: ChannelHandlers = {
    message: (payload) => this.changed(payload),
    listening: (on) => this.setListening(on),
  };

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
