import type { ChannelHandlers } from './notifications.ts';

/**
 * Search pages this instance answered lately, so the same search asked again (a state and a subject that
 * thousands of teachers pick) is answered without the database (decision 018). A page depends on a list's
 * tables: any statement that writes them announces the list's name on SEARCH_CHANGES (migration 0042's
 * triggers, whatever code path or instance writes), with what it knows of the rows written: their states
 * (jobs and profiles) and, for jobs, their subjects, levels, categories, job types and ids (migration
 * 0043). A page says which of those values all its rows share (its pins: a page filtered on Kerala and
 * Physics holds only such jobs), and every instance forgets the pages a write could change: those of the
 * list whose pins the written rows (before and after) all fail somewhere are kept. The same three rules
 * as the session cache keep it correct: nothing is kept while the feed is down; a page read before a
 * change to it heard meanwhile is not kept; an entry is trusted for `maxAgeMs` at most (half of it at
 * least, so pages read together do not all expire together).
 */

/** The lists whose pages are kept; each is the payload its tables' triggers announce. */
export type SearchList = 'jobs' | 'seekers';
export const SEARCH_CHANGES = 'search_changes';

/** Past this many pages the oldest make room (a page of 20 cards is 10 to 40 kB of objects). */
const MAX_ENTRIES = 1_000;

/**
 * What a page depends on: the lists it is read from and, per list, the values every row of it has in a
 * column a notice names (`state`; for jobs also `subject`, `level`, `category`, `type`, `id`). A value the
 * notices write as "-" (none) is never pinned: a filter keeps rows that have one.
 */
export interface PageScope {
  lists: readonly SearchList[];
  pins?: Partial<Record<SearchList, Record<string, string | undefined>>>;
}

interface Entry {
  value: unknown;
  scope: PageScope;
  /** When the entry stops being trusted (ms since the epoch). */
  until: number;
}

/** A read under way: joined by a burst of the same search until a change to its scope is heard. */
interface Flight {
  value: Promise<unknown>;
  scope: PageScope;
  spoiled: boolean;
}

/**
 * An entry is trusted for a random time between half and all of `maxAgeMs`: pages read in the same
 * minute (a warm-up, a deployment, a burst of new teachers) would otherwise all expire in the same
 * second and be read again together, and a jobs bench run at 300 searches a second showed that herd
 * as its slowest answers. Never longer than `maxAgeMs`.
 */
const lifetime = (maxAgeMs: number) => maxAgeMs * (0.5 + Math.random() / 2);

/**
 * A notice's payload: "jobs KA MH | subject=physics,- level=PGT category=teaching type=full-time id=…".
 * The list, the states its rows were in before and after, then other columns' values; a column not named
 * may have had any value. A payload of the list alone names nothing: every page of the list may change.
 */
export function parseChange(payload: string): { list: string; values: Map<string, Set<string>> } {
  const [head = '', tail = ''] = payload.split(' | ');
  const [list = '', ...states] = head.split(' ');
  const values = new Map<string, Set<string>>();
  if (states.length) values.set('state', new Set(states));
  for (const field of tail.split(' ')) {
    const at = field.indexOf('=');
    if (at > 0) values.set(field.slice(0, at), new Set(field.slice(at + 1).split(',')));
  }
  return { list, values };
}

/** Whether a write named by `values` to `list` may change a page of `scope`: not when some pin is a value none of its rows had. */
function touches(scope: PageScope, list: string, values: Map<string, Set<string>>): boolean {
  if (!(scope.lists as readonly string[]).includes(list)) return false;
  const pins = scope.pins?.[list as SearchList] ?? {};
  return !Object.entries(pins).some(
    ([column, value]) => value !== undefined && values.get(column)?.has(value) === false,
  );
}

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way by key, so a burst of the same search reads once. */
  private readonly reading = new Map<string, Flight>();
  /** Every read under way, so a change heard meanwhile can spoil those it touches. */
  private readonly flights = new Set<Flight>();
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
    const under = this.reading.get(key);
    if (under && !under.spoiled) return under.value as Promise<T>;
    const flight: Flight = { value: read(), scope, spoiled: !this.listening };
    this.reading.set(key, flight);
    this.flights.add(flight);
    try {
      const answer = (await flight.value) as T;
      if (!flight.spoiled) this.keep(key, { value: answer, scope, until: Date.now() + lifetime(this.maxAgeMs) });
      return answer;
    } finally {
      this.flights.delete(flight);
      if (this.reading.get(key) === flight) this.reading.delete(key);
    }
  }

  /** A list's tables changed (`payload`, see parseChange): forget the pages it may change, and spoil their reads under way. */
  changed(payload: string): void {
    const { list, values } = parseChange(payload);
    for (const flight of this.flights) if (touches(flight.scope, list, values)) flight.spoiled = true;
    for (const [key, { scope }] of this.entries) if (touches(scope, list, values)) this.entries.delete(key);
  }

  /** Listening started (keep pages from now on) or stopped (forget everything: changes may go unheard). */
  setListening(on: boolean): void {
    this.listening = on;
    for (const flight of this.flights) flight.spoiled = true;
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
