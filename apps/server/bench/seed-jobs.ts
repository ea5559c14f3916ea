/**
 * A million jobs and a million job seekers (or any number) for the jobs bench: all states and
 * districts, every subject, most jobs teaching and a few past their last date, nine seekers in ten
 * looking. Runs on a migrated database; `npm run bench -- --jobs` starts the server on it afterwards.
 */
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { SUBJECT_IDS, districtsOf, STATES } from '@school-portal/contract';
import type { Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { PASSWORD } from './harness.ts';

const SCHOOLS = 1000;

/** Every district of every state, so jobs and seekers spread over all of India. */
const PLACES = STATES.flatMap((s) => districtsOf(s.code).map((d) => [s.code, d] as const));
/** A text[] literal, sent as one parameter (Drizzle would spread a JavaScript array into a row). */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
export const subjects = [...SUBJECT_IDS];
const placeStates = textArray(PLACES.map((p) => p[0]));
const placeDistricts = textArray(PLACES.map((p) => p[1]));
const subjectList = textArray(subjects);

/** Seeds `rows` jobs and as many seekers, unless jobs are there already (a kept database): answers the milliseconds, 0 when skipped. */
export async function seedJobs(database: Database, rows: number): Promise<number> {
  const { db } = database;
  const [seeded] = await db.select({ n: count() }).from(jobs);
  if ((seeded?.n ?? 0) > 0) return 0;
  const hash = await hashPassword(PASSWORD);
  const t = performance.now();
  await db.execute(
    sql`insert into institutes (code, name) select 'BJ-' || n, 'Vidya Niketan School ' || n from generate_series(1, ${SCHOOLS}) n`,
  );
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
    from generate_series(1, ${rows}) g
    join admins a on a.institute_code = 'BJ-' || (1 + g % ${SCHOOLS})`);
  // Job seekers: approved, profiles complete, nine in ten looking.
  await db.execute(sql`
    insert into users (user_id, name, email, phone, password_hash, role, status, profile_completed, created_at, updated_at)
    select 'BJS' || g, (array['Lakshmi','Arjun','Priya','Rahul','Fatima','Joseph','Meena','Suresh','Anita','Kiran'])[1 + g % 10] || ' ' || g,
      'seeker' || g || '@bench.test', '9700000000', ${hash}, 'jobseeker', 'approved', true, now(), now()
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    insert into jobseeker_profiles (user_id, dob, total_exp, school_level, syllabus, subject, state_code, district, is_looking_for_job,
      max_expected_salary_paise, teaching_levels, qualifications, eligibility_tests, languages, summary, work_history,
      last_active_at, updated_at)
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
      -- Words Find Employee's keywords find (decision 038): the database makes each seeker's search text from them.
      (array['Olympiad coaching and smart classes.', 'Board exam preparation for classes 9 and 10.',
        'Class teacher; runs the science exhibition.', 'Spoken English and drama club.'])[1 + g % 4],
      jsonb_build_array(jsonb_build_object('school',
        (array['Kendriya Vidyalaya', 'Vidya Mandir', 'St. Joseph''s School', 'Government Higher Secondary School',
          'DAV Public School'])[1 + g % 5] || ' ' || (1 + g % 400), 'role', 'Teacher', 'from', '2018-06', 'to', '')),
      now() - ((g % 129600) || ' minutes')::interval,
      now() - ((g % 259200) || ' minutes')::interval - (g || ' microseconds')::interval
    from users u cross join lateral (select substr(u.user_id, 4)::int as g) n
    where u.user_id like 'BJS%'`);
  // As autovacuum leaves a table in steady use: statistics and the visibility map up to date.
  await db.execute(sql`vacuum analyze`);
  return performance.now() - t;
}
