import { toCsv } from '../../http/csv.ts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GENDER_LABELS,
  STUDENT_CSV_COLUMNS,
  type Student,
  type StudentFilter,
  type StudentListInput,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import type { Page } from '../../db/paging.ts';
import { students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { contains, searchText } from '../../db/search.ts';
import { inClassOrder, placementsOf, placementsOfClass } from '../classes/index.ts';
import { toStudent } from './mapping.ts';

/** What the student search matches: exactly the expression of the trigram index students_search_trgm_idx. */
export const STUDENT_SEARCH_TEXT = searchText(students.name, students.admissionNumber, students.guardianPhone);

/** The most rows an export writes; a school's whole register fits many times over. */
const MAX_EXPORT_ROWS = 50_000;

async function filterOf(db: DbOrTx, institute: Institute, filter: StudentFilter): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [contains(STUDENT_SEARCH_TEXT, filter.q)];
  if (filter.classId) {
    const sectionIds = (await placementsOfClass(db, institute, filter.classId)).map((p) => p.sectionId);
    // A class of another institute has no sections here: nothing matches.
    conditions.push(sectionIds.length ? inArray(students.sectionId, sectionIds) : sql`false`);
  }
  if (filter.sectionId) conditions.push(eq(students.sectionId, filter.sectionId));
  if (filter.status) conditions.push(eq(students.status, filter.status));
  return and(...conditions);
}

/**
 * The register reads as the school keeps it: class by class in the year's order, each section by roll
 * number, not by name (issue 47). Name and id keep equal rolls in one place from page to page.
 */
const orderOf = (institute: Institute) => [
  ...inClassOrder(institute, students.sectionId),
  sql`${students.rollNumber} asc nulls last`,
  asc(students.name),
  asc(students.id),
];

export async function listStudents(db: DbOrTx, institute: Institute, input: StudentListInput): Promise<Page<Student>> {
  const page = await scoped(db, institute).page(students, {
    where: await filterOf(db, institute, input),
    orderBy: orderOf(institute),
    page: input,
  });
  const places = await placementsOf(
    db,
    institute,
    page.items.map((s) => s.sectionId),
  );
  return { items: page.items.map((s) => toStudent(s, places.get(s.sectionId))), total: page.total };
}

/**
 * The filtered register as CSV in the import's columns (so an export can be edited and imported elsewhere), plus status.
 * Headers and fixed words in the caller's language (`t`); the import reads them in any of the three.
 */
export async function exportStudents(
  db: DbOrTx,
  institute: Institute,
  filter: StudentFilter,
  t: Translate,
): Promise<string> {
  const rows = await db
    .select()
    .from(students)
    .where(scoped(db, institute).where(students, await filterOf(db, institute, filter)))
    .orderBy(...orderOf(institute))
    .limit(MAX_EXPORT_ROWS);
  const places = await placementsOf(
    db,
    institute,
    rows.map((s) => s.sectionId),
  );
  const records = rows.map((row) => {
    const s = toStudent(row, places.get(row.sectionId));
    const cells: Record<string, string | number> = {
      admissionNumber: s.admissionNumber,
      name: s.name,
      gender: t(GENDER_LABELS[s.gender]),
      dob: s.dob,
      className: s.className,
      sectionName: s.sectionName,
      rollNumber: s.rollNumber ?? '',
      guardianName: s.guardianName,
      guardianPhone: s.guardianPhone,
      address: s.address ?? '',
      admissionDate: s.admissionDate,
    };
    return [
      ...STUDENT_CSV_COLUMNS.map((c) => cells[c.key] ?? ''),
      s.status === 'left' ? t(/*i18n*/ 'Left') : t(/*i18n*/ 'Active'),
      s.leftOn ?? '',
    ];
  });
  return toCsv([...STUDENT_CSV_COLUMNS.map((c) => t(c.header)), t(/*i18n*/ 'Status'), t(/*i18n*/ 'Left On')], records);
}

/** The active students of one class, all of them (a class is a few hundred at most), for fee reports. */
export async function activeStudentsOfClass(db: DbOrTx, institute: Institute, classId: string): Promise<Student[]> {
  const places = await placementsOfClass(db, institute, classId);
  if (places.length === 0) return [];
  const rows = await scoped(db, institute).select(
    students,
    and(
      inArray(
        students.sectionId,
        places.map((p) => p.sectionId),
      ),
      eq(students.status, 'active'),
    ),
  );
  const bySection = new Map(places.map((p) => [p.sectionId, p]));
  return rows.map((s) => toStudent(s, bySection.get(s.sectionId)));
}
