import {
  academicYearName,
  sessionDates,
  YEAR_END_MESSAGES as M,
  raisedPaise,
  type YearEndParsed,
  type YearEndPreview,
  type YearEndResult,
} from '@school-portal/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdManyStudentsFees, holdUntilCommit } from '../../db/locks.ts';
import { type Institute } from '../../db/scoped.ts';
import { conflict } from '../../errors.ts';
import {
  classesInOrder,
  copyYear,
  currentYear,
  listYears,
  placementsOfYear,
  toAcademicYear,
  type Placement,
} from '../classes/index.ts';
import { carryConcessions, concessionsOfYear, copyFeesToYear, owedByStudent, yearFeeOfClasses } from '../fees/index.ts';
import { activeStudentsOfSections, applyYearEnd } from '../students/index.ts';
import { fatesOf, movesOf, type Fate } from './plan.ts';

/** The closing year and everything the year end reads of it, the same for the preview and the run. */
async function survey(tx: Tx, institute: Institute, body: YearEndParsed) {
  const from = await currentYear(tx, institute);
  if (!from) throw conflict(M.noCurrentYear);
  if (from.id !== body.fromYearId) throw conflict(M.notCurrentYear, { fromYearId: M.notCurrentYear });
  if ((await listYears(tx, institute)).some((y) => y.startYear === from.startYear + 1))
    throw conflict(M.nextYearExists);
  const classes = await classesInOrder(tx, institute, from.id);
  if (classes.length === 0) throw conflict(M.noClasses);
  const placements = await placementsOfYear(tx, institute, from.id);
  const bySection = new Map(placements.map((p) => [p.sectionId, p]));
  const active = await activeStudentsOfSections(tx, institute, [...bySection.keys()]);
  const planned = fatesOf(body, classes, bySection, active);
  const staying = new Set(planned.filter((p) => p.fate === 'promoted' || p.fate === 'detained').map((p) => p.row.id));
  const concessions = (await concessionsOfYear(tx, institute, from.id)).filter((c) => staying.has(c.studentId));
  return { from, classes, placements, planned, staying, concessions };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What the year end would do, nothing written but the stored fee lines brought up to date (what reports do). */
export async function previewYearEnd(db: Db, institute: Institute, body: YearEndParsed): Promise<YearEndPreview> {
  return db.transaction(async (tx) => {
    const s = await survey(tx, institute, body);
    // Checks the moves now as the run will (a class with no section of the name is refused here, before any run).
    const sectionsOf = (classId: string): Placement[] => s.placements.filter((p) => p.classId === classId);
    movesOf(s.planned, sectionsOf, new Map(s.classes.map((c) => [c.id, c.name])), body.leavers, '2000-01-01');
    const years = await listYears(tx, institute);
    const owed = await owedByStudent(
      tx,
      institute,
      years.filter((y) => y.startYear <= s.from.startYear).map((y) => y._id),
    );
    const fees = await yearFeeOfClasses(
      tx,
      institute,
      s.classes.map((c) => c.id),
    );
    const count = (classId: string, fate: Fate) =>
      s.planned.filter((p) => p.classId === classId && p.fate === fate).length;
    const classes = s.classes.map((c, i) => {
      const ofClass = s.planned.filter((p) => p.classId === c.id);
      const instalments = fees.get(c.id) ?? [];
      return {
        classId: c.id,
        className: c.name,
        nextClassName: s.classes[i + 1]?.name ?? null,
        students: ofClass.length,
        promoted: count(c.id, 'promoted'),
        passedOut: count(c.id, 'passedOut'),
        detained: count(c.id, 'detained'),
        leaving: count(c.id, 'leaving'),
        arrears: sum(ofClass.map((p) => owed.get(p.row.id) ?? 0)) / 100,
        yearFee: sum(instalments) / 100,
        nextYearFee: sum(instalments.map((p) => raisedPaise(p, body.increasePercent, body.roundTo))) / 100,
      };
    });
    const of = (fate: Fate) => s.planned.filter((p) => p.fate === fate).length;
    return {
      fromYear: toAcademicYear(s.from),
      nextYearName: academicYearName(s.from.startYear + 1),
      classes,
      students: s.planned.map((p) => ({
        _id: p.row.id,
        name: p.row.name,
        admissionNumber: p.row.admissionNumber,
        classId: p.classId,
        sectionName: p.sectionName,
        arrears: (owed.get(p.row.id) ?? 0) / 100,
      })),
      concessions: s.concessions,
      totals: {
        promoted: of('promoted'),
        passedOut: of('passedOut'),
        detained: of('detained'),
        leaving: of('leaving'),
        arrears: sum(classes.map((c) => Math.round(c.arrears * 100))) / 100,
      },
    };
  });
}

/**
 * The year end in one transaction (decision 036): the next year made current with the classes, sections, fees (raised)
 * and late fee rules of this one, the concessions not ended carried on, and every active student promoted, kept back,
 * marked left or passed out. Anything refused or failing on the way leaves nothing written.
 */
export async function runYearEnd(
  db: Db,
  institute: Institute,
  actorId: string,
  body: YearEndParsed,
  /** A test's pause once the run holds its locks and has planned, before it writes (year-end-locks.test.ts). */
  planned?: () => Promise<void>,
): Promise<YearEndResult> {
  try {
    return await db.transaction(async (tx) => {
      // Two offices pressing Run at once: the second waits, then finds the next year made and is refused.
      await holdUntilCommit(tx, `year-end:${institute}`);
      // Every student it moves, held as the counter, a UPI claim, a TC or a class move holds one (db/locks.ts): a
      // payment being taken finishes first and the plan below reads it; one started meanwhile waits for the new year.
      const sections = await placementsOfYear(tx, institute, body.fromYearId);
      const moving = await activeStudentsOfSections(
        tx,
        institute,
        sections.map((p) => p.sectionId),
      );
      await holdManyStudentsFees(
        tx,
        moving.map((r) => r.id),
      );
      const s = await survey(tx, institute, body);
      await planned?.();
      const known = new Set(s.concessions.map((c) => c._id));
      if (body.endedConcessions.some((id) => !known.has(id)))
        throw conflict(M.concessionNotFound, { endedConcessions: M.concessionNotFound });
      const { year, copyOf, placements } = await copyYear(tx, institute, s.from);
      await copyFeesToYear(tx, institute, {
        copyOf,
        toYearId: year.id,
        increasePercent: body.increasePercent,
        roundTo: body.roundTo,
      });
      const ended = new Set(body.endedConcessions);
      const carried = await carryConcessions(tx, institute, actorId, {
        fromYearId: s.from.id,
        toYearId: year.id,
        concessionIds: s.concessions.filter((c) => !ended.has(c._id)).map((c) => c._id),
      });
      const sectionsOf = (classId: string) => placements.filter((p) => p.classId === copyOf.get(classId)?.id);
      const plan = movesOf(
        s.planned,
        sectionsOf,
        new Map(s.classes.map((c) => [c.id, c.name])),
        body.leavers,
        sessionDates(s.from.startYear, s.from.startMonth).endDate,
      );
      await applyYearEnd(tx, institute, actorId, plan);
      const of = (fate: Fate) => s.planned.filter((p) => p.fate === fate).length;
      const counts = {
        promoted: of('promoted'),
        detained: of('detained'),
        left: of('leaving'),
        passedOut: of('passedOut'),
      };
      return {
        message: M.done,
        academicYear: toAcademicYear(year),
        ...counts,
        concessionsCarried: carried,
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'academic_years_institute_start_key')) throw conflict(M.nextYearExists);
    throw err;
  }
}
