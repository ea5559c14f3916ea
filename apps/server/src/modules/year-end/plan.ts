import { icu, YEAR_END_MESSAGES as M, type YearEndParsed } from '@school-portal/contract';
import { badRequest } from '../../errors.ts';
import type { ClassRow, Placement } from '../classes/index.ts';
import type { StudentRow, YearEndMoves } from '../students/index.ts';

/** What happens to one active student at the year end. */
export type Fate = 'promoted' | 'passedOut' | 'detained' | 'leaving';

export interface PlannedStudent {
  row: StudentRow;
  classId: string;
  sectionName: string;
  fate: Fate;
  /** The class of the closing year whose copy they go to (next class, or their own when kept back). */
  intoClassId: string | null;
}

/**
 * Each active student's fate, from what the office ticked: kept back, leaving (with a day and reason), else promoted
 * to the next class in order, the highest class passing out. A student named who is not an active student of the year,
 * or named twice, is bad input naming the field.
 */
export function fatesOf(
  body: YearEndParsed,
  classes: ClassRow[],
  placements: Map<string, Placement>,
  active: StudentRow[],
): PlannedStudent[] {
  const known = new Set(active.map((s) => s.id));
  const leaving = new Set(body.leavers.map((l) => l.studentId));
  if (body.detained.some((id) => !known.has(id))) throw badRequest(M.studentNotFound, { detained: M.studentNotFound });
  if ([...leaving].some((id) => !known.has(id))) throw badRequest(M.studentNotFound, { leavers: M.studentNotFound });
  if (leaving.size !== body.leavers.length || body.detained.some((id) => leaving.has(id)))
    throw badRequest(M.studentTwice, { leavers: M.studentTwice });
  const detained = new Set(body.detained);
  const next = new Map(classes.map((c, i) => [c.id, classes[i + 1]?.id ?? null]));
  return active.map((row) => {
    const place = placements.get(row.sectionId)!;
    const base = { row, classId: place.classId, sectionName: place.sectionName };
    if (leaving.has(row.id)) return { ...base, fate: 'leaving', intoClassId: null };
    if (detained.has(row.id)) return { ...base, fate: 'detained', intoClassId: place.classId };
    const into = next.get(place.classId) ?? null;
    return { ...base, fate: into ? 'promoted' : 'passedOut', intoClassId: into };
  });
}

/**
 * The moves the students' module makes: each student into the section of the same name (case aside) of their class's
 * copy in the new year. A class with no such section refuses the whole run, naming it, before anything is moved.
 */
export function movesOf(
  planned: PlannedStudent[],
  sectionsOf: (classId: string) => Placement[],
  classNames: Map<string, string>,
  leavers: YearEndParsed['leavers'],
  passedOutOn: string,
): YearEndMoves {
  const leaving = new Map(leavers.map((l) => [l.studentId, l]));
  const moves: YearEndMoves['moves'] = [];
  const out: YearEndMoves['leaving'] = [];
  for (const p of planned) {
    if (p.fate === 'leaving') {
      const l = leaving.get(p.row.id)!;
      out.push({ studentId: p.row.id, leftOn: l.leftOn, reason: l.reason });
    } else if (p.fate === 'passedOut') {
      out.push({ studentId: p.row.id, leftOn: passedOutOn, reason: 'Passed out' });
    } else {
      const target = sectionsOf(p.intoClassId!).find(
        (s) => s.sectionName.toLowerCase() === p.sectionName.toLowerCase(),
      );
      if (!target) {
        const message = icu(M.noSectionOfName, {
          className: classNames.get(p.intoClassId!) ?? '?',
          section: p.sectionName,
        });
        throw badRequest(message);
      }
      moves.push({ studentId: p.row.id, target, action: p.fate });
    }
  }
  return { moves, leaving: out };
}
