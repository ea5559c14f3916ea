import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { createLocator, failoverClient, failoverPool, probeWith, type Locator } from './failover.ts';
import { parseDatabaseHosts } from './hosts.ts';
import { listenPglite, listenPostgres, type ChannelHandlers, type Listener } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers, so every query runs on PGlite and on PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The embedded database itself (absent on PostgreSQL): its backup is a dump of its folder (ops/backup). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool as GET /metrics reports it. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** With several PostgreSQL servers in DATABASE_URL: which one new connections go to (db/failover.ts). */
  locator?: Locator;
  /** Hears notification channels (LISTEN) on one connection: what other instances on the same database changed. */
  listen(channels: readonly string[], handlers: ChannelHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PostgreSQL connections; ignored on PGlite. */
  poolSize?: number | undefined;
  /** With several PostgreSQL servers: how long a request waits out a failover (db/failover.ts's failoverPool). */
  failoverWaitMs?: number | undefined;
  /** PGlite folder; ignored when databaseUrl is set. */
  dataDir?: string | undefined;
  /** A dumped PGlite data directory to start from (tests start each file from a migrated template), in `dataDir` if given. */
  pgliteSeed?: Blob | File | undefined;
}

/**
 * Twice the cores, at least 4: more connections than the processors can serve only queue inside
 * PostgreSQL, where waiting costs more CPU than waiting in the pool (200 fee collections at once on
 * 2 cores took 1.2 ms of PostgreSQL CPU per receipt with 4 connections, 2.3 ms with 10).
 */
const defaultPoolSize = () => Math.max(4, 2 * availableParallelism());

/** Extensions the migrations create must be loaded into PGlite; PostgreSQL ships them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Loaded only when used: the embedded database starts faster without the PostgreSQL driver.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // No JIT: the fee reports' ledger (fees/ledger-lines.ts) is a chain of CTEs whose row estimates run to millions, so
    // PostgreSQL's default (jit on, above a cost of 100,000) compiled it with LLVM on every call: at 3,000 students EXPLAIN
    // ANALYZE gave 5.3 s of JIT in 5.5 s for Dues by Class, and 3.7 s of 3.9 s for Defaulters (the query itself about 0.2 s).
    // The portal's queries are short reads and writes, which JIT never pays back.
    //
    // The pool keeps every connection it opens (min = max). By default it closed one idle for 10 s and the next busy moment
    // opened a new one: under a steady search load, one every 10-15 s. A new connection costs the request that waits for it
    // the connection (about 4 ms here) and a new PostgreSQL backend whose first statements read the catalogue afresh (2-5 ms
    // more each, against 0.5-0.8 ms warm; 27 Nov 2026).
    const max = opts.poolSize ?? defaultPoolSize();
    // Several servers (a primary and its standby): each new connection goes to the one that takes writes (db/failover.ts).
    const hosts = parseDatabaseHosts(opts.databaseUrl);
    const locator =
      hosts && (hosts.urls.length > 1 || hosts.target === 'read-write')
        ? createLocator(hosts, probeWith(pg.Client))
        : undefined;
    const Client = locator ? failoverClient(pg.Client, locator, hosts!.target) : pg.Client;
    const connectionString = locator ? locator.current() : opts.databaseUrl;
    const Pool = locator ? failoverPool(pg.Pool, locator, opts.failoverWaitMs ?? 20_000) : pg.Pool;
    const pool = new Pool({ connectionString, Client, max, min: max, options: '-c jit=off' });
    let closing = false;
    // An idle connection the server drops (a restart, a failover) must not crash the process: the pool replaces it.
    pool.on('error', (err) => {
      if (closing) return;
      console.warn(`PostgreSQL connection lost: ${err.message}`);
      locator?.suspect();
    });
    const close = async () => {
      closing = true;
      await pool.end();
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const url = opts.databaseUrl;
    const listen = (channels: readonly string[], handlers: ChannelHandlers) =>
      Promise.resolve(listenPostgres(Client, () => locator?.current() ?? url, channels, handlers));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgresql',
      poolStats,
      ...(locator ? { locator } : {}),
      listen,
      close,
    };
  }
  const extensions = PGLITE_EXTENSIONS;
  // A seed alone starts a database in memory; with a folder, the folder starts as a copy of it.
  const dir = opts.dataDir ?? (opts.pgliteSeed ? undefined : './data');
  if (dir && !dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions, ...(opts.pgliteSeed ? { loadDataDir: opts.pgliteSeed } : {}) });
  const listen = (channels: readonly string[], handlers: ChannelHandlers) => listenPglite(client, channels, handlers);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    listen,
    close: () => client.close(),
  };
}
