import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { FAMILY_MESSAGES as M, type FamilyChild, type StudentFamily } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { families, familyMembers, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { placementsOf } from '../classes/index.ts';
import { findStudent } from '../students/index.ts';

type StudentRow = typeof students.$inferSelect;

/** Eldest first: the order the sibling concession counts (decision 037), by date of birth, then admission number. */
const eldestFirst = [asc(students.dob), asc(sql`lower(${students.admissionNumber})`), asc(students.id)];

async function toChildren(db: DbOrTx, at: Institute, rows: StudentRow[]): Promise<FamilyChild[]> {
  const places = await placementsOf(
    db,
    at,
    rows.map((s) => s.sectionId),
  );
  return rows.map((s) => ({
    _id: s.id,
    name: s.name,
    admissionNumber: s.admissionNumber,
    className: places.get(s.sectionId)?.className ?? null,
    sectionName: places.get(s.sectionId)?.sectionName ?? null,
    dob: s.dob,
    guardianName: s.guardianName,
  }));
}

/** The family a student is in, or undefined. */
export async function familyIdOf(db: DbOrTx, at: Institute, studentId: string): Promise<string | undefined> {
  const [row] = await scoped(db, at).select(familyMembers, eq(familyMembers.studentId, studentId));
  return row?.familyId;
}

/** A family's children, eldest first (empty for another school's family or one whose children were all unlinked). */
export async function familyStudents(db: DbOrTx, at: Institute, familyId: string): Promise<StudentRow[]> {
  const within = scoped(db, at).where;
  const rows = await db
    .select({ student: students })
    .from(familyMembers)
    .innerJoin(students, eq(students.id, familyMembers.studentId))
    .where(and(within(familyMembers, eq(familyMembers.familyId, familyId)), within(students)))
    .orderBy(...eldestFirst);
  return rows.map((r) => r.student);
}

/**
 * The panel where the office manages a student: their family, and the active students outside it whose guardian's
 * phone is the same (phones are stored as national numbers, decision 033, so equal numbers compare equal).
 */
export async function studentFamily(db: DbOrTx, at: Institute, studentId: string): Promise<StudentFamily> {
  const student = await findStudent(db, at, studentId);
  const familyId = await familyIdOf(db, at, studentId);
  const children = familyId ? await familyStudents(db, at, familyId) : [];
  const inFamily = new Set([student.id, ...children.map((c) => c.id)]);
  const samePhone = await db
    .select()
    .from(students)
    .where(
      scoped(db, at).where(
        students,
        and(
          eq(students.guardianPhone, student.guardianPhone),
          eq(students.status, 'active'),
          ne(students.id, student.id),
        ),
      ),
    )
    .orderBy(...eldestFirst)
    .limit(20);
  return {
    family: familyId ? { _id: familyId, children: await toChildren(db, at, children) } : null,
    suggestions: await toChildren(
      db,
      at,
      samePhone.filter((s) => !inFamily.has(s.id)),
    ),
  };
}

/**
 * Brother and sister: one family for both. The first link makes the family; linking a child to one already in a
 * family adds them to it. Two children each in a family of their own are not merged (the office unlinks one first):
 * a merge would move a family's claims and its link under another guardian's eyes.
 */
export async function linkSibling(
  db: Db,
  at: Institute,
  by: string,
  studentId: string,
  siblingId: string,
): Promise<StudentFamily> {
  if (studentId === siblingId) throw badRequest(M.siblingIsSelf, { siblingId: M.siblingIsSelf });
  await findStudent(db, at, studentId);
  await findStudent(db, at, siblingId).catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 404) throw notFound(M.siblingNotFound);
    throw err;
  });
  await db.transaction(async (tx) => {
    // Two clerks linking the same children at once: one family, not two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`families:${at}`}, 0))`);
    const rows = scoped(tx, at);
    const members = await rows.select(familyMembers, inArray(familyMembers.studentId, [studentId, siblingId]));
    const of = (id: string) => members.find((m) => m.studentId === id)?.familyId;
    const [mine, theirs] = [of(studentId), of(siblingId)];
    if (mine && theirs) {
      if (mine !== theirs) throw conflict(M.inOtherFamily, { siblingId: M.inOtherFamily });
      return;
    }
    const familyId = mine ?? theirs ?? (await rows.insert(families, { createdBy: by })).id;
    for (const id of [studentId, siblingId])
      if (!of(id)) await rows.insert(familyMembers, { familyId, studentId: id, addedBy: by });
  });
  return studentFamily(db, at, studentId);
}

/** Out of the family. A family left with one child is no family: that child is unlinked too (the family's row stays for its claims). */
export async function unlinkStudent(db: Db, at: Institute, studentId: string): Promise<StudentFamily> {
  await findStudent(db, at, studentId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`families:${at}`}, 0))`);
    const rows = scoped(tx, at);
    const [gone] = await rows.delete(familyMembers, eq(familyMembers.studentId, studentId));
    if (!gone) throw badRequest(M.notInFamily);
    const left = await rows.select(familyMembers, eq(familyMembers.familyId, gone.familyId));
    if (left.length === 1) await rows.delete(familyMembers, eq(familyMembers.familyId, gone.familyId));
  });
  return studentFamily(db, at, studentId);
}
