import { and, desc, eq, sql } from 'drizzle-orm';
import { icu, TC_MESSAGES as M, type IssueTcBody, type TransferCertificate } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { transferCertificates } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { accountNames } from '../accounts/index.ts';
import { owedOn, rupees } from '../fees/index.ts';
import { getStudent, leaveIn } from '../students/index.ts';
import { nextTcNumber } from './numbering.ts';

export type TcRow = typeof transferCertificates.$inferSelect;

async function toCertificates(db: DbOrTx, rows: TcRow[]): Promise<TransferCertificate[]> {
  const names = await accountNames(
    db,
    rows.flatMap((r) => [r.issuedBy, r.overrideBy].filter((id): id is string => id !== null)),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return rows.map((r) => ({
    _id: r.id,
    number: r.number,
    studentId: r.studentId,
    studentName: r.studentName,
    fatherName: r.fatherName,
    motherName: r.motherName,
    nationality: r.nationality,
    dob: r.dob,
    admissionNumber: r.admissionNumber,
    admissionDate: r.admissionDate,
    className: r.className,
    promoted: r.promoted,
    leftOn: r.leftOn,
    reason: r.reason,
    conduct: r.conduct,
    subjects: r.subjects,
    duesAtIssue: r.duesAtIssuePaise / 100,
    overrideReason: r.overrideReason,
    overrideByName: nameOf(r.overrideBy),
    issuedByName: nameOf(r.issuedBy),
    duplicates: r.duplicates,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function findTc(db: DbOrTx, institute: Institute, tcId: string): Promise<TcRow> {
  const row = await scoped(db, institute).find(transferCertificates, tcId);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function listTcs(db: DbOrTx, institute: Institute, studentId: string): Promise<TransferCertificate[]> {
  await getStudent(db, institute, studentId);
  const rows = await db
    .select()
    .from(transferCertificates)
    .where(scoped(db, institute).where(transferCertificates, eq(transferCertificates.studentId, studentId)))
    .orderBy(desc(transferCertificates.number));
  return toCertificates(db, rows);
}

/**
 * Issues a TC (issue 46, decision 036), in one transaction with the student's fee lock, so a payment being taken
 * finishes first: refused while anything is owed (every year's fees and late fees), unless the institute admin gives a
 * reason, which the record keeps. An active student is marked left with the day and reason. A student who has left
 * and already has a TC of that leaving gets a duplicate instead.
 */
export async function issueTc(
  db: Db,
  institute: Institute,
  by: Pick<AuthUser, 'id' | 'role'>,
  studentId: string,
  body: IssueTcBody,
): Promise<TransferCertificate> {
  const row = await db.transaction(async (tx) => {
    const found = await getStudent(tx, institute, studentId);
    await holdStudentFees(tx, found._id);
    const student = await getStudent(tx, institute, found._id);
    if (student.status === 'left') {
      const [earlier] = await scoped(tx, institute).select(
        transferCertificates,
        and(eq(transferCertificates.studentId, student._id), eq(transferCertificates.leftOn, student.leftOn ?? '')),
      );
      if (earlier) throw conflict(M.alreadyIssued);
    }
    // Marked left first, so the dues are counted as of the leaving day (nothing falling due after it is charged);
    // a refusal below rolls the leaving back with everything else.
    if (student.status === 'active')
      await leaveIn(tx, institute, by.id, student._id, { leftOn: body.leftOn, reason: body.reason });
    const owed = await owedOn(tx, institute, student._id);
    const override = owed > 0 ? body.overrideReason : undefined;
    if (owed > 0 && !override) {
      const message = icu(M.duesStand, { amount: rupees(owed / 100) });
      throw conflict(message, { overrideReason: message });
    }
    if (override && by.role !== 'instituteAdmin') throw forbidden(M.overrideAdminOnly);
    return scoped(tx, institute).insert(transferCertificates, {
      number: await nextTcNumber(tx, institute),
      studentId: student._id,
      studentName: student.name,
      fatherName: body.fatherName,
      motherName: body.motherName,
      nationality: body.nationality,
      dob: student.dob,
      admissionNumber: student.admissionNumber,
      admissionDate: student.admissionDate,
      className: `${student.className} ${student.sectionName}`,
      promoted: body.promoted,
      leftOn: student.status === 'left' ? (student.leftOn ?? body.leftOn) : body.leftOn,
      reason: student.status === 'left' ? (student.leftReason ?? body.reason) : body.reason,
      conduct: body.conduct,
      subjects: body.subjects,
      duesAtIssuePaise: owed,
      overrideReason: override ?? null,
      overrideBy: override ? by.id : null,
      issuedBy: by.id,
    });
  });
  const [answer] = await toCertificates(db, [row]);
  return answer!;
}

/** A duplicate of a TC (the first lost, or a second school asks): counted, with the reason; its print says Duplicate. */
export async function duplicateTc(
  db: Db,
  institute: Institute,
  tcId: string,
  reason: string,
): Promise<TransferCertificate> {
  const tc = await findTc(db, institute, tcId);
  // Counted in the statement, so two duplicates at once are both counted.
  const [row] = await db
    .update(transferCertificates)
    .set({
      duplicates: sql`${transferCertificates.duplicates} + 1`,
      lastDuplicateReason: reason,
      lastDuplicateAt: new Date(),
    })
    .where(scoped(db, institute).where(transferCertificates, eq(transferCertificates.id, tc.id)))
    .returning();
  const [answer] = await toCertificates(db, [row!]);
  return answer!;
}
