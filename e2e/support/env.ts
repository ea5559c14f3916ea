import path from 'node:path';

/** Per port, so two runs on one machine (E2E_PORT=…) do not share files. */
const root = path.resolve(import.meta.dirname, `../../.tmp/e2e-${process.env.E2E_PORT ?? '3100'}`);

/** What the e2e server and the tests agree on. */
export const E2E = {
  mailDir: path.join(root, 'mail'),
  dataDir: path.join(root, 'data'),
  superAdmin: { email: 'root@e2e.test', password: 'Root@E2e-2026' },
  /** Added at start by an institute admin through the API (serve.ts), profile still to complete. */
  instituteUser: { email: 'staff@e2e.test', password: 'Staff@E2e-2026', instituteCode: 'E2E-SCHOOL' },
};
