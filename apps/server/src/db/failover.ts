import type pg from 'pg';
import type { DatabaseHosts } from './hosts.ts';

/**
 * Which of several PostgreSQL servers new connections go to: the first, in the order written, that takes
 * writes. After a failover (the primary lost, the standby promoted) connections to the old primary fail;
 * the first failure sets off one search of the list, and from then on the pool's new connections go to the
 * promoted server: the instances carry on without a restart. Requests in the gap fail quickly (the old
 * address refuses) rather than hang, and a writer's retry with the same idempotency key is answered once.
 */
export interface Locator {
  /** The single-host address new connections use. */
  current(): string;
  /** A connection failed, was lost or reached a read-only server: look for the writable one (one search at a time). */
  suspect(): void;
  /** The search under way, if any (tests wait for it). */
  searching(): Promise<void>;
}

export type Role = 'read-write' | 'read-only';
/** Connects to one server and says whether it takes writes; throws when it cannot be reached. */
export type Probe = (url: string) => Promise<Role>;

/** A hot standby answers true to the first; a server set read-only by default to the second. */
const ROLE_SQL = `select pg_is_in_recovery() or current_setting('transaction_read_only') = 'on' as read_only`;
/** A server that does not answer within this is taken as down: the next one in the list is tried. */
const PROBE_TIMEOUT_MS = 2_000;

export function probeWith(Client: typeof pg.Client): Probe {
  return async (url) => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query<{ read_only: boolean }>(ROLE_SQL);
      return rows[0]?.read_only ? 'read-only' : 'read-write';
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}

export function createLocator(
  hosts: DatabaseHosts,
  probe: Probe,
  warn: (message: string) => void = console.warn,
): Locator {
  let current = hosts.urls[0]!;
  let search: Promise<void> | null = null;
  // Said once an outage, not at every failed connection.
  let saidNone = false;

  async function find(): Promise<void> {
    for (const url of hosts.urls) {
      try {
        if (hosts.target === 'any' || (await probe(url)) === 'read-write') {
          if (url !== current) warn(`PostgreSQL: connecting to ${hostOf(url)} from now on (was ${hostOf(current)})`);
          current = url;
          saidNone = false;
          return;
        }
      } catch {
        // Down or unreachable: the next one.
      }
    }
    if (!saidNone) warn(`PostgreSQL: none of ${hosts.urls.map(hostOf).join(', ')} takes writes yet`);
    saidNone = true;
  }

  return {
    current: () => current,
    suspect() {
      search ??= find().finally(() => (search = null));
    },
    searching: () => search ?? Promise.resolve(),
  };
}

/** Host and port only: the address may carry a password. */
const hostOf = (url: string) => new URL(url).host;

/**
 * node-postgres's Client, connecting wherever the locator says; with `read-write` wanted, a connection that
 * reached a read-only server (a standby not yet promoted, or an old primary come back as one) is closed
 * and refused, so the pool never hands it to a write.
 */
export function failoverClient(Base: typeof pg.Client, locator: Locator, target: DatabaseHosts['target']) {
  return class FailoverClient extends Base {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionString: locator.current() });
      this.on('error', () => locator.suspect());
    }

    // @ts-expect-error: one body for both of the base's overloads (a promise, or pg-pool's callback).
    override connect(callback?: (err?: Error) => void): Promise<this> {
      const connected = (async () => {
        try {
          await super.connect();
          if (target === 'read-write') {
            const { rows } = await this.query<{ read_only: boolean }>(ROLE_SQL);
            if (rows[0]?.read_only) {
              await this.end().catch(() => undefined);
              throw new Error(`PostgreSQL at ${this.host}:${this.port} is read-only (a standby)`);
            }
          }
          return this;
        } catch (err) {
          locator.suspect();
          throw err;
        }
      })();
      if (!callback) return connected;
      connected.then(
        () => callback(),
        (err: Error) => callback(err),
      );
      return connected.catch(() => this);
    }
  } as unknown as typeof pg.Client;
}

/**
 * An error that says the server went away (killed, shut down, failed over, a standby not yet promoted), not that
 * the statement was wrong: node-postgres's own words for a dropped socket (and for a client used after it dropped,
 * as a transaction's rollback is), the network's codes, SQLSTATE class 08
 * (connection exception) and 57P01-57P03 (shut down, crashed, not yet accepting).
 */
export function isConnectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  // drizzle wraps the driver's error ("Failed query: …") with it as the cause.
  if (err.cause instanceof Error && isConnectionLost(err.cause)) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  return /Connection terminated|not queryable|is read-only \(a standby\)|timeout exceeded when trying to connect/i.test(
    err.message,
  );
}

/** A statement that only reads (what a retry cannot do twice): drizzle writes its reads as `select …`. */
const readsOnly = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b))/i.test(text);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * node-postgres's Pool that rides out a failover instead of failing every request in it: a new connection that
 * cannot be made waits (a search of the servers, then another try every RETRY_MS) up to `waitMs`, and a read
 * whose connection dropped under it is run again on a new one. Writes are not run again here (one may have
 * committed before its answer was lost): a fee collection is retried by the counter with its idempotency key.
 * Requests in the gap are answered late, not refused; a GET that still fails answers 503, which nginx retries
 * on the other instance (deploy/nginx).
 */
export function failoverPool(Base: typeof pg.Pool, locator: Locator, waitMs: number) {
  const RETRY_MS = 250;
  async function patiently<T>(attempt: () => Promise<T>, again: (err: unknown) => boolean): Promise<T> {
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        return await attempt();
      } catch (err) {
        if (!again(err) || Date.now() >= until) throw err;
        locator.suspect();
        await locator.searching();
        await sleep(RETRY_MS);
      }
    }
  }
  return class FailoverPool extends Base {
    // @ts-expect-error: one body for both of the base's overloads (a promise, or a callback).
    override connect(callback?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) {
      const connected = patiently(() => super.connect(), isConnectionLost);
      if (!callback) return connected;
      connected.then(
        (client) => callback(undefined, client, () => client.release()),
        (err: Error) => callback(err),
      );
      return undefined;
    }

    // @ts-expect-error: the promise overloads only; a callback (drizzle never passes one) goes to the base as is.
    override query(...args: Parameters<pg.Pool['query']>) {
      if (args.some((a) => typeof a === 'function')) return (super.query as (...a: unknown[]) => unknown)(...args);
      const query = () => (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
      return patiently(query, (err) => isConnectionLost(err) && readsOnly(args[0]));
    }
  } as unknown as typeof pg.Pool;
}
