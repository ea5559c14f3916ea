import { desc, eq } from 'drizzle-orm';
import { academicYearName, FEE_MESSAGES, type WriteOff, type WriteOffBody } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { academicYears, feeHeads, feeInstalments, feeWriteOffs, students, users } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { getStudent } from '../students/index.ts';
import { lockStudentFees } from './dues.ts';
import { indianToday } from './fee-math.ts';
import { studentLedger } from './student-ledger.ts';

/** The most write-offs the list answers: a school writes off a handful a year. */
const MAX_LISTED = 500;

/**
 * Writes off what a student still owes of an earlier year (decision 032): each instalment's remaining due, with the
 * admin's reason, under the student's fee lock (a payment being taken for them finishes first, and is not written
 * off). The ledger takes it off the line as a concession is, so nothing of it is asked again; late fees of those
 * instalments stop with it (nothing left to be late on). Only an earlier year: this year's dues are conceded.
 */
export async function writeOff(
  db: Db,
  institute: Institute,
  adminId: string,
  studentId: string,
  body: WriteOffBody,
): Promise<WriteOff[]> {
  const ids = await db.transaction(async (tx) => {
    const student = await getStudent(tx, institute, studentId);
    await lockStudentFees(tx, studentId);
    const lines = await studentLedger(tx, institute, studentId, indianToday(new Date()));
    const ofYear = lines.filter((l) => l.academicYearId === body.academicYearId);
    if (body.academicYearId === student.academicYearId || (ofYear.length === 0 && lines.length > 0))
      throw badRequest(FEE_MESSAGES.writeOffYear, { academicYearId: FEE_MESSAGES.writeOffYear });
    const owed = ofYear.filter((l) => l.due > 0);
    if (owed.length === 0) throw conflict(FEE_MESSAGES.nothingToWriteOff);
    const written = [];
    for (const l of owed)
      written.push(
        await scoped(tx, institute).insert(feeWriteOffs, {
          studentId,
          instalmentId: l.instalment._id,
          amountPaise: l.due,
          reason: body.reason,
          actorId: adminId,
        }),
      );
    return written.map((w) => w.id);
  });
  return (await listWriteOffs(db, institute)).filter((w) => ids.includes(w._id));
}

/** Every write-off of the institute with who and what, newest first: the report of where unpaid dues went. */
export async function listWriteOffs(db: DbOrTx, institute: Institute): Promise<WriteOff[]> {
  const rows = scoped(db, institute);
  const found = await db
    .select({
      w: feeWriteOffs,
      studentName: students.name,
      admissionNumber: students.admissionNumber,
      startYear: academicYears.startYear,
      headName: feeHeads.name,
      label: feeInstalments.label,
      by: users.name,
    })
    .from(feeWriteOffs)
    .innerJoin(students, eq(students.id, feeWriteOffs.studentId))
    .innerJoin(feeInstalments, eq(feeInstalments.id, feeWriteOffs.instalmentId))
    .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
    .innerJoin(academicYears, eq(academicYears.id, feeInstalments.academicYearId))
    .leftJoin(users, eq(users.id, feeWriteOffs.actorId))
    .where(rows.where(feeWriteOffs))
    .orderBy(desc(feeWriteOffs.createdAt))
    .limit(MAX_LISTED);
  return found.map((f) => ({
    _id: f.w.id,
    studentId: f.w.studentId,
    studentName: f.studentName,
    admissionNumber: f.admissionNumber,
    academicYear: academicYearName(f.startYear),
    headName: f.headName,
    label: f.label,
    amount: f.w.amountPaise / 100,
    reason: f.w.reason,
    writtenOffBy: f.by ?? '',
    createdAt: f.w.createdAt.toISOString(),
  }));
}
