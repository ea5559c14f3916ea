import { asc, eq, inArray, max } from 'drizzle-orm';
import { CLASS_MESSAGES, STANDARD_CLASS_NAMES, type SchoolClass, type Section } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdUntilCommit } from '../../db/locks.ts';
import { classSections, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict, notFound } from '../../errors.ts';
import { currentYear, findYear } from './years.ts';

export type ClassRow = typeof schoolClasses.$inferSelect;
export type SectionRow = typeof classSections.$inferSelect;

/** Active students per section, told by the students module (classes never read its table). */
export type CountStudents = (db: DbOrTx, institute: Institute, sectionIds: string[]) => Promise<Map<string, number>>;

export interface SectionInput {
  name: string;
  classTeacher?: string | null | undefined;
  capacity?: number | null | undefined;
}

const FK_VIOLATION = '23503';
const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === FK_VIOLATION) return true;
  return false;
};

function toSection(row: SectionRow, counts: Map<string, number>): Section {
  return {
    _id: row.id,
    classId: row.classId,
    name: row.name,
    classTeacher: row.classTeacher,
    capacity: row.capacity,
    studentCount: counts.get(row.id) ?? 0,
  };
}

/** Section names sort as people read them: A, B, ... then 10 after 9. */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { numeric: true });

async function classesWithSections(
  db: DbOrTx,
  institute: Institute,
  classRows: ClassRow[],
  countStudents: CountStudents,
): Promise<SchoolClass[]> {
  if (classRows.length === 0) return [];
  const rows = scoped(db, institute);
  const sections = await rows.select(
    classSections,
    inArray(
      classSections.classId,
      classRows.map((c) => c.id),
    ),
  );
  const counts = await countStudents(
    db,
    institute,
    sections.map((s) => s.id),
  );
  return classRows.map((c) => ({
    _id: c.id,
    academicYearId: c.academicYearId,
    name: c.name,
    position: c.position,
    sections: sections
      .filter((s) => s.classId === c.id)
      .sort(byName)
      .map((s) => toSection(s, counts)),
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The classes of a year (the current one when none is named), in order, with their sections. */
export async function listClasses(
  db: DbOrTx,
  institute: Institute,
  yearId: string | undefined,
  countStudents: CountStudents,
): Promise<SchoolClass[]> {
  const year = yearId ? await findYear(db, institute, yearId) : await currentYear(db, institute);
  if (!year) return [];
  const classRows = await db
    .select()
    .from(schoolClasses)
    .where(scoped(db, institute).where(schoolClasses, eq(schoolClasses.academicYearId, year.id)))
    .orderBy(asc(schoolClasses.position), asc(schoolClasses.name));
  return classesWithSections(db, institute, classRows, countStudents);
}

export async function findClass(db: DbOrTx, institute: Institute, classId: string): Promise<ClassRow> {
  const row = await scoped(db, institute).find(schoolClasses, classId);
  if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
  return row;
}

export async function getClass(
  db: DbOrTx,
  institute: Institute,
  classId: string,
  countStudents: CountStudents,
): Promise<SchoolClass> {
  const [one] = await classesWithSections(db, institute, [await findClass(db, institute, classId)], countStudents);
  return one!;
}

/** Unique names within a year and a class are the database's to guarantee; this says which one clashed. */
function refuseDuplicates(err: unknown): never {
  if (isUniqueViolation(err, 'school_classes_year_name_key'))
    throw conflict(CLASS_MESSAGES.classExists, { name: CLASS_MESSAGES.classExists });
  if (isUniqueViolation(err, 'class_sections_class_name_key'))
    throw conflict(CLASS_MESSAGES.sectionExists, { name: CLASS_MESSAGES.sectionExists });
  throw err;
}

async function nextPosition(tx: DbOrTx, institute: Institute, yearId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(schoolClasses.position) })
    .from(schoolClasses)
    .where(scoped(tx, institute).where(schoolClasses, eq(schoolClasses.academicYearId, yearId)));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

const sectionValues = (s: SectionInput) => ({
  name: s.name,
  classTeacher: s.classTeacher ?? null,
  capacity: s.capacity ?? null,
});

export async function addClass(
  db: Db,
  institute: Institute,
  input: { academicYearId: string; name: string; position?: number | undefined; sections?: SectionInput[] | undefined },
  countStudents: CountStudents,
): Promise<SchoolClass> {
  try {
    const id = await db.transaction(async (tx) => {
      const year = await findYear(tx, institute, input.academicYearId);
      const rows = scoped(tx, institute);
      const created = await rows.insert(schoolClasses, {
        academicYearId: year.id,
        name: input.name,
        position: input.position ?? (await nextPosition(tx, institute, year.id)),
      });
      for (const s of input.sections ?? [])
        await rows.insert(classSections, { classId: created.id, ...sectionValues(s) });
      return created.id;
    });
    return await getClass(db, institute, id, countStudents);
  } catch (err) {
    return refuseDuplicates(err);
  }
}

/** Nursery to Class 12, those the year lacks, each with section A, in the usual order. */
export async function addStandardClasses(
  db: Db,
  institute: Institute,
  yearId: string,
  countStudents: CountStudents,
): Promise<SchoolClass[]> {
  await db.transaction(async (tx) => {
    const year = await findYear(tx, institute, yearId);
    // The same request again at once waits here, then finds the classes the first added.
    await holdUntilCommit(tx, `standard-classes:${year.id}`);
    const rows = scoped(tx, institute);
    const existing = new Set(
      (await rows.select(schoolClasses, eq(schoolClasses.academicYearId, year.id))).map((c) => c.name.toLowerCase()),
    );
    for (const [position, name] of STANDARD_CLASS_NAMES.entries()) {
      if (existing.has(name.toLowerCase())) continue;
      const created = await rows.insert(schoolClasses, { academicYearId: year.id, name, position });
      await rows.insert(classSections, { classId: created.id, name: 'A', classTeacher: null, capacity: null });
    }
  });
  return listClasses(db, institute, yearId, countStudents);
}

export async function updateClass(
  db: Db,
  institute: Institute,
  classId: string,
  input: { name: string; position?: number | undefined },
  countStudents: CountStudents,
): Promise<SchoolClass> {
  try {
    const [row] = await scoped(db, institute).update(
      schoolClasses,
      { name: input.name, ...(input.position === undefined ? {} : { position: input.position }) },
      eq(schoolClasses.id, classId),
    );
    if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
  } catch (err) {
    refuseDuplicates(err);
  }
  return getClass(db, institute, classId, countStudents);
}

/** A class with students (active or left) stays: the register keeps where each student sat. */
export async function removeClass(db: Db, institute: Institute, classId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const rows = scoped(tx, institute);
      const found = await findClass(tx, institute, classId);
      await rows.delete(classSections, eq(classSections.classId, found.id));
      await rows.delete(schoolClasses, eq(schoolClasses.id, found.id));
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(CLASS_MESSAGES.classHasStudents);
    throw err;
  }
}

export async function addSection(db: Db, institute: Institute, classId: string, input: SectionInput): Promise<Section> {
  try {
    return await db.transaction(async (tx) => {
      const found = await findClass(tx, institute, classId);
      return toSection(
        await scoped(tx, institute).insert(classSections, { classId: found.id, ...sectionValues(input) }),
        new Map(),
      );
    });
  } catch (err) {
    return refuseDuplicates(err);
  }
}

export async function updateSection(
  db: Db,
  institute: Institute,
  sectionId: string,
  input: SectionInput,
  countStudents: CountStudents,
): Promise<Section> {
  let row: SectionRow | undefined;
  try {
    [row] = await scoped(db, institute).update(classSections, sectionValues(input), eq(classSections.id, sectionId));
  } catch (err) {
    refuseDuplicates(err);
  }
  if (!row) throw notFound(CLASS_MESSAGES.sectionNotFound);
  return toSection(row, await countStudents(db, institute, [row.id]));
}

export async function removeSection(db: Db, institute: Institute, sectionId: string): Promise<void> {
  let removed: SectionRow[];
  try {
    removed = await scoped(db, institute).delete(classSections, eq(classSections.id, sectionId));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(CLASS_MESSAGES.sectionHasStudents);
    throw err;
  }
  if (removed.length === 0) throw notFound(CLASS_MESSAGES.sectionNotFound);
}
