import { desc, eq } from 'drizzle-orm';
import { academicYearName, CLASS_MESSAGES, sessionDates, type AcademicYear } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { academicYears } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict, notFound } from '../../errors.ts';

export type YearRow = typeof academicYears.$inferSelect;

export function toAcademicYear(row: YearRow): AcademicYear {
  return {
    _id: row.id,
    name: academicYearName(row.startYear),
    startYear: row.startYear,
    startMonth: row.startMonth,
    ...sessionDates(row.startYear, row.startMonth),
    isCurrent: row.isCurrent,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listYears(db: DbOrTx, institute: Institute): Promise<AcademicYear[]> {
  const rows = await db
    .select()
    .from(academicYears)
    .where(scoped(db, institute).where(academicYears))
    .orderBy(desc(academicYears.startYear));
  return rows.map(toAcademicYear);
}

/** The year the office works in now, if the institute has set one up. */
export async function currentYear(db: DbOrTx, institute: Institute): Promise<YearRow | undefined> {
  const [row] = await scoped(db, institute).select(academicYears, eq(academicYears.isCurrent, true));
  return row;
}

export async function findYear(db: DbOrTx, institute: Institute, yearId: string): Promise<YearRow> {
  const row = await scoped(db, institute).find(academicYears, yearId);
  if (!row) throw notFound(CLASS_MESSAGES.yearNotFound);
  return row;
}

/** Adds a year; the institute's first year is current, and a year asked to be current takes over from the last. */
export async function addYear(
  db: Db,
  institute: Institute,
  input: { startYear: number; startMonth?: number | undefined; isCurrent?: boolean | undefined },
): Promise<AcademicYear> {
  try {
    return await db.transaction(async (tx) => {
      const rows = scoped(tx, institute);
      const makeCurrent = input.isCurrent === true || !(await currentYear(tx, institute));
      if (makeCurrent) await rows.update(academicYears, { isCurrent: false }, eq(academicYears.isCurrent, true));
      // A school keeps its session's first month from year to year unless it says otherwise.
      const [latest] = await tx
        .select({ startMonth: academicYears.startMonth })
        .from(academicYears)
        .where(rows.where(academicYears))
        .orderBy(desc(academicYears.startYear))
        .limit(1);
      const startMonth = input.startMonth ?? latest?.startMonth ?? 4;
      return toAcademicYear(
        await rows.insert(academicYears, { startYear: input.startYear, startMonth, isCurrent: makeCurrent }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'academic_years_institute_start_key'))
      throw conflict(CLASS_MESSAGES.yearExists, { startYear: CLASS_MESSAGES.yearExists });
    throw err;
  }
}

export async function makeYearCurrent(db: Db, institute: Institute, yearId: string): Promise<AcademicYear> {
  return db.transaction(async (tx) => {
    const year = await findYear(tx, institute, yearId);
    const rows = scoped(tx, institute);
    await rows.update(academicYears, { isCurrent: false }, eq(academicYears.isCurrent, true));
    const [row] = await rows.update(academicYears, { isCurrent: true }, eq(academicYears.id, year.id));
    return toAcademicYear(row!);
  });
}
