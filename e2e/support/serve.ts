import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from '../../apps/server/test/mail-catcher.ts';
import { E2E } from './env.ts';

/**
 * The portal as `npm start` runs it: the web app and the server bundle built when their sources changed, then
 * `node apps/server/dist/main.mjs` with NODE_ENV=production, on an empty database; with a local SMTP server
 * whose mail lands as files in .tmp/e2e-<port>/mail for the tests to read. The shared accounts are made by
 * seed.ts once the server answers.
 */
const root = path.resolve(import.meta.dirname, '../..');
rmSync(E2E.mailDir, { recursive: true, force: true });
rmSync(E2E.dataDir, { recursive: true, force: true });
mkdirSync(E2E.mailDir, { recursive: true });

const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

let n = 0;
const catcher = await startMailCatcher((mail) => {
  writeFileSync(path.join(E2E.mailDir, `${Date.now()}-${n++}.json`), JSON.stringify(mail));
});

const port = process.env.E2E_PORT ?? '3100';
const server = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: E2E.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: catcher.url,
    // Mail is looked for each second; a journey waits for its mail a second at most. Each look is a query on the embedded
    // database: four a second cost 1.5 CPU-s a minute, against the 8 a minute this server used through a CI run.
    MAIL_POLL_MS: '1000',
    SUPERADMIN_EMAIL: E2E.superAdmin.email,
    SUPERADMIN_PASSWORD: E2E.superAdmin.password,
    RATE_LIMIT_MULTIPLIER: '20',
    LOG_LEVEL: 'warn',
    BACKUP_AT: 'off',
    // Daily tasks (job alerts) on days five seconds long, so a journey sees their e-mail within waitForMail's 15 s.
    // Each day runs every task over the whole database: on the database a CI run leaves, days of three seconds cost
    // 1.7 CPU-s a minute.
    DAILY_PERIOD_SECONDS: '5',
  },
});
server.once('exit', (code) => {
  void catcher.close().then(() => process.exit(code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill('SIGTERM'));
