/**
 * Browse Jobs and Find Employee over HTTP under load: 1,000,000 jobs and 1,000,000 job seekers on
 * PostgreSQL (100,000 of each on PGlite), 50 concurrent connections (autocannon), at least 40
 * rotating filter combinations, and page 1,000 of a result against page 1 of the same filters.
 *   npm run bench -- --jobs            on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 *   npm run bench -- --jobs --pglite   on an in-memory PGlite
 * BENCH_ROWS, BENCH_SECONDS and BENCH_CONNECTIONS change the size, the length of each run and the load.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import { SUBJECT_IDS, districtsOf, STATES, type JobseekerCard } from '@school-portal/contract';
import type { Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { openBench, PASSWORD } from './harness.ts';

const onPglite = process.argv.includes('--pglite');
const ROWS = Number(process.env.BENCH_ROWS ?? (onPglite ? 100_000 : 1_000_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCHOOLS = 1000;
const PAGE = 20;
const DEEP_PAGE = 1000;
/** BENCH_KEEP=1 keeps the seeded database for the next run (which then skips seeding). */
const keep = process.env.BENCH_KEEP === '1';

/** Every district of every state, so jobs and seekers spread over all of India. */
const PLACES = STATES.flatMap((s) => districtsOf(s.code).map((d) => [s.code, d] as const));
/** A text[] literal, sent as one parameter (Drizzle would spread a JavaScript array into a row). */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const subjects = [...SUBJECT_IDS];
const placeStates = textArray(PLACES.map((p) => p[0]));
const placeDistricts = textArray(PLACES.map((p) => p[1]));
const subjectList = textArray(subjects);

async function seed(database: Database) {
  const { db } = database;
  const [seeded] = await db.select({ n: count() }).from(jobs);
  if (keep && (seeded?.n ?? 0) > 0) return 0;
  const hash = await hashPassword(PASSWORD);
  const t = performance.now();
  await db.execute(sql`insert into institutes (code, name) select 'BJ-' || n, 'Vidya Niketan School ' || n from generate_series(1, ${SCHOOLS}) n`);
  await db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, institute_code, profile_completed)
    select 'BJA' || n, 'Principal ' || n, 'admin' || n || '@bench.test', '9800000000', ${hash}, 'instituteAdmin', 'approved', 'BJ-' || n, true
    from generate_series(1, ${SCHOOLS}) n`);
  // Jobs: all states and districts, every subject, most of them teaching, a few past their last date.
  await db.execute(sql`
    with admins as (select id, institute_code from users where role = 'instituteAdmin' and institute_code like 'BJ-%')
    insert into jobs (job_id, title, position, category, job_type, salary_type, salary_paise, subject, teaching_level,
      description, experience_min, experience_max, institute_name, district, state_code, last_date_to_apply, posted_by,
      institute_code, created_at, updated_at)
    select
      'JOB-' || upper(lpad(to_hex(g), 6, '0')),
      (${subjectList}::text[])[1 + (g * 31) % ${subjects.length}] || ' Teacher',
      (array['PRT','TGT','PGT','NTT'])[1 + g % 4] || ' ' || (${subjectList}::text[])[1 + (g * 31) % ${subjects.length}],
      case when g % 7 = 0 then 'non-teaching' else 'teaching' end,
      (array['full-time','part-time','contract'])[1 + g % 3],
      'monthly',
      case when g % 5 = 0 then null else (15000 + (g % 60) * 1000) * 100 end,
      (${subjectList}::text[])[1 + (g * 31) % ${subjects.length}],
      (array['PRT','TGT','PGT','NTT'])[1 + g % 4],
      'We are hiring for the new academic year. Job ' || g,
      g % 11, g % 11 + 5,
      'Vidya Niketan School ' || (1 + g % ${SCHOOLS}),
      (${placeDistricts}::text[])[1 + (g::bigint * 7919) % ${PLACES.length}],
      (${placeStates}::text[])[1 + (g::bigint * 7919) % ${PLACES.length}],
      current_date + (g % 90) - 6,
      a.id,
      a.institute_code,
      now() - ((g % 259200) || ' minutes')::interval - (g || ' microseconds')::interval,
      now()
    from generate_series(1, ${ROWS}) g
    join admins a on a.institute_code = 'BJ-' || (1 + g % ${SCHOOLS})`);
  // Job seekers: approved, profiles complete, nine in ten looking.
  await db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, profile_completed, created_at, updated_at)
    select 'BJS' || g, (array['Lakshmi','Arjun','Priya','Rahul','Fatima','Joseph','Meena','Suresh','Anita','Kiran'])[1 + g % 10] || ' ' || g,
      'seeker' || g || '@bench.test', '9700000000', ${hash}, 'jobseeker', 'approved', true, now(), now()
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into jobseeker_profiles (user_id, dob, total_exp, school_level, syllabus, subject, state_code, district, is_looking_for_job,
      max_expected_salary_paise, teaching_levels, qualifications, eligibility_tests, languages, updated_at)
    select u.id, '1990-01-01', g % 25, case when g % 2 = 0 then 'primary' else 'secondary' end, (array['CBSE','ICSE','State'])[1 + g % 3],
      (${subjectList}::text[])[1 + (g * 17) % ${subjects.length}],
      (${placeStates}::text[])[1 + (g::bigint * 104729) % ${PLACES.length}],
      (${placeDistricts}::text[])[1 + (g::bigint * 104729) % ${PLACES.length}],
      g % 10 <> 0,
      (20000 + g % 50 * 1000) * 100,
      array[(array['NTT','PRT','TGT','PGT'])[1 + g % 4]],
      case when g % 3 = 0 then array['BED','POSTGRADUATE'] else array['BED'] end,
      case when g % 4 = 0 then array['CTET_1'] when g % 4 = 1 then array['CTET_2'] else array[]::text[] end,
      array['en'],
      now() - ((g % 259200) || ' minutes')::interval - (g || ' microseconds')::interval
    from users u cross join lateral (select substr(u.user_id, 4)::int as g) n
    where u.user_id like 'BJS%'`);
  // As autovacuum leaves a table in steady use: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - t;
}

/** Filter combinations a school or a teacher might send, as query strings. */
function jobCombos(): string[] {
  const some = [0, 3, 9, 14, 20, 27, 33].map((i) => STATES[i % STATES.length]!.code);
  const combos: string[] = [''];
  for (const s of some) combos.push(`state=${s}`);
  for (const s of some.slice(0, 5)) combos.push(`state=${s}&district=${encodeURIComponent(districtsOf(s)[0]!)}`);
  for (const subject of subjects.slice(0, 8)) combos.push(`subject=${encodeURIComponent(subject)}`);
  for (const level of ['PRT', 'TGT', 'PGT', 'NTT']) combos.push(`teachingLevel=${level}`);
  combos.push('category=teaching', 'category=non-teaching', 'jobType=part-time', 'jobType=contract');
  combos.push('minExp=5', 'minExp=10', 'maxSalary=30000', 'maxSalary=50000', 'minExp=3&maxSalary=40000');
  combos.push('location=Karnataka', 'location=Pune', 'location=TN', `q=mathematics`, `q=science%20teacher`);
  combos.push(`state=${some[1]}&subject=Mathematics`, `state=${some[2]}&teachingLevel=TGT&category=teaching`, `subject=English&jobType=full-time&minExp=2`);
  return combos;
}

function seekerCombos(): string[] {
  const some = [0, 3, 9, 14, 20, 27, 33].map((i) => STATES[i % STATES.length]!.code);
  const combos: string[] = [''];
  for (const s of some) combos.push(`state=${s}`);
  for (const s of some.slice(0, 6)) combos.push(`state=${s}&district=${encodeURIComponent(districtsOf(s)[1] ?? districtsOf(s)[0]!)}`);
  for (const subject of subjects.slice(0, 8)) combos.push(`subject=${encodeURIComponent(subject)}`);
  for (const level of ['Primary', 'High School', 'PU', 'Degree']) combos.push(`schoolLevel=${encodeURIComponent(level)}`);
  for (const level of ['PRT', 'TGT', 'PGT']) combos.push(`teachingLevel=${level}`);
  combos.push('eligibilityTest=CTET_1', 'eligibilityTest=CTET_2');
  combos.push(`state=${some[1]}&subject=Mathematics`, `state=${some[2]}&schoolLevel=Primary`, `subject=English&teachingLevel=TGT`, `state=${some[3]}&eligibilityTest=CTET_2`);
  combos.push(`state=${some[4]}&subject=Science&schoolLevel=High%20School`, 'schoolLevel=PU&eligibilityTest=CTET_2', `subject=Hindi&state=${some[5]}`);
  return combos;
}

/** Broad filters with more than 1,000 pages on either database: page 1 and page 1,000 of the same. */
const DEEP_JOBS = ['', 'category=teaching', 'teachingLevel=TGT', 'teachingLevel=PRT', 'jobType=full-time'];
const DEEP_SEEKERS = ['', 'schoolLevel=Primary', 'schoolLevel=High%20School', 'teachingLevel=TGT', 'eligibilityTest=CTET_1'];

interface Row {
  scenario: string;
  combos: number;
  'req/s': string;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

async function load(base: string, headers: Record<string, string>, name: string, paths: string[]): Promise<Row> {
  // The load comes from a worker thread, so the server's event loop is not also the client's; each
  // connection walks the filter combinations in turn.
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    scenario: name,
    combos: paths.length,
    'req/s': result.requests.average.toFixed(0),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Each combination alone, one request at a time (median of three): which filters cost most. */
async function slowest(base: string, headers: Record<string, string>, paths: string[], show = 5) {
  const timed: { path: string; ms: number }[] = [];
  for (const path of paths) {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
      runs.push(performance.now() - t);
    }
    timed.push({ path, ms: runs.sort((a, b) => a - b)[1]! });
  }
  return timed.sort((a, b) => b.ms - a.ms).slice(0, show).map((t) => `${t.ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(t.path)}`);
}

const { database, app, close } = await openBench({ area: 'jobs', pglite: onPglite, keep: keep && 'reuse', rateLimitMultiplier: '100000' });
try {
  const seedMs = await seed(database);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (identifier: string) => {
    const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: PASSWORD }) });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const seeker = await login('seeker1@bench.test');
  const school = await login('admin1@bench.test');

  /** The `_id` of the last item of page 999, by offset: `after` it is page 1,000. */
  const deepAnchor = async (path: string, query: string, headers: Record<string, string>) => {
    const res = await fetch(`${base}${path}?${query}${query ? '&' : ''}page=${DEEP_PAGE - 1}&limit=${PAGE}`, { headers });
    const items = (await res.json()) as JobseekerCard[];
    if (items.length < PAGE) throw new Error(`${path}?${query} has fewer than ${DEEP_PAGE} pages`);
    return `${path}?${query}${query ? '&' : ''}limit=${PAGE}&after=${items[PAGE - 1]!._id}`;
  };
  const page1 = (path: string, q: string) => `${path}?${q}${q ? '&' : ''}limit=${PAGE}`;
  const jobsDeep = await Promise.all(DEEP_JOBS.map((q) => deepAnchor('/api/jobs', q, seeker)));
  const seekersDeep = await Promise.all(DEEP_SEEKERS.map((q) => deepAnchor('/api/jobseekers', q, school)));

  // A short warm-up, so the first scenario does not pay for cold caches alone.
  await load(base, seeker, 'warm-up', jobCombos().map((q) => page1('/api/jobs', q)));
  const rows = [
    // The floor under every search: a signed-in call that only reads the session. Its p99 on this machine
    // bounds what any search can reach with the same connections.
    await load(base, seeker, 'Floor: /api/auth/me (session only)', ['/api/auth/me']),
    await load(base, seeker, 'Browse Jobs, page 1, rotating filters', jobCombos().map((q) => page1('/api/jobs', q))),
    await load(base, seeker, 'Browse Jobs, page 1, broad filters', DEEP_JOBS.map((q) => page1('/api/jobs', q))),
    await load(base, seeker, `Browse Jobs, page ${DEEP_PAGE.toLocaleString('en-IN')}, same filters`, jobsDeep),
    await load(base, school, 'Find Employee, page 1, rotating filters', seekerCombos().map((q) => page1('/api/jobseekers', q))),
    await load(base, school, 'Find Employee, page 1, broad filters', DEEP_SEEKERS.map((q) => page1('/api/jobseekers', q))),
    await load(base, school, `Find Employee, page ${DEEP_PAGE.toLocaleString('en-IN')}, same filters`, seekersDeep),
  ];
  console.log(
    `\n${onPglite ? 'PGlite (in memory)' : 'PostgreSQL'}: ${ROWS.toLocaleString('en-IN')} jobs and ${ROWS.toLocaleString('en-IN')} job seekers seeded in ${(seedMs / 1000).toFixed(0)} s; ` +
      `HTTP, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${PAGE} a page\n`,
  );
  console.table(rows);
  console.log('Slowest combinations, one request at a time:');
  for (const line of await slowest(base, seeker, jobCombos().map((q) => page1('/api/jobs', q)))) console.log(line);
  for (const line of await slowest(base, school, seekerCombos().map((q) => page1('/api/jobseekers', q)))) console.log(line);
} finally {
  await close();
}
