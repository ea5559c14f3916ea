import { performance } from 'node:perf_hooks';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createDatabase, dropDatabase, withDatabase } from '../test/postgres.ts';

/**
 * What every bench does around its own seed and scenarios: a database of its own and the app on it,
 * and the figures of a scenario's requests sent one at a time.
 */

/** The super admin's password, and the one the benches seed their users with. */
export const PASSWORD = 'Bench@12345';

/** The server a bench makes its database on: BENCH_DATABASE_URL, else the app's DATABASE_URL, else the local one. */
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchOptions {
  /** Goes into the database's name, so a database left behind tells which bench made it. */
  area?: string;
  /** An in-memory PGlite instead of a new PostgreSQL database. */
  pglite?: boolean;
  /**
   * Leaves the PostgreSQL database in place, to EXPLAIN its queries. 'reuse' also names it without the
   * process id, so the next run finds it and opens it again (skipping the seed is the bench's part).
   */
  keep?: boolean | 'reuse';
  /** The default lets requests sent one at a time through; a load bench's thousands a second need more. */
  rateLimitMultiplier?: string;
}

export interface Bench {
  database: Database;
  app: App;
  /** The PostgreSQL database's name (the data directory's on PGlite). */
  name: string;
  /** Closes the app and the database, and drops a PostgreSQL database that is not kept. */
  close: () => Promise<void>;
}

async function openPostgres(name: string, reuse: boolean): Promise<Database> {
  const url = await createDatabase(serverUrl, name).catch((err: unknown) => {
    if (reuse && String(err).includes('already exists')) return withDatabase(serverUrl, name);
    throw err;
  });
  return openDatabase({ databaseUrl: url });
}

export async function openBench({
  area,
  pglite = false,
  keep = false,
  rateLimitMultiplier = '1000',
}: BenchOptions = {}): Promise<Bench> {
  const name = pglite
    ? `memory://bench${area ? `-${area}` : ''}-${process.pid}`
    : `school_portal_bench${area ? `_${area}` : ''}${keep === 'reuse' ? '' : `_${process.pid}`}`;
  const database = pglite ? await openDatabase({ dataDir: name }) : await openPostgres(name, keep === 'reuse');
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      SUPERADMIN_EMAIL: 'bench@bench.test',
      SUPERADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_MULTIPLIER: rateLimitMultiplier,
      WEB_DIST: '/nonexistent',
    }),
    { database, mailWorker: false, logger: false },
  );
  const close = async () => {
    await app.close();
    await database.close();
    if (!pglite && !keep) await dropDatabase(serverUrl, name);
  };
  return { database, app, name, close };
}

/** The figures a row can show, each from a scenario's times (sorted, in milliseconds). */
const at = (p: number) => (times: number[]) =>
  times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
const FIGURES = {
  'p50 ms': at(0.5),
  'p95 ms': at(0.95),
  'p99 ms': at(0.99),
  'slowest ms': at(1),
  'req/s': (times: number[]) => (times.length / (times.reduce((a, b) => a + b, 0) / 1000)).toFixed(0),
};
export type Figure = keyof typeof FIGURES;

/**
 * A `measure(name, run)` that calls `run` `requests` times, one at a time, and answers a table row of
 * the scenario and the figures asked for; a scenario that costs more passes a smaller count of its own.
 */
export function measurer<F extends Figure>(requests: number, figures: readonly F[]) {
  /** `prepare` runs before each call, outside its time (a write the call must then read). */
  return async (
    name: string,
    run: () => Promise<{ statusCode: number; body: string }>,
    count = requests,
    prepare?: (i: number) => Promise<unknown>,
  ) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      await prepare?.(i);
      const t = performance.now();
      const res = await run();
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: status ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    return { scenario: name, ...Object.fromEntries(figures.map((f) => [f, FIGURES[f](times)])) } as {
      scenario: string;
    } & Record<F, string>;
  };
}
