import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { TestApp } from './harness.ts';

/**
 * Another instance of the portal on the test app's PostgreSQL database, with caches of its own (sessions,
 * search pages): what is kept on one must follow a change made on the other. Both listen for changes
 * before it is handed back, since caches fill only while their instance hears them.
 */
export async function secondInstance(first: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  const database = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: 2 });
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: first.databaseUrl,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_MULTIPLIER: '1000',
    }),
    { database, logger: false, mailWorker: false },
  );
  await new Promise((r) => setTimeout(r, 500));
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
