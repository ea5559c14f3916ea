/**
 * Benchmarks the bus marketplace's lists with a million ads (BENCH_ADS) across 20,000 schools.
 *   npm run bench -- --vehicles              on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 * Requests go through app.inject, so the numbers are server + database, without network.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { measurer, openBench, PASSWORD } from './harness.ts';

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000);
const SCHOOLS = 20_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

/** Most ads approved and for sale, some sold, a few waiting or rejected; spread over states, makes and prices. */
async function seed(db: Db) {
  const hash = await hashPassword(PASSWORD);
  const started = performance.now();
  await db.execute(
    sql`insert into institutes (code, name) select 'SCH-' || g, 'Government High School No. ' || g from generate_series(1, ${SCHOOLS}) g`,
  );
  await db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, institute_code, profile_completed)
    values ('BENCH-IA', 'Bench Admin', 'ia@bench.test', '9800000000', ${hash}, 'instituteAdmin', 'approved', 'SCH-1', true)`);
  await db.execute(sql`
    insert into bus_ads (advertisement_id, institute_code, institute_name, reg_no, make, model, year, fuel, seating_cap, km_driven,
      price_paise, negotiable, gps, camera, panic_button, speed_governor, first_aid_box, fire_extinguisher, emergency_exit,
      yellow_body, seat_belts, state_code, district, address, owner_name, phone, photo_keys, status, reviewed_at, sold_at, created_at)
    select
      'AD-B' || g, 'SCH-' || (1 + g % ${SCHOOLS}), 'Government High School No. ' || (1 + g % ${SCHOOLS}),
      'KA' || lpad((g % 100)::text, 2, '0') || 'AB' || lpad((g % 10000)::text, 4, '0'),
      (array['Tata','Ashok Leyland','Eicher','Force','SML Isuzu'])[1 + g % 5],
      (array['Starbus','Lynx','Skyline','Traveller','Executive'])[1 + (g / 5) % 5] || ' ' || (20 + g % 40),
      2005 + g % 20, (array['diesel','cng','electric'])[1 + (g / 7) % 3], 12 + g % 50, 10000 + (g::bigint * 37) % 400000,
      (300000 + (g::bigint * 7919) % 3000000) * 100, g % 2 = 0, g % 3 = 0, g % 4 = 0, g % 5 = 0, true, true, g % 2 = 1, true, true, g % 3 = 1,
      (array['KA','MH','TN','KL','AP','TS','GJ','RJ','UP','WB'])[1 + g % 10],
      (array['District A','District B','District C','District D'])[1 + (g / 10) % 4],
      'Main Road', 'Owner ' || g, '98' || lpad((g % 100000000)::text, 8, '0'), '{}',
      case when g % 20 = 0 then 'submitted' when g % 20 = 1 then 'rejected' else 'approved' end,
      case when g % 20 > 0 then now() - (g || ' seconds')::interval end,
      case when g % 10 = 5 then now() end,
      now() - (g || ' seconds')::interval
    from generate_series(1, ${ADS}) g`);
  await db.execute(sql`analyze bus_ads`);
  return performance.now() - started;
}

const measure = measurer(REQUESTS, ['p50 ms', 'p95 ms', 'req/s']);
const { database, app, close } = await openBench({ area: 'ads' });
try {
  const seedMs = await seed(database.db);
  const token = async (url: string, identifier: string) =>
    (await app.inject({ method: 'POST', url, payload: { identifier, password: PASSWORD } })).json<{ token: string }>()
      .token;
  const school = { authorization: `Bearer ${await token('/api/auth/login', 'ia@bench.test')}` };
  const admin = { authorization: `Bearer ${await token('/api/auth/superuser/login', 'bench@bench.test')}` };
  const as = (headers: Record<string, string>, url: string) => () => app.inject({ method: 'GET', url, headers });

  const rows = [
    await measure('Buy, newest, page 1', as(school, '/api/bus-ads')),
    await measure('Buy, cheapest, page 1', as(school, '/api/bus-ads?sort=cheapest')),
    await measure('Buy, page 1,000', as(school, '/api/bus-ads?page=1000')),
    await measure('Buy, state and district', as(school, '/api/bus-ads?state=KA&district=District%20B')),
    await measure(
      'Buy, price range, 40+ seats, CNG',
      as(school, '/api/bus-ads?minPrice=500000&maxPrice=900000&minSeats=40&fuel=cng'),
    ),
    await measure('Buy, search "lynx 4"', as(school, '/api/bus-ads?q=lynx%204')),
    await measure('Manage Ads (own), page 1', as(school, '/api/bus-ads/mine')),
    await measure('dashboard, vehicles ready to sell', as(school, '/api/institute/dashboard-stats')),
    await measure('pending queue, page 1 (no photos)', as(admin, '/api/bus-ads/by-workflow-status/submitted')),
    await measure('approved ads, page 1', as(admin, '/api/bus-ads/by-workflow-status/approved')),
  ];
  console.log(
    `\nPostgreSQL: ${ADS.toLocaleString('en-IN')} bus ads seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} requests per scenario, one at a time\n`,
  );
  console.table(rows);
} finally {
  await close();
}
