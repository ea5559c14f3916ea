import { LRUCache } from 'lru-cache';

/**
 * What an instance keeps of the database in memory (sessions, search pages: decision 018), right only
 * while it hears every change the database announces (db/change-feed.ts). lru-cache holds the entries,
 * their age and the least recently used making room; this adds the three rules that keep them true:
 * - nothing is kept while nobody listens (changes may go unheard), and everything is forgotten when
 *   listening stops;
 * - a value read while a change that may touch it was heard is handed to its caller but never kept;
 * - an entry is trusted for `maxAgeMs` at most, whatever is heard.
 * Each entry has a scope (`S`: an account, a page's lists and pins) that `changed` is asked about.
 * Concurrent asks of one key read once, unless a change touching it was heard in between.
 */
export interface ChangeAwareOptions {
  /** Past this many entries the least recently used make room. */
  max: number;
  /** How long an entry is trusted at most; 0 keeps nothing. */
  maxAgeMs: number;
  /**
   * Trust each entry a random time between half and all of `maxAgeMs`: entries read in the same minute
   * (a warm-up, a deployment) would otherwise all expire in the same second and be read again together.
   */
  spreadAge?: boolean;
}

interface Entry<S> {
  value: NonNullable<unknown>;
  scope: S;
}

/** A read under way: joined by asks of the same key until a change touching its scope is heard. */
interface Flight<S> {
  value: Promise<unknown>;
  /** Unknown until the value is read (a session's account): then every change heard spoils it. */
  scope: S | undefined;
  spoiled: boolean;
}

export class ChangeAwareCache<S> {
  private readonly entries: LRUCache<string, Entry<S>>;
  private readonly reading = new Map<string, Flight<S>>();
  /** Every read under way, so a change heard meanwhile can spoil those it touches. */
  private readonly flights = new Set<Flight<S>>();
  private listening = false;
  hits = 0;
  misses = 0;

  constructor(private readonly options: ChangeAwareOptions) {
    this.entries = new LRUCache({
      max: options.max,
      ttl: Math.max(options.maxAgeMs, 1),
      // The wall clock, read at every look: an age is a promise to users, and tests move Date.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /**
   * The value kept for `key`, or `read()`'s, kept unless a change touching `scope` was heard meanwhile.
   * `scope` may be read from the value (a session's account), when only the value tells. Nothing found
   * (undefined, null) is never kept. Callers must not change what they are given.
   */
  async get<T>(key: string, scope: S | ((value: NonNullable<T>) => S), read: () => Promise<T>): Promise<T> {
    if (this.options.maxAgeMs <= 0) return read();
    const kept = this.entries.get(key);
    if (kept) {
      this.hits++;
      return kept.value as T;
    }
    this.misses++;
    const under = this.reading.get(key);
    if (under && !under.spoiled) return under.value as Promise<T>;
    const scopeOf = typeof scope === 'function' ? (scope as (value: NonNullable<T>) => S) : () => scope;
    const flight: Flight<S> = {
      value: read(),
      scope: typeof scope === 'function' ? undefined : scope,
      spoiled: !this.listening,
    };
    this.reading.set(key, flight);
    this.flights.add(flight);
    try {
      const value = (await flight.value) as T;
      if (!flight.spoiled && value !== undefined && value !== null) {
        const { maxAgeMs, spreadAge } = this.options;
        const ttl = spreadAge ? maxAgeMs * (0.5 + Math.random() / 2) : maxAgeMs;
        this.entries.set(key, { value, scope: scopeOf(value) }, { ttl });
      }
      return value;
    } finally {
      this.flights.delete(flight);
      if (this.reading.get(key) === flight) this.reading.delete(key);
    }
  }

  /** A change was heard: forget the entries it `touches`, and spoil the reads under way it touches. */
  changed(touches: (scope: S) => boolean): void {
    for (const flight of this.flights) if (flight.scope === undefined || touches(flight.scope)) flight.spoiled = true;
    const gone: string[] = [];
    for (const [key, { scope }] of this.entries.entries()) if (touches(scope)) gone.push(key);
    for (const key of gone) this.entries.delete(key);
  }

  /** Listening started (keep from now on) or stopped (forget everything: changes may go unheard). */
  setListening(on: boolean): void {
    this.listening = on;
    for (const flight of this.flights) flight.spoiled = true;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
