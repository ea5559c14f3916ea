import { and, eq, inArray } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '@school-portal/contract';
import type { Tx } from '../../db/client.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { schoolClasses, studentClassMoves } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { placementsOf, type Placement } from '../classes/index.ts';
import type { StudentRow } from './mapping.ts';

/**
 * Another class of the same year chosen by the student's edit (or the bulk move to a section) is a
 * correction: the student was always in that class, so it charges from the admission and no class
 * history is written (decision 016). That holds only while the student has no dated move that year: once
 * they have one, the fees follow their class history, and a class change without a day would leave the
 * months since the last move charged by no class (or by two), so it is refused, pointing to "Move to
 * another class". Takes the students' fee locks (as a move does), so a payment or a move being made for
 * them finishes first and this reads their moves after it.
 */
export async function refuseClassChangeAfterMoves(
  tx: Tx,
  institute: Institute,
  rows: readonly StudentRow[],
  target: Placement,
): Promise<void> {
  const from = await placementsOf(
    tx,
    institute,
    rows.map((r) => r.sectionId),
  );
  const changing = rows.filter((r) => {
    const was = from.get(r.sectionId);
    return was !== undefined && was.classId !== target.classId && was.academicYearId === target.academicYearId;
  });
  if (changing.length === 0) return;
  // In one order, so two bulk moves of the same students cannot wait on each other.
  for (const id of changing.map((r) => r.id).sort()) await holdStudentFees(tx, id);
  const [moved] = await tx
    .select({ id: studentClassMoves.id })
    .from(studentClassMoves)
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClassMoves.fromClassId))
    .where(
      and(
        scoped(tx, institute).where(
          studentClassMoves,
          inArray(
            studentClassMoves.studentId,
            changing.map((r) => r.id),
          ),
        ),
        scoped(tx, institute).where(schoolClasses, eq(schoolClasses.academicYearId, target.academicYearId)),
      ),
    )
    .limit(1);
  if (moved) throw badRequest(STUDENT_MESSAGES.classChangeIsMove, { sectionId: STUDENT_MESSAGES.classChangeIsMove });
}

/**
 * An admission date edited to the day of the student's first dated move or later is refused: the fees read a
 * student's stretches in each class from the admission and from each move after it (fee-math.ts classSpans), so a
 * move on or before the admission would be ignored and every class they ever sat in would charge them from the
 * admission: the same months twice.
 */
export async function refuseAdmissionAfterMoves(
  tx: Tx,
  institute: Institute,
  studentId: string,
  admissionDate: string,
): Promise<void> {
  await holdStudentFees(tx, studentId);
  const [first] = await tx
    .select({ movedOn: studentClassMoves.movedOn })
    .from(studentClassMoves)
    .where(scoped(tx, institute).where(studentClassMoves, eq(studentClassMoves.studentId, studentId)))
    .orderBy(studentClassMoves.movedOn)
    .limit(1);
  if (first && admissionDate >= first.movedOn)
    throw badRequest(STUDENT_MESSAGES.admissionAfterMove, { admissionDate: STUDENT_MESSAGES.admissionAfterMove });
}
