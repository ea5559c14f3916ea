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
