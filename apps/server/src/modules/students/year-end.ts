import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import type { Placement } from '../classes/index.ts';
import { type StudentRow } from './mapping.ts';
import { moveInto, recordEvents } from './service.ts';

/** Where each active student of the closing year goes: a section of the new year, or out (left or passed out). */
export interface YearEndMoves {
  /** Promoted (the next class) or kept back (the same class), each into a section of the new year. */
  moves: { studentId: string; target: Placement; action: 'promoted' | 'detained' }[];
  /** Leaving at the year end, and the highest class passing out: they stay where they sat, marked left. */
  leaving: { studentId: string; leftOn: string; reason: string }[];
}

/** The active students of some sections: whom the year end moves. */
export async function activeStudentsOfSections(tx: Tx, institute: Institute, sectionIds: string[]) {
  if (sectionIds.length === 0) return [];
  return scoped(tx, institute).select(
    students,
    and(inArray(students.sectionId, sectionIds), eq(students.status, 'active')),
  );
}

/**
 * The students' part of the year end, inside its transaction: a few statements per section and per leaving day, not
 * per student, so a 3,000-student school moves in one sitting. Each move writes the history line the register shows
 * and, by the trigger `students_year_place`, where they sat in the year closed (their arrears stay owed, decision 032).
 */
export async function applyYearEnd(tx: Tx, institute: Institute, actorId: string, plan: YearEndMoves) {
  const ids = [...plan.moves.map((m) => m.studentId), ...plan.leaving.map((l) => l.studentId)];
  const rows = new Map(
    (ids.length ? await scoped(tx, institute).select(students, inArray(students.id, ids)) : []).map((r) => [r.id, r]),
  );
  const groups = new Map<string, { target: Placement; action: 'promoted' | 'detained'; rows: StudentRow[] }>();
  for (const m of plan.moves) {
    const key = `${m.target.sectionId}:${m.action}`;
    const group = groups.get(key) ?? { target: m.target, action: m.action, rows: [] };
    group.rows.push(rows.get(m.studentId)!);
    groups.set(key, group);
  }
  for (const g of groups.values()) await moveInto(tx, institute, actorId, g.rows, g.target, g.action);

  const leavingDays = new Map<string, { leftOn: string; reason: string; ids: string[] }>();
  for (const l of plan.leaving) {
    const key = JSON.stringify([l.leftOn, l.reason]);
    const day = leavingDays.get(key) ?? { leftOn: l.leftOn, reason: l.reason, ids: [] };
    day.ids.push(l.studentId);
    leavingDays.set(key, day);
  }
  for (const day of leavingDays.values()) {
    await scoped(tx, institute).update(
      students,
      { status: 'left', leftOn: day.leftOn, leftReason: day.reason },
      inArray(students.id, day.ids),
    );
    await recordEvents(
      tx,
      institute,
      actorId,
      day.ids.map((studentId) => ({ studentId, action: 'left', detail: `${day.leftOn}: ${day.reason}` })),
    );
  }
}
