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
import { ensureLinesPlaced } from './ledger-store.ts';
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
  oldest_due: string;
  total: number;
}

export interface DefaultersFilter {
  classId?: string | undefined;
  sort: DefaulterSort;
}

/** The year a defaulters list covers: the class's, or the current one school-wide (none yet: no list). */
async function yearOf(db: DbOrTx, institute: Institute, classId: string | undefined): Promise<string | undefined> {
  if (!classId) return (await currentYear(db, institute))?.id;
  const found = await scoped(db, institute).find(schoolClasses, classId);
  if (!found) throw badRequest(FEE_MESSAGES.classNotFound, { classId: FEE_MESSAGES.classNotFound });
  return found.academicYearId;
}

/**
 * Students with instalments past their due date still unpaid (net of concessions; late fees are asked at
 * the counter and not counted here), from the ledger's lines (ledger-lines.ts) like Dues by Class, so
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
  await ensureLinesPlaced(db, institute, academicYearId);
  const order =
    filter.sort === 'days' ? sql`ps.oldest_due asc, ps.overdue desc` : sql`ps.overdue desc, ps.oldest_due asc`;
  return sqlRows<DefaulterRow>(
    db,
    sql`
    with ${ledgerLinesCte(institute, { academicYearId, today, classId: filter.classId })}
    select s.id as student_id, s.name, s.admission_number, c.name as class_name, sec.name as section_name, s.guardian_name, s.guardian_phone,
      ps.overdue, ps.oldest_due::text as oldest_due, (count(*) over ())::int as total
    from per_student ps
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
      d.oldestDueDate,
      d.daysOverdue,
    ]);
  return toCsv(
    [
      t('Student'),
      t('Admission No.'),
      t('Class'),
      t('Guardian'),
      t('Guardian Phone'),
      t('Overdue (Rs.)'),
      t('Due Since'),
      t('Days Overdue'),
    ],
    rows,
  );
}
