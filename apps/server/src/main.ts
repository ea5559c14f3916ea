import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { removeServerFile, writeServerFile } from './ops/backup/server-file.ts';
import { gracefulShutdown } from './ops/shutdown.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// The embedded database takes a second to boot: start it while the rest of the server loads.
const opening = openDatabase({
  databaseUrl: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
  failoverWaitMs: config.DATABASE_FAILOVER_WAIT_SECONDS * 1000,
  dataDir: config.DATA_DIR,
});
opening.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled meanwhile
const { buildApp } = await import('./app.ts');
const database = await opening;
const app = await buildApp(config, { database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    removeServerFile(config.backupDir);
    void gracefulShutdown(app, app.lifecycle, config.SHUTDOWN_TIMEOUT_MS)
      // Closed here, after the app's own close hooks (backup, mail worker) are done with it.
      .then(async (result) => (await database.close(), result))
      .then(({ ms, forced }) => {
        app.log.info(`stopped in ${ms} ms${forced ? ' (requests still running were cut off)' : ''}`);
        process.exit(forced ? 1 : 0);
      });
  });
}
await app.listen({ port: config.PORT, host: config.HOST, listenTextResolver: (address) => `listening on ${address}` });
if (database.pglite) {
  // npm run backup finds this server through the file; the nightly backups start.
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  writeServerFile(config.backupDir, {
    pid: process.pid,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`,
    token: app.backups.token,
  });
  await app.backups.schedule();
}
// Daily tasks (job alerts, digests) run once a day across all instances.
app.daily.start();
// Profiles saved before migration 0053 get their search text now, a batch at a time, while the portal answers.
app.searchTextFill.start();
app.log.info(
  app.deps.dbKind === 'pglite'
    ? `data lives in ${path.resolve(config.DATA_DIR)} (embedded PostgreSQL)`
    : 'data lives in the PostgreSQL server of DATABASE_URL',
);
if (!config.SMTP_URL) {
  // The default of a new installation, not a fault: said plainly, not as a warning.
  app.log.info(
    'e-mails wait in the outbox until SMTP_URL is set (the super admin sees them on Backend Service Status)',
  );
}
// The last line a person at the terminal reads: where to go.
console.log(`\n  School Portal is ready: open ${config.publicUrl}\n`);
