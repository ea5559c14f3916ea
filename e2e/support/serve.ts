import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createAccount } from '../../apps/server/src/modules/accounts/service.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { institutes } from '../../apps/server/src/db/schema/index.ts';
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
const app = await buildApp(config);

await app.deps.db.transaction(async (tx) => {
  await tx.insert(institutes).values({ code: E2E.instituteUser.instituteCode, name: 'E2E Public School' });
  await createAccount(tx, {
    role: 'instituteUser',
    name: 'Meena Staff',
    email: E2E.instituteUser.email,
    phone: '9876543210',
    passwordHash: await hashPassword(E2E.instituteUser.password),
    status: 'approved',
    instituteCode: E2E.instituteUser.instituteCode,
    userId: 'E2E-STAFF',
  });
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => catcher.close()).then(() => process.exit(0)));
}
