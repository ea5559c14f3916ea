import { eq } from 'drizzle-orm';
import { STUDENT_MESSAGES, type ReadmitBody, type Student } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { studentAbsences, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { findPlacement } from '../classes/index.ts';
import { placeName, toStudent } from './mapping.ts';
import { findStudent, placementOrRefuse, recordEvents } from './service.ts';

/**
 * A student who left comes back (issue 46): the same record is made active again in the section chosen, so their
 * admission number, history, what they still owe of earlier years and their transfer certificates stay theirs. The
 * admission date stays the first one (the fee rule charges from it); the stretch away is kept (`student_absences`), so
 * nothing that fell due in it is charged, and the day they came back is in their history.
 */
export async function readmitStudent(
  db: Db,
  institute: Institute,
  actorId: string,
  studentId: string,
  input: Required<ReadmitBody>,
): Promise<Student> {
  return db.transaction(async (tx) => {
    const before = await findStudent(tx, institute, studentId);
    if (before.status !== 'left') throw conflict(STUDENT_MESSAGES.notLeft);
    const target = await placementOrRefuse(tx, institute, input.sectionId);
    if (before.leftOn && input.readmittedOn < before.leftOn)
      throw badRequest(STUDENT_MESSAGES.readmitBeforeLeaving, { readmittedOn: STUDENT_MESSAGES.readmitBeforeLeaving });
    // Back into the class they left (any section) or a later year's: another class of the same year would re-charge
    // them as if they had always sat in it, and what they owe of the class they left would no longer be asked.
    const left = await findPlacement(tx, institute, before.sectionId);
    if (
      left &&
      (target.startYear < left.startYear || (target.startYear === left.startYear && target.classId !== left.classId))
    )
      throw badRequest(STUDENT_MESSAGES.readmitClass, { sectionId: STUDENT_MESSAGES.readmitClass });
    const [row] = await scoped(tx, institute).update(
      students,
      { status: 'active', leftOn: null, leftReason: null, sectionId: target.sectionId },
      eq(students.id, before.id),
    );
    // The stretch away: the fee rule charges nothing that fell due in it, and charges again from the day they came back.
    if (before.leftOn)
      await scoped(tx, institute).insert(studentAbsences, {
        studentId: before.id,
        leftOn: before.leftOn,
        backOn: input.readmittedOn,
      });
    await recordEvents(tx, institute, actorId, [
      { studentId: before.id, action: 'readmitted', detail: `${input.readmittedOn}: ${placeName(target)}` },
    ]);
    return toStudent(row!, target);
  });
}
