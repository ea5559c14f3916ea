import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  icu,
  STUDENT_MESSAGES,
  type StudentDetail,
  type StudentInput,
  type StudentSummary,
  academicYearName,
  type Student,
  type StudentEvent,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { studentClassMoves, studentEvents, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { accountNames } from '../accounts/index.ts';
import {
  currentYear,
  findClass,
  findPlacement,
  placementsOf,
  placementsOfClass,
  placementsOfYear,
  type Placement,
} from '../classes/index.ts';
import { refuseAdmissionAfterMoves, refuseClassChangeAfterMoves } from './class-change.ts';
import { placeName, toStudent, type StudentRow } from './mapping.ts';

export type StudentAction = StudentEvent['action'];

/** One history line per student changed; written in the transaction of the change. */
export async function recordEvents(
  tx: DbOrTx,
  institute: Institute,
  actorId: string,
  events: { studentId: string; action: StudentAction; detail: string | null }[],
) {
  await scoped(tx, institute).insertMany(
    studentEvents,
    events.map((e) => ({ ...e, actorId })),
  );
}

const admissionTaken = () =>
  conflict(STUDENT_MESSAGES.admissionTaken, { admissionNumber: STUDENT_MESSAGES.admissionTaken });

export async function placementOrRefuse(db: DbOrTx, institute: Institute, sectionId: string): Promise<Placement> {
  const placement = await findPlacement(db, institute, sectionId);
  // A section named in the body (not the path) is bad input, whoever's it is: the field says so.
  if (!placement) throw badRequest(STUDENT_MESSAGES.sectionNotFound, { sectionId: STUDENT_MESSAGES.sectionNotFound });
  return placement;
}

export async function findStudent(db: DbOrTx, institute: Institute, studentId: string): Promise<StudentRow> {
  const row = await scoped(db, institute).find(students, studentId);
  if (!row) throw notFound(STUDENT_MESSAGES.notFound);
  return row;
}

/** A student with their class and section by name (fees show them so). */
export async function getStudent(db: DbOrTx, institute: Institute, studentId: string): Promise<Student> {
  const row = await findStudent(db, institute, studentId);
  return toStudent(row, await findPlacement(db, institute, row.sectionId));
}

const values = (input: StudentInput) => ({
  admissionNumber: input.admissionNumber,
  name: input.name,
  gender: input.gender,
  dob: input.dob,
  sectionId: input.sectionId,
  rollNumber: input.rollNumber ?? null,
  guardianName: input.guardianName,
  guardianPhone: input.guardianPhone,
  address: input.address ?? null,
  admissionDate: input.admissionDate,
});

export async function addStudent(db: Db, institute: Institute, actorId: string, input: StudentInput): Promise<Student> {
  try {
    return await db.transaction(async (tx) => {
      const placement = await placementOrRefuse(tx, institute, input.sectionId);
      const row = await scoped(tx, institute).insert(students, values(input));
      await recordEvents(tx, institute, actorId, [
        { studentId: row.id, action: 'admitted', detail: placeName(placement) },
      ]);
      return toStudent(row, placement);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'students_institute_admission_key')) throw admissionTaken();
    throw err;
  }
}

export async function updateStudent(
  db: Db,
  institute: Institute,
  actorId: string,
  studentId: string,
  input: StudentInput,
): Promise<Student> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findStudent(tx, institute, studentId);
      const placement = await placementOrRefuse(tx, institute, input.sectionId);
      // Another class here is a correction, refused once the student has a dated move this year (class-change.ts).
      await refuseClassChangeAfterMoves(tx, institute, [before], placement);
      if (input.admissionDate !== before.admissionDate)
        await refuseAdmissionAfterMoves(tx, institute, before.id, input.admissionDate);
      const [row] = await scoped(tx, institute).update(students, values(input), eq(students.id, before.id));
      const moved = before.sectionId !== input.sectionId;
      const detail = moved
        ? `${placeName(await findPlacement(tx, institute, before.sectionId))} → ${placeName(placement)}`
        : null;
      await recordEvents(tx, institute, actorId, [
        { studentId: before.id, action: moved ? 'moved' : 'edited', detail },
      ]);
      return toStudent(row!, placement);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'students_institute_admission_key')) throw admissionTaken();
    throw err;
  }
}

export async function studentDetail(db: DbOrTx, institute: Institute, studentId: string): Promise<StudentDetail> {
  const student = await getStudent(db, institute, studentId);
  const events = await db
    .select()
    .from(studentEvents)
    .where(scoped(db, institute).where(studentEvents, eq(studentEvents.studentId, student._id)))
    .orderBy(desc(studentEvents.createdAt), desc(studentEvents.id))
    .limit(200);
  const names = await accountNames(
    db,
    events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
  );
  return {
    ...student,
    history: events.map((e) => ({
      _id: e.id,
      action: e.action as StudentAction,
      detail: e.detail,
      actorName: e.actorId ? (names.get(e.actorId) ?? null) : null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

export async function markLeft(
  db: Db,
  institute: Institute,
  actorId: string,
  studentId: string,
  input: { leftOn: string; reason: string },
): Promise<Student> {
  return db.transaction((tx) => leaveIn(tx, institute, actorId, studentId, input));
}

/** Marks a student left inside a transaction of the caller's (a transfer certificate issued for an active student). */
export async function leaveIn(
  tx: DbOrTx,
  institute: Institute,
  actorId: string,
  studentId: string,
  input: { leftOn: string; reason: string },
): Promise<Student> {
  {
    const before = await findStudent(tx, institute, studentId);
    if (before.status === 'left') throw conflict(STUDENT_MESSAGES.alreadyLeft);
    const [row] = await scoped(tx, institute).update(
      students,
      { status: 'left', leftOn: input.leftOn, leftReason: input.reason },
      eq(students.id, before.id),
    );
    await recordEvents(tx, institute, actorId, [
      { studentId: before.id, action: 'left', detail: `${input.leftOn}: ${input.reason}` },
    ]);
    return toStudent(row!, await findPlacement(tx, institute, row!.sectionId));
  }
}

/**
 * A mid-year move to another class of the same year from a day: the move is kept as class history, so
 * the new class's fees are charged from that day and the old class's up to it (decision 016).
 */
export async function moveToClass(
  db: Db,
  institute: Institute,
  actorId: string,
  studentId: string,
  input: { sectionId: string; movedOn: string },
): Promise<Student> {
  return db.transaction(async (tx) => {
    const found = await findStudent(tx, institute, studentId);
    // A payment being taken for the student reads their class: the move waits for it, and it for the move.
    await holdStudentFees(tx, found.id);
    const before = await findStudent(tx, institute, found.id);
    if (before.status === 'left') throw conflict(STUDENT_MESSAGES.alreadyLeft);
    const from = await findPlacement(tx, institute, before.sectionId);
    const target = await placementOrRefuse(tx, institute, input.sectionId);
    // A section of the same class is a change of section, and another year's class is a promotion: neither is a dated move.
    if (!from || target.classId === from.classId || target.academicYearId !== from.academicYearId) {
      throw badRequest(STUDENT_MESSAGES.moveClassOther, { sectionId: STUDENT_MESSAGES.moveClassOther });
    }
    if (input.movedOn <= before.admissionDate)
      throw badRequest(STUDENT_MESSAGES.moveAfterAdmission, { movedOn: STUDENT_MESSAGES.moveAfterAdmission });
    // Moves in the order of their days: one dated before an earlier move would leave two classes charging the same months (fee-math classSpans).
    const [later] = await scoped(tx, institute).select(
      studentClassMoves,
      and(eq(studentClassMoves.studentId, before.id), gte(studentClassMoves.movedOn, input.movedOn)),
    );
    if (later) throw badRequest(STUDENT_MESSAGES.moveAfterLastMove, { movedOn: STUDENT_MESSAGES.moveAfterLastMove });
    const [row] = await scoped(tx, institute).update(
      students,
      { sectionId: target.sectionId },
      eq(students.id, before.id),
    );
    await scoped(tx, institute).insert(studentClassMoves, {
      studentId: before.id,
      fromClassId: from.classId,
      toClassId: target.classId,
      movedOn: input.movedOn,
      actorId,
    });
    await recordEvents(tx, institute, actorId, [
      { studentId: before.id, action: 'moved', detail: `${input.movedOn}: ${placeName(from)} → ${placeName(target)}` },
    ]);
    return toStudent(row!, target);
  });
}

/** Moves students (all of this institute, or none) to a section, with a history line each. */
export async function moveInto(
  tx: DbOrTx,
  institute: Institute,
  actorId: string,
  rows: StudentRow[],
  target: Placement,
  action: 'moved' | 'promoted' | 'detained',
) {
  const moving = rows.filter((r) => r.sectionId !== target.sectionId);
  if (moving.length === 0) return 0;
  const from = await placementsOf(
    tx,
    institute,
    moving.map((r) => r.sectionId),
  );
  await scoped(tx, institute).update(
    students,
    { sectionId: target.sectionId },
    inArray(
      students.id,
      moving.map((r) => r.id),
    ),
  );
  await recordEvents(
    tx,
    institute,
    actorId,
    moving.map((r) => ({
      studentId: r.id,
      action,
      detail: `${placeName(from.get(r.sectionId))} → ${placeName(target)}`,
    })),
  );
  return moving.length;
}

export async function moveStudents(
  db: Db,
  institute: Institute,
  actorId: string,
  input: { studentIds: string[]; sectionId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const target = await placementOrRefuse(tx, institute, input.sectionId);
    const ids = [...new Set(input.studentIds)];
    const rows = await scoped(tx, institute).select(students, inArray(students.id, ids));
    // One id of another institute (or of nobody) and nothing moves.
    if (rows.length !== ids.length) throw notFound(STUDENT_MESSAGES.notFound);
    await refuseClassChangeAfterMoves(tx, institute, rows, target);
    return moveInto(tx, institute, actorId, rows, target, 'moved');
  });
}

/** Year-end promotion: each section's active students go to the target class's section of the same name. */
export async function promoteClass(
  db: Db,
  institute: Institute,
  actorId: string,
  input: { fromClassId: string; toClassId: string },
): Promise<number> {
  if (input.fromClassId === input.toClassId)
    throw badRequest(STUDENT_MESSAGES.sameClass, { toClassId: STUDENT_MESSAGES.sameClass });
  return db.transaction(async (tx) => {
    await findClass(tx, institute, input.fromClassId);
    await findClass(tx, institute, input.toClassId);
    const targets = new Map(
      (await placementsOfClass(tx, institute, input.toClassId)).map((p) => [p.sectionName.toLowerCase(), p]),
    );
    let moved = 0;
    for (const from of await placementsOfClass(tx, institute, input.fromClassId)) {
      const rows = await scoped(tx, institute).select(
        students,
        and(eq(students.sectionId, from.sectionId), eq(students.status, 'active')),
      );
      if (rows.length === 0) continue;
      const target = targets.get(from.sectionName.toLowerCase());
      if (!target) {
        const message = icu(STUDENT_MESSAGES.noTargetSection, { section: from.sectionName });
        throw badRequest(message, { toClassId: message });
      }
      moved += await moveInto(tx, institute, actorId, rows, target, 'promoted');
    }
    return moved;
  });
}

/** Active students per section: the class manager shows them, and a section with students cannot be removed. */
export async function countActiveBySection(
  db: DbOrTx,
  institute: Institute,
  sectionIds: string[],
): Promise<Map<string, number>> {
  if (sectionIds.length === 0) return new Map();
  const rows = await db
    .select({ sectionId: students.sectionId, n: count() })
    .from(students)
    .where(
      scoped(db, institute).where(
        students,
        and(inArray(students.sectionId, sectionIds), eq(students.status, 'active')),
      ),
    )
    .groupBy(students.sectionId);
  return new Map(rows.map((r) => [r.sectionId, r.n]));
}

/** The last admission number's digits plus one, keeping its prefix and width (A-0099 → A-0100); free of clashes. */
export async function nextAdmissionNumber(db: DbOrTx, institute: Institute): Promise<string> {
  const [last] = await db
    .select({ n: students.admissionNumber })
    .from(students)
    .where(scoped(db, institute).where(students))
    .orderBy(desc(students.createdAt), desc(students.admissionNumber))
    .limit(1);
  let candidate = last ? increment(last.n) : '1';
  for (let tries = 0; tries < 50; tries++) {
    const [taken] = await scoped(db, institute).select(
      students,
      sql`lower(${students.admissionNumber}) = lower(${candidate})`,
    );
    if (!taken) return candidate;
    candidate = increment(candidate);
  }
  return candidate;
}

function increment(value: string): string {
  const match = /^(.*?)(\d+)$/.exec(value);
  if (!match) return `${value}-1`;
  const [, prefix, digits] = match as unknown as [string, string, string];
  return `${prefix}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
}

/** The office dashboard: active students by class and section of the current year, and admissions this month. */
export async function studentSummary(db: DbOrTx, institute: Institute, today = new Date()): Promise<StudentSummary> {
  const year = await currentYear(db, institute);
  const sections = year ? await placementsOfYear(db, institute, year.id) : [];
  const counts = await countActiveBySection(
    db,
    institute,
    sections.map((s) => s.sectionId),
  );
  const monthStart = `${today.toISOString().slice(0, 7)}-01`;
  const [active] = await db
    .select({ n: count() })
    .from(students)
    .where(scoped(db, institute).where(students, eq(students.status, 'active')));
  const [fresh] = await db
    .select({ n: count() })
    .from(students)
    .where(scoped(db, institute).where(students, gte(students.admissionDate, monthStart)));
  return {
    active: active?.n ?? 0,
    newThisMonth: fresh?.n ?? 0,
    academicYearName: year ? academicYearName(year.startYear) : null,
    bySection: sections.map((s) => ({
      classId: s.classId,
      className: s.className,
      sectionId: s.sectionId,
      sectionName: s.sectionName,
      count: counts.get(s.sectionId) ?? 0,
    })),
  };
}
