/**
 * Benchmarks the super admin's account lists with 100,000 accounts.
 *   npm run bench                      on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 *   npm run bench -- --pglite          on an in-memory PGlite
 * Requests go through app.inject, so the numbers are server + database, without network.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { measurer, openBench, PASSWORD } from './harness.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const onPglite = process.argv.includes('--pglite');

/** Realistic spread: most accounts approved job seekers, a tenth waiting, some schools and their staff. */
async function seed(database: Database) {
  const hash = await hashPassword(PASSWORD);
  const started = performance.now();
  await database.db.execute(sql`
    insert into institutes (code, name)
    select 'SCH-' || g, 'Government High School No. ' || g from generate_series(1, ${Math.floor(ACCOUNTS / 4)}) g`);
  await database.db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, institute_code, created_at, updated_at)
    select
      'B' || g,
      (array['Lakshmi','Arjun','Priya','Rahul','Fatima','Joseph','Meena','Suresh','Anita','Kiran'])[1 + g % 10]
        || ' ' || (array['Rao','Sharma','Iyer','Khan','Das','Nair','Patel','Reddy','Singh','Menon'])[1 + (g / 10) % 10] || ' ' || g,
      'user' || g || '@bench.test',
      '98' || lpad((g % 100000000)::text, 8, '0'),
      ${hash},
      case when g % 4 = 0 then 'instituteAdmin' when g % 4 = 1 then 'instituteUser' else 'jobseeker' end,
      case when g % 10 = 0 then 'pending' when g % 10 = 1 then 'rejected' when g % 10 = 2 then 'suspended' else 'approved' end,
      -- Each school has one admin (an institute code belongs to one live registration) and some staff.
      case when g % 4 = 0 then 'SCH-' || (g / 4) when g % 4 = 1 then 'SCH-' || (1 + (g / 4) % ${Math.floor(ACCOUNTS / 4)}) end,
      now() - (g || ' minutes')::interval,
      now() - ((g % 5000) || ' minutes')::interval
    from generate_series(1, ${ACCOUNTS}) g`);
  await database.db.execute(sql`analyze users`);
  return performance.now() - started;
}

const measure = measurer(REQUESTS, ['p50 ms', 'p95 ms', 'p99 ms', 'req/s']);
const { database, app, close } = await openBench({ pglite: onPglite });
try {
  const seedMs = await seed(database);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/superuser/login',
    payload: { identifier: 'bench@bench.test', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });

  const rows = [
    await measure('pending registrations, page 1', get('/api/admin/pending-registrations')),
    await measure('active users, page 1', get('/api/admin/active-users')),
    await measure('active users, page 2,000', get('/api/admin/active-users?page=2000')),
    await measure('active users, search "sharma 4"', get('/api/admin/active-users?q=sharma%204')),
    await measure('active users, search by e-mail', get('/api/admin/active-users?q=user77777%40bench')),
    await measure('active users, schools only', get('/api/admin/active-users?role=instituteAdmin')),
    await measure('dashboard summary', get('/api/admin/summary')),
  ];
  console.log(
    `\n${onPglite ? 'PGlite (in memory)' : 'PostgreSQL'}: ${ACCOUNTS.toLocaleString('en-IN')} accounts seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} requests per scenario, one at a time\n`,
  );
  console.table(rows);
} finally {
  await close();
}
