import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { academicYears, classSections, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { placementsOfYear, type Placement } from './placements.ts';
import type { ClassRow } from './service.ts';
import type { YearRow } from './years.ts';

/** A year's classes in their order (position, then name): the year end promotes each into the next. */
export async function classesInOrder(tx: Tx, institute: Institute, yearId: string): Promise<ClassRow[]> {
  return tx
    .select()
    .from(schoolClasses)
    .where(scoped(tx, institute).where(schoolClasses, eq(schoolClasses.academicYearId, yearId)))
    .orderBy(asc(schoolClasses.position), asc(schoolClasses.name));
}

/**
 * The next academic year made from one (the year end, decision 036): the same first month, every class with its
 * position and every section with its teacher and capacity, in the caller's transaction. It becomes the current
 * year. Answers the new year, each old class's copy by the old class's id, and the new year's sections.
 */
export async function copyYear(tx: Tx, institute: Institute, from: YearRow) {
  const rows = scoped(tx, institute);
  await rows.update(academicYears, { isCurrent: false }, eq(academicYears.isCurrent, true));
  const year = await rows.insert(academicYears, {
    startYear: from.startYear + 1,
    startMonth: from.startMonth,
    isCurrent: true,
  });
  const classes = await classesInOrder(tx, institute, from.id);
  const copies = classes.length
    ? await rows.insertMany(
        schoolClasses,
        classes.map((c) => ({ academicYearId: year.id, name: c.name, position: c.position })),
      )
    : [];
  // Names are unique in a year (case aside): each copy is found by its name, whatever order the insert answered in.
  const byName = new Map(copies.map((c) => [c.name.toLowerCase(), c]));
  const copyOf = new Map(classes.map((c) => [c.id, byName.get(c.name.toLowerCase())!]));
  const sections = classes.length
    ? await rows.select(
        classSections,
        inArray(
          classSections.classId,
          classes.map((c) => c.id),
        ),
      )
    : [];
  if (sections.length)
    await rows.insertMany(
      classSections,
      sections.map((s) => ({
        classId: copyOf.get(s.classId)!.id,
        name: s.name,
        classTeacher: s.classTeacher,
        capacity: s.capacity,
      })),
    );
  const placements: Placement[] = await placementsOfYear(tx, institute, year.id);
  return { year, copyOf, placements };
}
