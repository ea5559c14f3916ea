import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * `students` students in `schools` schools (15 classes of two sections each), in SQL; one more school is left
 * empty (the students bench imports into it). Answers the milliseconds it took. Used by --students and --ops.
 */
export async function seedStudents(db: Db, students: number, schools: number): Promise<number> {
  const started = performance.now();
  await db.execute(
    sql`insert into institutes (code, name) select 'BS-' || g, 'Vidya Niketan ' || g from generate_series(1, ${schools + 1}) g`,
  );
  await db.execute(
    sql`insert into academic_years (institute_code, start_year, is_current) select code, 2026, true from institutes`,
  );
  await db.execute(sql`
    insert into school_classes (institute_code, academic_year_id, name, position)
    select y.institute_code, y.id, case when p < 3 then (array['Nursery','LKG','UKG'])[p + 1] else 'Class ' || (p - 2) end, p
    from academic_years y cross join generate_series(0, 14) p`);
  await db.execute(sql`
    insert into class_sections (institute_code, class_id, name)
    select c.institute_code, c.id, s from school_classes c cross join (values ('A'), ('B')) v(s)`);
  // Every school but the last gets its share of students; the last one is for the import.
  await db.execute(sql`
    with sections as (
      select id, institute_code, row_number() over (order by institute_code, id) - 1 as n
      from class_sections where institute_code <> ${`BS-${schools + 1}`}
    ), total as (select count(*) as n from sections)
    insert into students (institute_code, admission_number, name, gender, dob, section_id, roll_number, guardian_name, guardian_phone, admission_date)
    select s.institute_code, 'A' || g,
      (array['Aarav','Diya','Vihaan','Ananya','Ishaan','Saanvi','Kabir','Meera','Arjun','Fatima'])[1 + g % 10]
        || ' ' || (array['Sharma','Iyer','Khan','Das','Nair','Patel','Reddy','Singh','Menon','Gupta'])[1 + (g / 10) % 10],
      case when g % 2 = 0 then 'male' else 'female' end,
      date '2010-01-01' + (g % 3000), s.id, 1 + (g / 6000) % 40, 'Guardian ' || g, '9' || lpad(g::text, 9, '0'),
      date '2026-04-01' - (g % 2000)
    from generate_series(1, ${students}) g join sections s on s.n = g % (select n from total)`);
  await db.execute(sql`analyze`);
  return performance.now() - started;
}
