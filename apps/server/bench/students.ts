/**
 * Benchmarks the student register with a million students in 200 schools (5,000 each), and a
 * 5,000-row CSV import.
 *   npm run bench -- --students        on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 *   BENCH_STUDENTS=100000 npm run bench -- --students   a smaller run
 */
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { schoolClasses } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { measurer, openBench, PASSWORD } from './harness.ts';
import { seedStudents } from './seed-students.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1_000_000);
const SCHOOLS = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const { database, app, close } = await openBench({ area: 'students' });
const { db } = database;

const seed = () => seedStudents(db, STUDENTS, SCHOOLS);

const measure = measurer(REQUESTS, ['p50 ms', 'p95 ms', 'p99 ms']);
try {
  const seedMs = await seed();
  const hash = await hashPassword(PASSWORD);
  const clerk = async (code: string, userId: string) => {
    await db.execute(sql`insert into users (user_id, name, email, password_hash, role, status, institute_code, profile_completed)
      values (${userId}, 'Bench Clerk', ${`${userId.toLowerCase()}@bench.test`}, ${hash}, 'instituteUser', 'approved', ${code}, true)`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: userId, password: PASSWORD },
    });
    return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  };
  const headers = await clerk('BS-7', 'BENCH-CLERK');
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });
  const [class5] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.instituteCode, 'BS-7'), eq(schoolClasses.name, 'Class 5')));
  const classId = class5!.id;

  const table = [
    await measure('students, page 1', get('/api/students')),
    await measure('students, page 200', get('/api/students?page=200')),
    await measure('students, search "meera iyer"', get('/api/students?q=meera%20iyer')),
    await measure('students, search guardian phone', get('/api/students?q=9000001407')),
    await measure('students of Class 5, by roll number', get(`/api/students?classId=${classId}`)),
    await measure('office dashboard summary', get('/api/students/summary')),
    await measure('export the whole school as CSV', get('/api/students/export'), 10),
  ];

  const importer = await clerk(`BS-${SCHOOLS + 1}`, 'BENCH-IMPORT');
  const header =
    'Admission Number,Name,Gender,Date of Birth,Class,Section,Roll Number,Guardian Name,Guardian Phone,Address,Admission Date';
  const lines = Array.from(
    { length: 5000 },
    (_, i) =>
      `N${i + 1},Student ${i + 1},${i % 2 ? 'Male' : 'Female'},14/06/2016,Class ${1 + (i % 12)},${i % 2 ? 'A' : 'B'},${1 + (i % 40)},Guardian ${i},98${String(i).padStart(8, '0')},,01/04/2026`,
  );
  const csv = [header, ...lines].join('\r\n');
  const t = performance.now();
  const imported = await app.inject({
    method: 'POST',
    url: '/api/students/import',
    headers: importer,
    payload: { csv, mode: 'all' },
  });
  const importMs = performance.now() - t;
  if (imported.json<{ imported: number }>().imported !== 5000)
    throw new Error(`import: ${imported.body.slice(0, 300)}`);

  console.log(
    `\nPostgreSQL: ${STUDENTS.toLocaleString('en-IN')} students in ${SCHOOLS} schools seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} requests per scenario, one at a time\n`,
  );
  console.table(table);
  console.log(`Import of 5,000 CSV rows (checked, then written in one transaction): ${(importMs / 1000).toFixed(2)} s`);
} finally {
  await close();
}
