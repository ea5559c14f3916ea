import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { fillPath, queryString, type CallInput, type EndpointDef } from '@school-portal/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createDatabase, dropDatabase } from './postgres.ts';
import { giveBack, takeCopy } from './pglite-pool.ts';

export const TEST_SUPERADMIN = { email: 'root@portal.test', password: 'Root@Pass123' };

/** Anyone the API can be called as: a signed-in factory user carries the header. */
export interface Caller {
  headers: Record<string, string>;
}

/** Calls the app in process as one caller; a body is sent as JSON. */
export interface TestClient {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** Calls an endpoint of the contract: its path filled from params, its query and body as the web would send them. */
  call<E extends EndpointDef>(endpoint: E, input?: CallInput<E>): Promise<LightMyRequestResponse>;
}

export type TestApp = App & {
  /** The test database's address on PostgreSQL (TEST_DATABASE_URL); absent on PGlite. */
  databaseUrl?: string;
  /** `app.as(admin).patch(url, body)`; `app.as(null)` calls without signing in. */
  as(caller: Caller | null): TestClient;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function clientFor(app: App, caller: Caller | null): TestClient {
  const send = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller?.headers ?? {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url, body) => send('DELETE', url, body),
    call: (endpoint, input) => {
      const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
      return send(endpoint.method, fillPath(endpoint.path, i.params) + queryString(i.query), i.body);
    },
  };
}

/**
 * A database as the migrated template left it, and the real app on top of it. `logStream` receives the app's log
 * lines (otherwise the app logs nothing). On PostgreSQL a new copy of the template; on PGlite an emptied copy another
 * test app of this worker closed, or a new one (test/pglite-pool.ts, decision 046). `env.DATA_DIR` puts a new PGlite
 * copy in that folder, so another process can open it once this app is closed.
 */
export async function createTestApp(env: Record<string, string> = {}, logStream?: Writable): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  /** The template a pooled PGlite copy was taken from. */
  let pooled: string | undefined;
  let databaseUrl: string | undefined;
  if (url) {
    const name = `school_portal_test_${randomBytes(6).toString('hex')}`;
    databaseUrl = await createDatabase(url, name, { template: inject('template') });
    database = await openDatabase({ databaseUrl });
    drop = () => dropDatabase(url, name);
  } else if (env.DATA_DIR) {
    const seed = new Blob([readFileSync(inject('template'))]);
    database = await openDatabase({ pgliteSeed: seed, dataDir: env.DATA_DIR });
  } else {
    // In memory: a copy another test app is done with, emptied (test/pglite-pool.ts).
    pooled = inject('template');
    database = await takeCopy(pooled);
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.test',
    SUPERADMIN_EMAIL: TEST_SUPERADMIN.email,
    SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
    RATE_LIMIT_MULTIPLIER: '1000',
    // Fee tests pay on fixed days of 2026 as a clerk; payment-date tests set the real limit.
    FEE_BACKDATE_DAYS: '3650',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp(config, {
    database,
    mailWorker: false,
    ...(logStream ? { logStream } : { logger: false }),
  });
  // The database goes once the app's own hooks have run (Fastify runs onClose hooks last added first): its workers
  // stop with their writes done, before a pooled copy is emptied for the next app.
  // Once only: a copy given back twice would be handed to two apps.
  const closeApp = app.close.bind(app);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await closeApp();
      if (pooled) await giveBack(database, pooled);
      else await database.close();
      await drop?.();
    })());
  return Object.assign(app, {
    close: close as App['close'],
    as: (caller: Caller | null) => clientFor(app, caller),
    ...(databaseUrl ? { databaseUrl } : {}),
  });
}

/** Mail waiting in the outbox, oldest first. */
export async function outbox(app: App, to?: string) {
  const rows = await app.deps.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  return to ? rows.filter((r) => r.to === to) : rows;
}
