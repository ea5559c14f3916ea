import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { academicYears, classSections, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';

/** Where a section sits: its class and academic year, as students and fees show and group them. */
export interface Placement {
  sectionId: string;
  sectionName: string;
  classId: string;
  className: string;
  classPosition: number;
  academicYearId: string;
  startYear: number;
}

async function placements(db: DbOrTx, institute: Institute, where?: SQL): Promise<Placement[]> {
  const rows = scoped(db, institute);
  return db
    .select({
      sectionId: classSections.id,
      sectionName: classSections.name,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      classPosition: schoolClasses.position,
      academicYearId: academicYears.id,
      startYear: academicYears.startYear,
    })
    .from(classSections)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classSections.classId))
    .innerJoin(academicYears, eq(academicYears.id, schoolClasses.academicYearId))
    .where(and(rows.where(classSections, where), rows.where(schoolClasses), rows.where(academicYears)));
}

/** The placements of the sections named, by section id; sections of other institutes are absent. */
export async function placementsOf(
  db: DbOrTx,
  institute: Institute,
  sectionIds: string[],
): Promise<Map<string, Placement>> {
  const unique = [...new Set(sectionIds)];
  if (unique.length === 0) return new Map();
  return new Map((await placements(db, institute, inArray(classSections.id, unique))).map((p) => [p.sectionId, p]));
}

export async function findPlacement(
  db: DbOrTx,
  institute: Institute,
  sectionId: string,
): Promise<Placement | undefined> {
  return (await placementsOf(db, institute, [sectionId])).get(sectionId);
}

/** Every section of one class (none for another institute's class). */
export async function placementsOfClass(db: DbOrTx, institute: Institute, classId: string): Promise<Placement[]> {
  return placements(db, institute, eq(classSections.classId, classId));
}

/** Every section of a year, in class order: what an import matches "Class 5, A" against. */
export async function placementsOfYear(db: DbOrTx, institute: Institute, yearId: string): Promise<Placement[]> {
  const all = await placements(db, institute, eq(schoolClasses.academicYearId, yearId));
  return all.sort(
    (a, b) => a.classPosition - b.classPosition || a.sectionName.localeCompare(b.sectionName, 'en', { numeric: true }),
  );
}

/**
 * Rows of one institute in the order a school reads its register: by where each row's section sits (the
 * latest year first, then the class's place in its year, then the section's name), for `orderBy` before the
 * row's own keys (roll number). Subqueries on the section, not a join, so the classes' tables stay this
 * module's; each names the institute (decision 006), so another school's section never sorts a row.
 */
export function inClassOrder(institute: Institute, sectionId: AnyPgColumn): SQL[] {
  const of = (value: SQL | AnyPgColumn) =>
    sql`(select ${value} from ${classSections}
      join ${schoolClasses} on ${schoolClasses.id} = ${classSections.classId}
      join ${academicYears} on ${academicYears.id} = ${schoolClasses.academicYearId}
      where ${classSections.id} = ${sectionId} and ${classSections.instituteCode} = ${institute})`;
  return [
    sql`${of(academicYears.startYear)} desc nulls last`,
    sql`${of(schoolClasses.position)} asc nulls last`,
    sql`${of(classSections.name)} asc nulls last`,
  ];
}
