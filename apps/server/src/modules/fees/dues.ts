import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Due, StudentDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeAllocations, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';
import { instalmentsOfClass } from './setup.ts';

/** Paise paid of each instalment by a student, counting only receipts that stand (not cancelled, not bounced). */
export async function paidByInstalment(db: DbOrTx, institute: Institute, studentId: string, instalmentIds: string[]): Promise<Map<string, number>> {
  if (instalmentIds.length === 0) return new Map();
  const rows = scoped(db, institute);
  const paid = await db
    .select({ instalmentId: feeAllocations.instalmentId, paise: sql<string>`sum(${feeAllocations.amountPaise})` })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .where(
      and(
        rows.where(feeAllocations, and(eq(feeAllocations.studentId, studentId), inArray(feeAllocations.instalmentId, instalmentIds))),
        rows.where(feeReceipts, eq(feeReceipts.status, 'active')),
      ),
    )
    .groupBy(feeAllocations.instalmentId);
  return new Map(paid.map((p) => [p.instalmentId, Number(p.paise)]));
}

/** What a student's class asks, in paise, with what was paid of each instalment. */
export async function duesInPaise(db: DbOrTx, institute: Institute, studentId: string) {
  const student = await getStudent(db, institute, studentId);
  const instalments = await instalmentsOfClass(db, institute, student.classId);
  const paid = await paidByInstalment(db, institute, studentId, instalments.map((i) => i._id));
  const lines = instalments.map((i) => {
    const amount = i.amount * 100;
    const paidPaise = paid.get(i._id) ?? 0;
    return { instalment: i, amount, paid: paidPaise, due: amount - paidPaise };
  });
  return { student, lines };
}

export async function studentDues(db: DbOrTx, institute: Institute, studentId: string): Promise<StudentDues> {
  const { student, lines } = await duesInPaise(db, institute, studentId);
  const dues: Due[] = lines.map((l) => ({
    instalmentId: l.instalment._id,
    headName: l.instalment.headName,
    label: l.instalment.label,
    dueDate: l.instalment.dueDate,
    amount: l.amount / 100,
    paid: l.paid / 100,
    due: l.due / 100,
  }));
  const receipts = await db
    .select()
    .from(feeReceipts)
    .where(scoped(db, institute).where(feeReceipts, eq(feeReceipts.studentId, studentId)))
    .orderBy(desc(feeReceipts.createdAt))
    .limit(100);
  return {
    student: {
      _id: student._id,
      name: student.name,
      admissionNumber: student.admissionNumber,
      className: student.className,
      sectionName: student.sectionName,
      guardianName: student.guardianName,
      guardianPhone: student.guardianPhone,
    },
    dues,
    totalDue: lines.reduce((sum, l) => sum + l.due, 0) / 100,
    receipts: receipts.map((r) => ({ _id: r.id, receiptNo: r.receiptNo ?? '', paidOn: r.paidOn, amount: r.amountPaise / 100, mode: r.mode, status: r.status })),
  };
}
