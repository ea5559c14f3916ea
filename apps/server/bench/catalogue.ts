/**
 * Benchmarks the supplier catalogue as an institute admin browses it: 1,00,000 suppliers and
 * 5,00,000 products by default (BENCH_SUPPLIERS, BENCH_PRODUCTS_EACH).
 *   npm run bench -- --catalogue             on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 *   npm run bench -- --catalogue --pglite    on an in-memory PGlite
 * Requests go through app.inject, so the numbers are server + database, without network.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { measurer, openBench, PASSWORD } from './harness.ts';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 100_000);
const PRODUCTS_EACH = Number(process.env.BENCH_PRODUCTS_EACH ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const onPglite = process.argv.includes('--pglite');

/** Suppliers spread over categories and states, a tenth of them serving all India and a twentieth hidden. */
async function seed(database: Database) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into suppliers (name, categories, contact_person, phone, email, address, state_code, district, description,
      serves_all_india, service_states, service_areas, active)
    select
      (array['Ganesh','Saraswati','Vidya','Bharat','Shree Ram','Deccan','Sahyadri','Kaveri','Ganga','Lakshmi'])[1 + g % 10]
        || ' ' || (array['Book House','Uniforms','Furniture Works','Stationers','Lab Supplies','Sports','Infotech','Printers'])[1 + (g / 10) % 8] || ' ' || g,
      array[(array['books','uniforms','furniture','stationery','lab','sports','it','transport','housekeeping','printing','other'])[1 + g % 11],
            (array['books','stationery','printing'])[1 + g % 3]],
      'Contact ' || g, '98' || lpad((g % 100000000)::text, 8, '0'), 'sales' || g || '@supplier.test', 'Shop ' || g,
      'MH', 'Pune', 'Supplies schools since ' || (1980 + g % 40),
      g % 10 = 0,
      case when g % 10 = 0 then '{}'::text[] else array[(array['MH','KA','TN','UP','GJ','RJ','WB','KL'])[1 + g % 8]] end,
      case when g % 10 = 0 then '{}'::text[] else array[
        (array['MH/Pune','KA/Mysuru','TN/Chennai','UP/Lucknow','GJ/Surat','RJ/Jaipur','WB/Howrah','KL/Kochi'])[1 + g % 8],
        (array['MH/Satara','KA/Bengaluru Urban','TN/Madurai','UP/Agra','GJ/Rajkot','RJ/Ajmer','WB/Hooghly','KL/Thrissur'])[1 + (g / 8) % 8]] end,
      g % 20 <> 0
    from generate_series(1, ${SUPPLIERS}) g`);
  await database.db.execute(sql`
    insert into products (supplier_id, name, category, description, price_paise, unit, min_order_qty)
    select s.id, (array['Notebook','Desk','Chair','Microscope','Football','Projector','Blazer','Duster'])[1 + (p + s.seq) % 8] || ' model ' || p,
      s.categories[1], 'A product for schools', (100 + (p * 37) % 100000) * 100, 'piece', 1 + p % 50
    from (select id, categories, row_number() over () as seq from suppliers) s, generate_series(1, ${PRODUCTS_EACH}) p`);
  await database.db.execute(sql`insert into institutes (code, name) values ('BENCH-SCHOOL', 'Bench Public School')`);
  await database.db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, institute_code, profile_completed)
    values ('BENCH-IA', 'Bench Admin', 'admin@bench.test', '9800000000', ${await hashPassword(PASSWORD)}, 'instituteAdmin', 'approved', 'BENCH-SCHOOL', true)`);
  await database.db.execute(sql`analyze suppliers`);
  await database.db.execute(sql`analyze products`);
  return performance.now() - started;
}

const measure = measurer(REQUESTS, ['p50 ms', 'p95 ms', 'p99 ms', 'req/s']);
const { database, app, close } = await openBench({ area: 'catalogue', pglite: onPglite });
try {
  const seedMs = await seed(database);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'admin@bench.test', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });
  const [first] = (await get('/api/suppliers?limit=1')()).json<{ _id: string }[]>();

  const rows = [
    await measure('suppliers, page 1', get('/api/suppliers?limit=12')),
    await measure('suppliers, page 1,000', get('/api/suppliers?limit=12&page=1000')),
    await measure('suppliers, category', get('/api/suppliers?limit=12&category=lab')),
    await measure('suppliers, state and district', get('/api/suppliers?limit=12&state=KA&district=Mysuru')),
    await measure(
      'suppliers, category + district',
      get('/api/suppliers?limit=12&category=furniture&state=MH&district=Pune'),
    ),
    await measure('suppliers, search "vidya lab"', get('/api/suppliers?limit=12&q=vidya%20lab')),
    await measure('products, page 1', get('/api/products')),
    await measure('products, search "microscope model 3"', get('/api/products?q=microscope%20model%203')),
    await measure("products, one supplier's", get(`/api/products?supplierId=${first!._id}`)),
    await measure('dashboard (suppliers onboarded)', get('/api/institute/dashboard-stats')),
  ];
  console.log(
    `\n${onPglite ? 'PGlite (in memory)' : 'PostgreSQL'}: ${SUPPLIERS.toLocaleString('en-IN')} suppliers and ${(SUPPLIERS * PRODUCTS_EACH).toLocaleString('en-IN')} products seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} requests per scenario, one at a time, as an institute admin\n`,
  );
  console.table(rows);
} finally {
  await close();
}
