/**
 * Benchmarks the fee counter: 200 collections at once for 200 students of one school (every one queues on the same
 * receipt counter), then the same again with every payment sent twice. Reports receipts a second and checks the numbers
 * are gapless and unique, then the counter's dues and the fee card of one student, p95 (issue 46: under 100 ms). The
 * machine is often shared, so it also reports the CPU each receipt took in Node and in PostgreSQL's backends (read from
 * /proc on Linux; those hold steadier than the wall clock when something else runs), and the load average first and last.
 * By default the school is fee-school.ts's with three years of history (issue 46): 3,000 students, the first year's
 * 50,000 receipts, two year ends run by the real service (each timed, target under 10 s) and two later years paid in
 * part; the collections are taken today in the third year, each paying a student's oldest standing line (an earlier
 * year's arrear when they owe one), and the counter and the fee card are timed for a student with arrears.
 * `--one-year` runs the shape this bench had before: one class, one yearly instalment, no history, so both can be
 * printed on the same machine.
 *   npm run bench -- --fees                        three years, on PostgreSQL (BENCH_DATABASE_URL, default the local server)
 *   npm run bench -- --fees --one-year             one year, no history (the figures before issue 46)
 *   npm run bench -- --fees --students 300         a smaller school to try it quickly (with BENCH_COLLECTIONS=50)
 *   npm run bench -- --fees --pglite               PGlite in memory (one connection: the collections queue in Node)
 *   (BENCH_COLLECTIONS=200 collections a round; BENCH_RECEIPTS the first year's receipts)
 * Full size, on a quiet machine: npm run bench -- --fees --one-year && npm run bench -- --fees
 */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { indianToday } from '../src/modules/fees/index.ts';
import { feeSchool, loadAverage, schoolSize, type Get } from './fee-school.ts';
import { measurer, openBench, PASSWORD } from './harness.ts';

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 200);
const WARM_UP = 20;
const ONE_YEAR = process.argv.includes('--one-year');
const PGLITE = process.argv.includes('--pglite');
const SIZE = schoolSize();

const bench = await openBench({ area: 'fees', pglite: PGLITE });
const { database, app, name: benchDb, close } = bench;
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};

/** A student the rounds collect from: the instalment paid and the rupees paid of it. */
interface Payer {
  id: string;
  instalment: string;
  rupees: number;
  /** The instalment is of an earlier year than the student's current one. */
  arrear: boolean;
}

/**
 * The shape before issue 46: one school with students for the warm-up and the two rounds (one each), each owing one
 * yearly ₹12,000 tuition instalment.
 */
async function seedOneYear() {
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
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const payers = await rows<Payer>(
    sql`select s.id, i.id as instalment, 5000 as rupees, false as arrear from students s, fee_instalments i order by s.admission_number`,
  );
  return { headers, payers };
}

/**
 * fee-school.ts's school, its three years run up to today; the payers are students owing at least ₹100 on a line fallen
 * due, each paying ₹100 of their oldest (as the counter's "amount" pays oldest first), in the order of their ids.
 */
async function seedThreeYears() {
  const school = feeSchool(bench, SIZE);
  const headers = await school.seed();
  const get: Get = (url) => () => app.inject({ method: 'GET', url, headers });
  const runs = await school.history(headers, get);
  console.log(`Year-end runs: ${runs.map((s) => `${s.toFixed(2)} s`).join(', ')} (target under 10 s each)`);
  const payers = await rows<Payer>(sql`
    select distinct on (l.student_id) l.student_id as id, l.instalment_id as instalment, 100 as rupees,
      l.academic_year_id <> c.academic_year_id as arrear
    from fee_lines l
    join students s on s.id = l.student_id and s.status = 'active'
    join class_sections sec on sec.id = s.section_id join school_classes c on c.id = sec.class_id
    where l.institute_code = 'BR-1' and l.charged and l.net_paise - l.fee_paise >= 10000 and l.due_date <= current_date
    order by l.student_id, l.due_date, l.instalment_id`);
  if (payers.length < COLLECTIONS * 2 + WARM_UP)
    throw new Error(
      `${payers.length} students owe today, the rounds need ${COLLECTIONS * 2 + WARM_UP}: a smaller BENCH_COLLECTIONS or more --students`,
    );
  return { headers, payers };
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

async function round(headers: Record<string, string>, payers: Payer[], name: string, sendsEach: number) {
  const bodies = payers.map((p, i) => ({
    studentId: p.id,
    idempotencyKey: `${name}-${i}`,
    paidOn: indianToday(new Date()),
    mode: 'cash',
    allocations: [{ instalmentId: p.instalment, amount: p.rupees }],
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
    'of arrears': payers.filter((p) => p.arrear).length,
    'wall ms': ms.toFixed(0),
    'receipts/s': ((payers.length / ms) * 1000).toFixed(0),
    'Node CPU ms/receipt': ((nodeCpu.user + nodeCpu.system) / 1000 / payers.length).toFixed(2),
    // PGlite runs inside Node: its work is in Node's CPU.
    'PostgreSQL CPU ms/receipt': PGLITE ? 'n/a' : (postgresCpu / payers.length).toFixed(2),
  };
}

/** The numbers of this year's series, which the rounds' receipts continue. */
const yearNumbers = async () =>
  (
    await rows<{ number: number }>(
      sql`select number from fee_receipts where academic_year_id = (select id from academic_years where is_current) order by number`,
    )
  ).map((r) => r.number);

/** The counter's dues and the fee card of one student (one with arrears when there are any), one call at a time. */
async function lookups(headers: Record<string, string>, payer: Payer) {
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers });
  const dues = await get(`/api/fees/students/${payer.id}/dues`)();
  const listed = dues.json<{ dues: { academicYear?: string; due: number }[] }>().dues;
  const earlier = listed.filter((d) => d.academicYear);
  console.log(
    `\nThe counter and the fee card of one student: the counter lists ${listed.length} instalments, ${earlier.length} of earlier years (${earlier.filter((d) => d.due > 0).length} of them still owed)`,
  );
  const measure = measurer(40, ['p50 ms', 'p95 ms', 'slowest ms']);
  console.table([
    await measure('counter (dues)', get(`/api/fees/students/${payer.id}/dues`)),
    await measure('fee card', get(`/api/fees/students/${payer.id}/fee-card`)),
  ]);
}

const shape = ONE_YEAR
  ? `one year, no history: one class, ${COLLECTIONS * 2 + WARM_UP} students`
  : `three years of history: ${SIZE.students} students, ${SIZE.receipts} receipts in the first year`;
const databaseName = PGLITE ? 'PGlite' : 'PostgreSQL';
console.log(`${databaseName}, ${shape}; ${COLLECTIONS} collections a round; ${loadAverage()}`);
try {
  const { headers, payers } = ONE_YEAR ? await seedOneYear() : await seedThreeYears();
  const before = (await yearNumbers()).length;
  // A first, small round opens the pool's connections and the counter row, as a school's first receipts of the day do.
  await round(headers, payers.slice(COLLECTIONS * 2, COLLECTIONS * 2 + WARM_UP), 'warm-up', 1);
  const table = [
    await round(headers, payers.slice(0, COLLECTIONS), `${COLLECTIONS} collections at once`, 1),
    await round(
      headers,
      payers.slice(COLLECTIONS, COLLECTIONS * 2),
      `${COLLECTIONS} collections at once, each sent twice`,
      2,
    ),
  ];
  const got = await yearNumbers();
  const gapless = got.length === before + COLLECTIONS * 2 + WARM_UP && got.every((n, i) => n === i + 1);
  console.log(`\n${databaseName}: receipts of one school's year, all queued on one counter row (${shape})\n`);
  console.table(table);
  console.log(
    `Receipt numbers this year: ${got.length} receipts (${before} before the rounds), ${gapless ? `1 to ${got.length}, gapless and unique` : 'NOT gapless or unique'}`,
  );
  if (!gapless) process.exitCode = 1;
  await lookups(headers, payers.find((p) => p.arrear) ?? payers[0]!);
} finally {
  console.log(`\nDone: ${loadAverage()}`);
  await close();
}
