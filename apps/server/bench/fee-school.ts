/**
 * The big school both fee benches time (issue 46), built one way for both: fee-reports.ts times its reports, fees.ts its
 * counter. `--students` students (3,000 unless given) in 15 classes of two sections, 17 instalments a class (monthly
 * tuition, quarterly transport, yearly exam) and a year of payments (50,000 receipts for 3,000 students, the same share
 * for any size; BENCH_RECEIPTS overrides) spread over the first year (2024-25), 3% of them cancelled, from four clerks;
 * one student in ten admitted mid-year (July to October), a per-day late fee capped per student and year in every
 * class, and a concession for one student in twenty. `history` then runs two year ends through the real service and
 * pays the two later years in part, earlier years' arrears too, up to today in the third year (2026-27).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { academicYearName } from '@school-portal/contract';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { PASSWORD, type Bench } from './harness.ts';

/** The value after a flag (`--students 300`), or undefined when the flag is absent. */
export const option = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at < 0 ? undefined : process.argv[at + 1];
};

/** The school's size from `--students`, and its first year's receipts. */
export function schoolSize() {
  const students = Number(option('--students') ?? 3000);
  if (!Number.isInteger(students) || students < 30)
    throw new Error('--students takes a whole number of at least 30 (two sections of 15 classes)');
  const receipts = Number(process.env.BENCH_RECEIPTS ?? Math.round((students * 50_000) / 3000));
  return { students, receipts };
}

/** The machine's load (1, 5 and 15 minutes), printed before and after: the machine is shared, and figures under load mislead. */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/** The first of the school's three years; today falls in the third (2026-27). */
export const FIRST = 2024;
const day = (yearOffset: number, monthDay: string) => `${FIRST + yearOffset}-${monthDay}`;

export type Get = (url: string) => () => Promise<{ statusCode: number; body: string }>;

export function feeSchool({ database: { db }, app }: Bench, { students, receipts }: ReturnType<typeof schoolSize>) {
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  /** The first year, written straight to the tables; answers the first clerk's headers. */
  async function seed() {
    const started = performance.now();
    const hash = await hashPassword(PASSWORD);
    await db.execute(sql`insert into institutes (code, name) values ('BR-1', 'Bench Public School')`);
    await db.execute(sql`insert into users (user_id, name, email, password_hash, role, status, institute_code, profile_completed)
      select 'BR-CLERK-' || g, 'Clerk ' || g, 'clerk' || g || '@bench.test', ${hash}, 'instituteUser', 'approved', 'BR-1', true from generate_series(1, 4) g`);
    await db.execute(
      sql`insert into academic_years (institute_code, start_year, is_current) values ('BR-1', ${FIRST}, true)`,
    );
    await db.execute(
      sql`insert into school_classes (institute_code, academic_year_id, name, position) select 'BR-1', y.id, 'Class ' || g, g from academic_years y, generate_series(1, 15) g`,
    );
    await db.execute(
      sql`insert into class_sections (institute_code, class_id, name) select 'BR-1', c.id, s from school_classes c, unnest(array['A', 'B']) s`,
    );
    await db.execute(sql`
      create temporary table bench_sections as select id, row_number() over (order by class_id, name) - 1 as n from class_sections`);
    await db.execute(sql`
      insert into students (institute_code, admission_number, name, gender, dob, section_id, guardian_name, guardian_phone, admission_date)
      select 'BR-1', 'R' || g, 'Student ' || g, 'female', date '2016-01-01', s.id, 'Guardian ' || g, '9' || lpad(g::text, 9, '0'),
        case when g % 10 = 0 then ${day(0, '07-01')}::date + (g % 120) else ${day(0, '04-01')}::date end
      from generate_series(1, ${students}) g join bench_sections s on s.n = (g - 1) % 30`);
    await db.execute(
      sql`insert into fee_heads (institute_code, name, is_tuition) values ('BR-1', 'Tuition', true), ('BR-1', 'Transport', false), ('BR-1', 'Exam', false)`,
    );
    await db.execute(sql`
      insert into fee_instalments (institute_code, academic_year_id, class_id, head_id, frequency, label, due_date, amount_paise)
      select 'BR-1', c.academic_year_id, c.id, h.id, p.frequency, p.label, p.due, p.paise
      from school_classes c
      cross join lateral (
        select 'Tuition' as head, 'monthly' as frequency, to_char(d, 'FMMonth') as label, d::date as due, 250000 as paise from generate_series(${day(0, '04-10')}::date, ${day(1, '03-10')}::date, interval '1 month') d
        union all select 'Transport', 'quarterly', 'Quarter ' || q, (${day(0, '04-10')}::date + (q - 1) * interval '3 months')::date, 450000 from generate_series(1, 4) q
        union all select 'Exam', 'yearly', 'Yearly', ${day(0, '04-10')}::date, 150000
      ) p
      join fee_heads h on h.name = p.head`);
    await db.execute(sql`
      insert into fee_late_rules (institute_code, class_id, kind, amount_paise, grace_days, cap_paise, scope)
      select 'BR-1', id, 'perDay', 1000, 5, 30000, 'year' from school_classes`);
    await db.execute(sql`
      insert into fee_concessions (institute_code, student_id, academic_year_id, head_id, type, mode, value, reason, created_by)
      select 'BR-1', s.id, (select id from academic_years), null, 'sibling', 'percent', 1000, 'Bench', (select id from users where user_id = 'BR-CLERK-1')
      from students s where substr(s.admission_number, 2)::int % 20 = 0`);
    await db.execute(sql`
      create temporary table bench_due as
      select s.id as student_id, st.n as student_no, i.id as instalment_id, i.amount_paise, i.due_date,
        row_number() over (partition by s.id order by i.due_date, i.id) - 1 as k
      from students s
      join class_sections sec on sec.id = s.section_id
      join fee_instalments i on i.class_id = sec.class_id
      join (select id, row_number() over (order by admission_number) - 1 as n from students) st on st.id = s.id`);
    await db.execute(sql`create index on bench_due (student_no, k)`);
    await db.execute(sql`
      insert into fee_receipts (institute_code, academic_year_id, number, receipt_no, student_id, amount_paise, mode, reference, paid_on, collected_by, idempotency_key, status, cancel_reason, cancelled_by, cancelled_at)
      select 'BR-1', (select id from academic_years), g, ${`${academicYearName(FIRST)}/`} || lpad(g::text, 6, '0'), d.student_id, d.amount_paise,
        (array['cash', 'cash', 'upi', 'cheque', 'bankTransfer', 'card'])[1 + g % 6], case when g % 6 = 2 then 'UPI' || g end,
        ${day(0, '04-01')}::date + (g * 7919) % 365, clerk.id, 'bench-' || g,
        case when g % 33 = 0 then 'cancelled' else 'active' end, case when g % 33 = 0 then 'Bench' end,
        case when g % 33 = 0 then clerk.id end, case when g % 33 = 0 then now() end
      from generate_series(1, ${receipts}) g
      join bench_due d on d.student_no = (g - 1) % ${students} and d.k = ((g - 1) / ${students}) % 17
      join lateral (select id from users where user_id = 'BR-CLERK-' || (1 + g % 4)) clerk on true`);
    await db.execute(sql`
      insert into fee_allocations (institute_code, receipt_id, student_id, instalment_id, amount_paise)
      select 'BR-1', r.id, r.student_id, d.instalment_id, r.amount_paise
      from fee_receipts r join bench_due d on d.student_id = r.student_id and d.k = ((r.number - 1) / ${students}) % 17`);
    await countReceipts(FIRST);
    await db.execute(sql`analyze`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'BR-CLERK-1', password: PASSWORD },
    });
    const [counts] = await rows(
      sql`select (select count(*) from fee_receipts)::int as receipts, (select count(*) from fee_allocations)::int as allocations, (select count(*) from students)::int as students`,
    );
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
    return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  }

  /**
   * The year's receipt counter at the last number written straight to the table, as the counter would have left it:
   * a receipt collected afterwards takes the next number, not one already printed.
   */
  async function countReceipts(startYear: number) {
    await db.execute(sql`
      insert into fee_receipt_counters (institute_code, academic_year_id, prefix, last_number)
      select 'BR-1', y.id, ${`${academicYearName(startYear)}/`}, (select coalesce(max(number), 0) from fee_receipts r where r.academic_year_id = y.id)
      from academic_years y where y.institute_code = 'BR-1' and y.start_year = ${startYear}
      on conflict (institute_code, academic_year_id) do update set last_number = excluded.last_number`);
  }

  /**
   * The year end (decision 036) of the current year (starting `closing`): its preview and its one-transaction run into
   * the next (fees up 10%, one student in a hundred kept back, one in two hundred leaving), each timed once, as a school
   * runs it once. The highest class passes out. Answers the run's seconds.
   */
  async function yearEnd(headers: Record<string, string>, closing: number) {
    const [year] = await rows<{ id: string }>(sql`select id from academic_years where is_current`);
    const active = sql`status = 'active' and case when admission_number ~ '^R[0-9]+$' then substr(admission_number, 2)::int`;
    const detained = (await rows<{ id: string }>(sql`select id from students where ${active} % 100 = 0 end`)).map(
      (r) => r.id,
    );
    const leavers = (await rows<{ id: string }>(sql`select id from students where ${active} % 200 = 7 end`)).map(
      (r) => ({ studentId: r.id, leftOn: `${closing + 1}-03-31`, reason: 'Family moved' }),
    );
    const payload = { fromYearId: year!.id, increasePercent: 10, roundTo: 10, detained, leavers };
    const timed = async (what: string, url: string) => {
      const began = performance.now();
      const res = await app.inject({ method: 'POST', url, headers, payload });
      const seconds = (performance.now() - began) / 1000;
      console.log(
        `${what}: ${seconds.toFixed(2)} s, answered ${res.statusCode}${res.statusCode >= 300 ? ` ${res.body.slice(0, 200)}` : ''}`,
      );
      if (res.statusCode >= 300) throw new Error(`${what} failed`);
      return seconds;
    };
    console.log(
      `\nThe year end of ${academicYearName(closing)} (${students} students): ${detained.length} kept back, ${leavers.length} leaving (target: the run under 10 s)`,
    );
    await timed('year-end preview', '/api/year-end/preview');
    return timed('year-end run (one transaction)', '/api/year-end/run');
  }

  /**
   * A year of the school's payments after a year end, written straight to the tables as the seed's are: in full, four
   * instalments in five of this year's fallen due by today, and three in ten of what students still owed of earlier
   * years (arrears paid in a later year, in its receipt series). Each year draws its own lines (the year is in the
   * hash): with one draw for every year, the lines a year left unpaid were never among those a later year paid.
   * Every year's lines are placed first, as reports do.
   */
  async function payYear(get: Get, yearOffset: number) {
    const years = await rows<{ id: string; current: boolean }>(
      sql`select id, is_current as current from academic_years order by start_year`,
    );
    for (const y of years) await get(`/api/fees/reports/dues-by-class?academicYearId=${y.id}`)();
    const current = years.find((y) => y.current)!.id;
    const key = `bench-y${yearOffset}-`;
    const prefix = `${academicYearName(FIRST + yearOffset)}/`;
    await db.execute(sql`
      insert into fee_receipts (institute_code, academic_year_id, number, receipt_no, student_id, amount_paise, mode, paid_on, collected_by, idempotency_key, status)
      select 'BR-1', ${current}, n, ${prefix} || lpad(n::text, 6, '0'), student_id, owed, 'cash', paid_on,
        (select id from users where user_id = 'BR-CLERK-1'), ${key} || n || ':' || instalment_id, 'active'
      from (
        select l.student_id, l.instalment_id, l.net_paise - l.fee_paise as owed,
          least(greatest(l.due_date, ${day(yearOffset, '04-01')}::date), current_date) as paid_on,
          row_number() over (order by l.due_date, l.student_id, l.instalment_id) as n
        from fee_lines l
        where l.institute_code = 'BR-1' and l.charged and l.in_ledger and l.net_paise > l.fee_paise
          and l.due_date <= least(current_date, ${day(yearOffset + 1, '03-31')}::date)
          and abs(hashtext(l.student_id::text || l.instalment_id::text || ${String(yearOffset)})) % 10
            < case when l.academic_year_id = ${current} then 8 else 3 end
      ) due`);
    await db.execute(sql`
      insert into fee_allocations (institute_code, receipt_id, student_id, instalment_id, amount_paise)
      select 'BR-1', r.id, r.student_id, split_part(r.idempotency_key, ':', 2)::uuid, r.amount_paise
      from fee_receipts r where r.institute_code = 'BR-1' and r.idempotency_key like ${`${key}%`}`);
    await countReceipts(FIRST + yearOffset);
    // A year of a real server's autovacuum: the year end and the payments leave every line of the school rewritten,
    // and the bench's PostgreSQL runs with autovacuum off (this machine's), where the third year read past more dead
    // rows than live ones (132,000 against 183,700 in fee_lines, 29 Nov 2026): figures of no real school.
    await db.execute(sql`vacuum analyze`);
    const paid = await rows<{ year: number; lines: number }>(sql`
      select y.start_year as year, count(*)::int as lines
      from fee_receipts r join fee_allocations a on a.receipt_id = r.id
      join fee_instalments i on i.id = a.instalment_id join academic_years y on y.id = i.academic_year_id
      where r.idempotency_key like ${`${key}%`} group by y.start_year order by y.start_year`);
    const arrears = paid.filter((p) => p.year !== FIRST + yearOffset);
    console.log(
      `Paid in ${academicYearName(FIRST + yearOffset)}: ${paid.reduce((n, p) => n + p.lines, 0)} receipts, ${arrears.reduce((n, p) => n + p.lines, 0)} of them earlier years' arrears (${arrears.map((p) => `${academicYearName(p.year)}: ${p.lines}`).join(', ') || 'none'})`,
    );
  }

  /** Two year ends and the two later years' payments: today, in the third year. Answers the year-end runs' seconds. */
  async function history(headers: Record<string, string>, get: Get) {
    const runs = [await yearEnd(headers, FIRST)];
    await payYear(get, 1);
    runs.push(await yearEnd(headers, FIRST + 1));
    await payYear(get, 2);
    return runs;
  }

  return { rows, seed, yearEnd, payYear, history };
}
