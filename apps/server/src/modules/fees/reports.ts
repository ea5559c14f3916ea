import { sql } from 'drizzle-orm';
import { FEE_MESSAGES, type Defaulter, type DefaulterSort } from '@school-portal/contract';
import { toCsv } from '../../http/csv.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { pageWindow, type Page } from '../../db/paging.ts';
import { schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { currentYear } from '../classes/index.ts';
import { daysBetween, indianToday } from './fee-math.ts';
import { ledgerLinesCte } from './ledger-lines.ts';
import { ensureYearsPlaced } from './ledger-store.ts';
import { sqlRows } from './report-helpers.ts';

export { indianToday };

interface DefaulterRow {
  student_id: string;
  name: string;
  admission_number: string;
  class_name: string;
  section_name: string;
  guardian_name: string;
  guardian_phone: string;
  overdue: string;
  earlier: string;
  oldest_due: string;
  total: number;
}

export interface DefaultersFilter {
  classId?: string | undefined;
  sort: DefaulterSort;
}

/** The year a defaulters list covers: the class's, or the current one school-wide (none yet: no list). */
async function yearOf(db: DbOrTx, institute: Institute, classId: string | undefined): Promise<string | undefined> {
  // The years before it are read by earlierYearsOf.
  if (!classId) return (await currentYear(db, institute))?.id;
  const found = await scoped(db, institute).find(schoolClasses, classId);
  if (!found) throw badRequest(FEE_MESSAGES.classNotFound, { classId: FEE_MESSAGES.classNotFound });
  return found.academicYearId;
}

/** The institute's academic years before this one, oldest first: what a student owes of them is still owed. */
async function earlierYearsOf(db: DbOrTx, institute: Institute, academicYearId: string): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select y.id from academic_years y join academic_years this on this.id = ${academicYearId} and this.institute_code = ${institute}
      where y.institute_code = ${institute} and y.start_year < this.start_year order by y.start_year`,
  );
  return rows.map((r) => r.id);
}

/**
 * Students with instalments past their due date still unpaid (net of concessions; late fees are asked at
 * the counter and not counted here), this year's and earlier years' (`earlierYears`, decision 032), from the ledger's lines (ledger-lines.ts) like Dues by Class, so
 * a class's defaulters add up to its overdue there. Sorted and paged by PostgreSQL: a school of
 * thousands is one query.
 */
async function defaulterRows(
  db: DbOrTx,
  institute: Institute,
  filter: DefaultersFilter,
  today: string,
  window?: { limit: number; offset: number },
): Promise<DefaulterRow[]> {
  const academicYearId = await yearOf(db, institute, filter.classId);
  if (!academicYearId) return [];
  const earlier = await earlierYearsOf(db, institute, academicYearId);
  await ensureYearsPlaced(db, institute, [academicYearId, ...earlier]);
  const order =
    filter.sort === 'days' ? sql`ps.oldest_due asc, ps.overdue desc` : sql`ps.overdue desc, ps.oldest_due asc`;
  return sqlRows<DefaulterRow>(
    db,
    sql`
    with ${ledgerLinesCte(institute, { academicYearId, today, classId: filter.classId })},
    earlier as (
      -- What the list's students still owe of earlier years (decision 032): those years' lines, counted here too.
      select l.student_id, sum(l.net_paise - l.fee_paise) as overdue, min(l.due_date) as oldest_due
      from fee_lines l
      where l.institute_code = ${institute} and l.in_ledger and l.charged and l.due_date < ${today} and l.net_paise > l.fee_paise
        -- A uuid[] the planner reads (a JSON array it could not): it then takes the few owed lines of those years by
        -- fee_lines_owed_idx instead of scanning every year's lines.
        and l.academic_year_id = any(${sql.param(earlier)}::uuid[])
        and l.student_id in (select student_id from placed)
      group by l.student_id
    ), owing as (
      select p.student_id, p.class_id, p.section_id, coalesce(ps.overdue, 0) + coalesce(e.overdue, 0) as overdue,
        coalesce(e.overdue, 0) as earlier, least(ps.oldest_due, e.oldest_due) as oldest_due
      from placed p
      left join per_student ps on ps.student_id = p.student_id
      left join earlier e on e.student_id = p.student_id
    )
    select s.id as student_id, s.name, s.admission_number, c.name as class_name, sec.name as section_name, s.guardian_name, s.guardian_phone,
      ps.overdue, ps.earlier, ps.oldest_due::text as oldest_due, (count(*) over ())::int as total
    from owing ps
    join students s on s.id = ps.student_id
    join class_sections sec on sec.id = ps.section_id
    join school_classes c on c.id = ps.class_id
    where ps.overdue > 0
    order by ${order}, s.name, s.id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`,
  );
}

const toDefaulter = (r: DefaulterRow, today: string): Defaulter => ({
  student: {
    _id: r.student_id,
    name: r.name,
    admissionNumber: r.admission_number,
    className: r.class_name,
    sectionName: r.section_name,
    guardianName: r.guardian_name,
    guardianPhone: r.guardian_phone,
  },
  overdue: Number(r.overdue) / 100,
  earlierYears: Number(r.earlier) / 100,
  oldestDueDate: r.oldest_due,
  daysOverdue: daysBetween(r.oldest_due, today),
});

export async function defaulters(
  db: DbOrTx,
  institute: Institute,
  query: DefaultersFilter & { page: number; limit: number },
  now = new Date(),
): Promise<Page<Defaulter>> {
  const today = indianToday(now);
  const window = pageWindow(query);
  const rows = await defaulterRows(db, institute, query, today, window);
  // Past the last page there are no rows to carry the count: the first page's answer says it.
  const total =
    rows[0]?.total ??
    (window.offset > 0 ? (await defaulterRows(db, institute, query, today, { limit: 1, offset: 0 }))[0]?.total : 0) ??
    0;
  return { items: rows.map((r) => toDefaulter(r, today)), total };
}

/** The whole defaulters list as CSV, for the office to call or write to guardians; headers in the caller's language (`t`). */
export async function defaultersCsv(
  db: DbOrTx,
  institute: Institute,
  filter: DefaultersFilter,
  t: Translate,
  now = new Date(),
): Promise<string> {
  const today = indianToday(now);
  const rows = (await defaulterRows(db, institute, filter, today))
    .map((r) => toDefaulter(r, today))
    .map((d) => [
      d.student.name,
      d.student.admissionNumber,
      `${d.student.className} ${d.student.sectionName}`,
      d.student.guardianName,
      d.student.guardianPhone,
      d.overdue,
      d.earlierYears,
      d.oldestDueDate,
      d.daysOverdue,
    ]);
  return toCsv(
    [
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Admission No.'),
      t(/*i18n*/ 'Class'),
      t(/*i18n*/ 'Guardian'),
      t(/*i18n*/ 'Guardian Phone'),
      t(/*i18n*/ 'Overdue (Rs.)'),
      t(/*i18n*/ 'Of earlier years (Rs.)'),
      t(/*i18n*/ 'Due Since'),
      t(/*i18n*/ 'Days Overdue'),
    ],
    rows,
  );
}
