/**
 * Benchmarks the fee counter: 200 collections at once for 200 students of one school on PostgreSQL
 * (every one queues on the same receipt counter), then the same again with every payment sent twice.
 * Reports receipts a second and checks the numbers are gapless and unique. The machine is often shared, so
 * it also reports the CPU each receipt took in Node and in PostgreSQL's backends (read from /proc on Linux):
 * those hold steadier than the wall clock when something else runs.
 *   npm run bench -- --fees      (BENCH_DATABASE_URL, default the local server; BENCH_COLLECTIONS=200)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { indianToday } from '../src/modules/fees/index.ts';
import { openBench, PASSWORD } from './harness.ts';

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 200);
const WARM_UP = 20;

const { database, app, name: benchDb, close } = await openBench({ area: 'fees' });
const { db } = database;

/** One school with students for the warm-up and the two rounds (one each), each owing one yearly ₹12,000 tuition instalment. */
async function seed() {
  await db.execute(sql`insert into institutes (code, name) values ('BF-1', 'Bench Public School')`);
  await db.execute(
    sql`insert into academic_years (institute_code, start_year, is_current) values ('BF-1', 2026, true)`,
  );
  await db.execute(
    sql`insert into school_classes (institute_code, academic_year_id, name, position) select 'BF-1', id, 'Class 5', 5 from academic_years`,
  );
  await db.execute(
    sql`insert into class_sections (institute_code, class_id, name) select 'BF-1', id, 'A' from school_classes`,
  );
  await db.execute(sql`
    insert into students (institute_code, admission_number, name, gender, dob, section_id, guardian_name, guardian_phone, admission_date)
    select 'BF-1', 'F' || g, 'Student ' || g, 'female', date '2016-01-01', (select id from class_sections), 'Guardian ' || g, '9' || lpad(g::text, 9, '0'), date '2026-04-01'
    from generate_series(1, ${COLLECTIONS * 2 + WARM_UP}) g`);
  await db.execute(sql`insert into fee_heads (institute_code, name, is_tuition) values ('BF-1', 'Tuition', true)`);
  await db.execute(sql`
    insert into fee_instalments (institute_code, academic_year_id, class_id, head_id, frequency, label, due_date, amount_paise)
    select 'BF-1', c.academic_year_id, c.id, h.id, 'yearly', 'Yearly', date '2026-04-10', 1200000 from school_classes c, fee_heads h`);
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`insert into users (user_id, name, email, password_hash, role, status, institute_code, profile_completed)
    values ('BENCH-CLERK', 'Bench Clerk', 'bench-clerk@bench.test', ${hash}, 'instituteUser', 'approved', 'BF-1', true)`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'BENCH-CLERK', password: PASSWORD },
  });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** CPU milliseconds the bench database's backends have used so far (Linux /proc; NaN elsewhere). */
function postgresCpuMs(): number {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(benchDb)) continue;
        // utime and stime, in clock ticks of 10 ms, after the process name.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A backend that ended between the listing and the read.
      }
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}

async function round(
  headers: Record<string, string>,
  students: { id: string; instalment: string }[],
  name: string,
  sendsEach: number,
) {
  const bodies = students.map((s, i) => ({
    studentId: s.id,
    idempotencyKey: `${name}-${i}`,
    paidOn: indianToday(new Date()),
    mode: 'cash',
    allocations: [{ instalmentId: s.instalment, amount: 5000 }],
  }));
  const calls = bodies.flatMap((b) => Array.from({ length: sendsEach }, () => b));
  const [nodeBefore, postgresBefore] = [process.cpuUsage(), postgresCpuMs()];
  const started = performance.now();
  const answers = await Promise.all(
    calls.map((payload) => app.inject({ method: 'POST', url: '/api/fees/receipts', headers, payload })),
  );
  const ms = performance.now() - started;
  const nodeCpu = process.cpuUsage(nodeBefore);
  const postgresCpu = postgresCpuMs() - postgresBefore;
  const bad = answers.find((a) => a.statusCode !== 201);
  if (bad) throw new Error(`${name}: status ${bad.statusCode} ${bad.body.slice(0, 200)}`);
  return {
    scenario: name,
    requests: calls.length,
    receipts: new Set(answers.map((a) => a.json<{ _id: string }>()._id)).size,
    'wall ms': ms.toFixed(0),
    'receipts/s': ((students.length / ms) * 1000).toFixed(0),
    'Node CPU ms/receipt': ((nodeCpu.user + nodeCpu.system) / 1000 / students.length).toFixed(2),
    'PostgreSQL CPU ms/receipt': (postgresCpu / students.length).toFixed(2),
  };
}

try {
  const headers = await seed();
  const found: unknown = await db.execute(
    sql`select s.id, i.id as instalment from students s, fee_instalments i order by s.admission_number`,
  );
  const students = (found as { rows: { id: string; instalment: string }[] }).rows;
  // A first, small round opens the pool's connections and the counter row, as a school's first receipts of the day do.
  await round(headers, students.slice(COLLECTIONS * 2), 'warm-up', 1);
  const table = [
    await round(headers, students.slice(0, COLLECTIONS), `${COLLECTIONS} collections at once`, 1),
    await round(
      headers,
      students.slice(COLLECTIONS, COLLECTIONS * 2),
      `${COLLECTIONS} collections at once, each sent twice`,
      2,
    ),
  ];
  const numbers: unknown = await db.execute(sql`select number from fee_receipts order by number`);
  const got = (numbers as { rows: { number: number }[] }).rows.map((r) => r.number);
  const gapless = got.length === COLLECTIONS * 2 + WARM_UP && got.every((n, i) => n === i + 1);
  console.log(`\nPostgreSQL: receipts of one school's year, all queued on one counter row\n`);
  console.table(table);
  console.log(
    `Receipt numbers: ${got.length} receipts, ${gapless ? `1 to ${got.length}, gapless and unique` : 'NOT gapless or unique'}`,
  );
  if (!gapless) process.exitCode = 1;
} finally {
  await close();
}
