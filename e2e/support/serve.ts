import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startMailCatcher } from '../../apps/server/test/mail-catcher.ts';
import { E2E } from './env.ts';

/**
 * The built portal on an empty database, with a local SMTP server whose mail lands as files
 * in .tmp/e2e-mail for the tests to read.
 */
rmSync(E2E.mailDir, { recursive: true, force: true });
rmSync(E2E.dataDir, { recursive: true, force: true });
mkdirSync(E2E.mailDir, { recursive: true });

let n = 0;
const catcher = await startMailCatcher((mail) => {
  writeFileSync(path.join(E2E.mailDir, `${Date.now()}-${n++}.json`), JSON.stringify(mail));
});

const port = process.env.E2E_PORT ?? '3100';
const config = loadConfig({
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: E2E.dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: catcher.url,
  MAIL_POLL_MS: '250',
  SUPERADMIN_EMAIL: E2E.superAdmin.email,
  SUPERADMIN_PASSWORD: E2E.superAdmin.password,
  RATE_LIMIT_MULTIPLIER: '20',
  LOG_LEVEL: 'warn',
});
// Daily tasks (job alerts) run every few seconds here, each "day" three seconds long, so a journey sees their e-mail.
const app = await buildApp(config, {
  daily: { pollMs: 1000, dayOf: (now) => `e2e-${Math.floor(now.getTime() / 3000)}` },
});
app.daily.start();

await seedInstituteUser();

await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => catcher.close())
        .then(() => process.exit(0)),
  );
}

/**
 * The shared institute user, made the way a school makes one: the institute registers, the super
 * admin approves it, its admin adds the user and approves them. Their profile is left to complete.
 */
async function seedInstituteUser() {
  const call = async (method: 'POST' | 'PATCH', url: string, payload?: object, token?: string) => {
    const res = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ token?: string; userId?: string }>();
  };
  const { instituteCode, email, password } = E2E.instituteUser;
  const admin = { email: 'office-admin@e2e.test', password: 'Admin@E2e-2026' };
  const { userId } = await call('POST', '/api/auth/register', {
    role: 'instituteAdmin',
    instituteCode,
    phone: '9876543210',
    ...admin,
  });
  const root = await call('POST', '/api/auth/superuser/login', {
    identifier: E2E.superAdmin.email,
    password: E2E.superAdmin.password,
  });
  await call('PATCH', `/api/admin/approve-user/${userId}`, undefined, root.token);
  const { token } = await call('POST', '/api/auth/login', { identifier: admin.email, password: admin.password });
  await call(
    'POST',
    '/api/instituteAdmin/user',
    { userId: 'E2E-STAFF', name: 'Meena Staff', email, password, role: 'instituteUser', instituteCode },
    token,
  );
}
