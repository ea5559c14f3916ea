import path from 'node:path';

/** What the e2e server and the tests agree on. */
export const E2E = {
  mailDir: path.resolve(import.meta.dirname, '../../.tmp/e2e-mail'),
  dataDir: path.resolve(import.meta.dirname, '../../.tmp/e2e-data'),
  superAdmin: { email: 'root@e2e.test', password: 'Root@E2e-2026' },
  /** Seeded at start: institute users are added by their admin, whose screens come later. */
  instituteUser: { email: 'staff@e2e.test', password: 'Staff@E2e-2026', instituteCode: 'E2E-SCHOOL' },
};
