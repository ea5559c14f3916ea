import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Institute } from '../../db/scoped.ts';
import { ruleLinesCte } from './ledger-lines.ts';
import { sqlRows } from './report-helpers.ts';

/**
 * Makes a year's stored lines (`fee_lines`, decision 021) current before a report reads them: placed once when
 * the year is first reported, and again only when a trigger has logged a change to what they are built from
 * (students, moves, classes, sections, heads, instalments, concessions, head assignments). Payments never need
 * it: triggers keep what stands paid on the lines themselves. Answers whether it placed them.
 */
export async function ensureLinesPlaced(db: DbOrTx, institute: Institute, academicYearId: string): Promise<boolean> {
  return (await ensureYearsPlaced(db, institute, [academicYearId])) > 0;
}

/**
 * ensureLinesPlaced for several years, in the order given; answers how many it placed. Their state is asked in one
 * statement: a report of the third year reads every earlier year's arrears (decision 032), and a round trip per year
 * on every call was a cost that grew with the school's history.
 */
export async function ensureYearsPlaced(db: DbOrTx, institute: Institute, academicYearIds: string[]): Promise<number> {
  if (academicYearIds.length === 0) return 0;
  const states = await sqlRows<{ id: string; stale: boolean }>(
    db,
    sql`select y.id,
      not exists (select 1 from fee_line_years where academic_year_id = y.id and institute_code = ${institute})
        or exists (select 1 from fee_line_changes where institute_code = ${institute} and academic_year_id = y.id) as stale
      from unnest(${sql.param(academicYearIds)}::uuid[]) with ordinality as y(id, n) order by y.n`,
  );
  const stale = states.filter((y) => y.stale);
  for (const year of stale) await db.transaction((tx) => placeLines(tx, institute, year.id));
  return stale.length;
}

/** Rows a placing writes past which it refreshes the table's statistics (about a class of 400 students' year). */
const ANALYZE_AFTER_ROWS = 5_000;

/**
 * Places every line of a year from ledger-lines.ts's rule, leaving what stands paid as the triggers keep it;
 * answers how many rows it wrote.
 * Safe beside payments and other writes without a lock:
 * - one statement reads the change log and the ledger in one snapshot and deletes only the log rows it saw, so a
 *   change committed meanwhile stays logged and the next report places again;
 * - it writes only rows whose placing differs, and only the placed columns, so a payment's sums on the same row are
 *   never overwritten (a row a payment locks is updated after it commits);
 * - the second statement, in a new snapshot, removes lines neither charged nor paid; a line a payment has just
 *   paid fails `allocations = 0` on recheck and stays.
 */
export async function placeLines(
  tx: DbOrTx,
  institute: Institute,
  academicYearId: string,
  studentId?: string,
): Promise<number> {
  const ofStudent = studentId ? sql`and student_id = ${studentId}` : sql``;
  const query = sql`
    with ${ruleLinesCte(institute, academicYearId, studentId)},
    ${
      // One student's lines placed leave the log alone: the rest of the year is still to place.
      studentId
        ? sql``
        : sql`seen as (
      delete from fee_line_changes where institute_code = ${institute} and academic_year_id = ${academicYearId}
    ),`
    } stored as (
      select student_id, instalment_id, due_date, class_id, section_id, net_paise, charged, in_ledger
      from fee_lines where institute_code = ${institute} and academic_year_id = ${academicYearId} ${ofStudent}
    ), differing as (
      -- Charged lines, and paid ones in a class the student sat in (counted though not charged, as the counter shows them),
      -- where the stored row is missing or says otherwise: after an admission, its few lines; rows unchanged are not rewritten.
      select pl.* from rule_lines pl left join stored st on st.student_id = pl.student_id and st.instalment_id = pl.instalment_id
      where (pl.charged or st.student_id is not null)
        and (st.student_id is null
          or (st.due_date, st.class_id, st.section_id, st.net_paise, st.charged, st.in_ledger) is distinct from (pl.due_date, pl.class_id, pl.section_id, pl.net, pl.charged, pl.active))
    ), placed_lines as (
      insert into fee_lines (institute_code, student_id, instalment_id, academic_year_id, due_date, class_id, section_id, net_paise, charged, in_ledger)
      select ${institute}, d.student_id, d.instalment_id, ${academicYearId}, d.due_date, d.class_id, d.section_id, d.net, d.charged, d.active from differing d
      on conflict (student_id, instalment_id) do update set
        due_date = excluded.due_date, class_id = excluded.class_id, section_id = excluded.section_id,
        net_paise = excluded.net_paise, charged = excluded.charged, in_ledger = excluded.in_ledger
      returning 1
    ), left_out as (
      -- Lines of the year no longer the rule's (a class they never sat in, a year they were never placed in): not
      -- counted, their payments kept. A student who left keeps their charged lines outside the ledger (in_ledger false).
      update fee_lines l set charged = false, in_ledger = false, class_id = null, section_id = null
      from (select st.student_id, st.instalment_id from stored st
            where (st.charged or st.in_ledger)
              and not exists (select 1 from rule_lines pl where pl.student_id = st.student_id and pl.instalment_id = st.instalment_id)) gone
      where l.student_id = gone.student_id and l.instalment_id = gone.instalment_id
      returning 1
    )${
      studentId
        ? sql``
        : sql`, marked as (
      insert into fee_line_years (institute_code, academic_year_id) values (${institute}, ${academicYearId}) on conflict do nothing
    )`
    }
    select ((select count(*) from placed_lines) + (select count(*) from left_out))::int as written`;
  const removeUnused = sql`
    delete from fee_lines where institute_code = ${institute} and academic_year_id = ${academicYearId} ${ofStudent} and allocations = 0 and not charged`;
  // One student's placing runs on every counter read and collection, once per year of theirs: planning the statement
  // took several times its run (6 ms against 1.5), so it is prepared once per connection. A whole year's is not.
  const [placed] = studentId
    ? await executeNamed<{ written: number }>(tx, 'fees_place_student_lines', query)
    : await sqlRows<{ written: number }>(tx, query);
  if (studentId) await executeNamed(tx, 'fees_remove_student_unused_lines', removeUnused);
  else await tx.execute(removeUnused);
  const written = placed?.written ?? 0;
  // A school's first placing (or a change to a whole structure) rewrites thousands of rows: without fresh statistics
  // the planner took the year's 51,000 lines for 3 and sorted them on disk to sum them (72 ms instead of 34 at 3,000
  // students). Autovacuum would analyze the table only a minute or more later.
  if (written >= ANALYZE_AFTER_ROWS) await tx.execute(sql`analyze fee_lines`);
  return written;
}
