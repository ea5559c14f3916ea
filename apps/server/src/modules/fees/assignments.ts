import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  type AssignHeadBody,
  type EndAssignmentBody,
  type HeadAssignment,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { feeHeadAssignments, feeHeads, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { getStudent } from '../students/index.ts';
import { lockStudentFees } from './dues.ts';

type AssignmentRow = typeof feeHeadAssignments.$inferSelect;

const toAssignment = (row: AssignmentRow, headName: string): HeadAssignment => ({
  _id: row.id,
  studentId: row.studentId,
  headId: row.headId,
  headName,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  createdAt: row.createdAt.toISOString(),
});

export async function studentHeads(db: DbOrTx, institute: Institute, studentId: string): Promise<HeadAssignment[]> {
  await getStudent(db, institute, studentId);
  const rows = scoped(db, institute);
  const found = await db
    .select({ row: feeHeadAssignments, headName: feeHeads.name })
    .from(feeHeadAssignments)
    .innerJoin(feeHeads, eq(feeHeads.id, feeHeadAssignments.headId))
    .where(and(rows.where(feeHeadAssignments, eq(feeHeadAssignments.studentId, studentId)), rows.where(feeHeads)))
    .orderBy(desc(feeHeadAssignments.startsOn), desc(feeHeadAssignments.createdAt));
  return found.map((f) => toAssignment(f.row, f.headName));
}

/**
 * Assigns a head for chosen students to each student from a day, in one transaction: another school's
 * head or student is not found (404), a head charged to the whole class is refused. A student the head
 * already runs for keeps that assignment, so a bulk assignment sent twice charges nobody twice.
 */
export async function assignHead(
  db: Db,
  institute: Institute,
  userId: string,
  headId: string,
  body: AssignHeadBody,
): Promise<HeadAssignment[]> {
  const studentIds = [...new Set(body.studentIds)].sort();
  return db.transaction(async (tx) => {
    const rows = scoped(tx, institute);
    const head = await rows.find(feeHeads, headId);
    if (!head) throw notFound(FEE_MESSAGES.headNotFound);
    if (!head.forChosenStudents)
      throw badRequest(FEE_MESSAGES.headNotForChosen, { headId: FEE_MESSAGES.headNotForChosen });
    const known = new Set((await rows.select(students, inArray(students.id, studentIds))).map((s) => s.id));
    if (studentIds.some((id) => !known.has(id))) throw notFound(FEE_MESSAGES.studentNotFound);
    // Queued with the collections of these students (sorted, so two bulk assignments never deadlock).
    for (const id of studentIds) await lockStudentFees(tx, id);
    const running = new Set(
      (
        await rows.select(
          feeHeadAssignments,
          and(
            eq(feeHeadAssignments.headId, headId),
            inArray(feeHeadAssignments.studentId, studentIds),
            isNull(feeHeadAssignments.endsOn),
          ),
        )
      ).map((a) => a.studentId),
    );
    const fresh = studentIds.filter((id) => !running.has(id));
    if (fresh.length === 0) return [];
    const added = await rows.insertMany(
      feeHeadAssignments,
      fresh.map((studentId) => ({ studentId, headId, startsOn: body.startsOn, createdBy: userId })),
    );
    return added.map((a) => toAssignment(a, head.name));
  });
}

/** Ends an assignment from a day: instalments due from then are no longer charged; one already paid something of stays on the student's dues. */
export async function endAssignment(
  db: Db,
  institute: Institute,
  assignmentId: string,
  body: EndAssignmentBody,
): Promise<HeadAssignment> {
  return db.transaction(async (tx) => {
    const rows = scoped(tx, institute);
    const found = await rows.find(feeHeadAssignments, assignmentId);
    if (!found) throw notFound(FEE_MESSAGES.assignmentNotFound);
    await lockStudentFees(tx, found.studentId);
    if (body.endsOn <= found.startsOn)
      throw badRequest(FEE_MESSAGES.endsBeforeStart, { endsOn: FEE_MESSAGES.endsBeforeStart });
    // Only a running one ends: of two clerks ending it at once, the second is told it has ended.
    const [ended] = await rows.update(
      feeHeadAssignments,
      { endsOn: body.endsOn },
      and(eq(feeHeadAssignments.id, assignmentId), isNull(feeHeadAssignments.endsOn))!,
    );
    if (!ended) throw conflict(FEE_MESSAGES.assignmentEnded);
    const head = await rows.find(feeHeads, found.headId);
    return toAssignment(ended, head!.name);
  });
}
