import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { withDatabase } from './postgres.ts';

export const TEST_SUPERADMIN = { email: 'root@portal.test', password: 'Root@Pass123' };

/** A fresh database (a copy of the migrated template) and the real app on top of it. */
/** `logStream` receives the app's log lines (otherwise the app logs nothing). */
export async function createTestApp(env: Record<string, string> = {}, logStream?: Writable): Promise<App> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (url) {
    const name = `school_portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('template')}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const seed = new Blob([readFileSync(inject('template'))]);
    database = await openDatabase({ pgliteSeed: seed });
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.test',
    SUPERADMIN_EMAIL: TEST_SUPERADMIN.email,
    SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
    RATE_LIMIT_MULTIPLIER: '1000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp(config, { database, mailWorker: false, ...(logStream ? { logStream } : { logger: false }) });
  app.addHook('onClose', async () => {
    await database.close();
    await drop?.();
  });
  return app;
}

/** Mail waiting in the outbox, oldest first. */
export async function outbox(app: App, to?: string) {
  const rows = await app.deps.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  return to ? rows.filter((r) => r.to === to) : rows;
}
