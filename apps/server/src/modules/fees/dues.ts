import { desc, eq } from 'drizzle-orm';
import {
  academicYearName,
  type Due,
  type FeeStudent,
  type LateFeeDue,
  type Student,
  type StudentDues,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';
import { indianToday } from './fee-math.ts';
import { studentLedger, type LedgerLine } from './student-ledger.ts';

/**
 * Queues the work on one student's fees (a collection, a waiver) until this transaction ends, so what
 * was paid or waived is read after the other's commit: two of them cannot both take the same due.
 */
export const lockStudentFees = holdStudentFees;

/** Who a receipt, a card or a defaulters' line is about, as fee screens show them. */
export const feeStudent = (s: Pick<Student, keyof FeeStudent>): FeeStudent => ({
  _id: s._id,
  name: s.name,
  admissionNumber: s.admissionNumber,
  className: s.className,
  sectionName: s.sectionName,
  guardianName: s.guardianName,
  guardianPhone: s.guardianPhone,
});

/**
 * A student's dues over all their years (student-ledger.ts, the stored lines): their current year's, and what they
 * still owe or paid of an earlier one (arrears follow the student, decision 032), in due-date order, so an earlier
 * year's come first.
 */
export async function duesInPaise(db: DbOrTx, institute: Institute, studentId: string, asOf = indianToday(new Date())) {
  const student = await getStudent(db, institute, studentId);
  const lines = await studentLedger(db, institute, studentId, asOf);
  return { student, lines };
}

/** The year named on a due of a year before the student's current one ("2025-26"), so every screen can say so. */
const earlierYear = (student: Pick<Student, 'academicYearId'>, l: LedgerLine) =>
  l.academicYearId === student.academicYearId ? {} : { academicYear: academicYearName(l.startYear) };

const rupees = (paise: number) => paise / 100;

export async function studentDues(
  db: DbOrTx,
  institute: Institute,
  studentId: string,
  asOf = indianToday(new Date()),
): Promise<StudentDues> {
  const { student, lines } = await duesInPaise(db, institute, studentId, asOf);
  const dues: Due[] = lines.map((l) => ({
    ...earlierYear(student, l),
    instalmentId: l.instalment._id,
    headName: l.instalment.headName,
    label: l.instalment.label,
    dueDate: l.instalment.dueDate,
    amount: rupees(l.amount),
    paid: rupees(l.paid),
    due: rupees(l.due),
    gross: rupees(l.gross),
    concession: rupees(l.concession),
  }));
  const lateFees: LateFeeDue[] = lines
    .filter((l) => l.late.accrued > 0 || l.late.paid > 0)
    .map((l) => ({
      ...earlierYear(student, l),
      instalmentId: l.instalment._id,
      headName: l.instalment.headName,
      label: l.instalment.label,
      dueDate: l.instalment.dueDate,
      daysLate: l.late.daysLate,
      accrued: rupees(l.late.accrued),
      paid: rupees(l.late.paid),
      waived: l.late.waived,
      due: rupees(l.late.due),
    }));
  const receipts = await db
    .select()
    .from(feeReceipts)
    .where(scoped(db, institute).where(feeReceipts, eq(feeReceipts.studentId, studentId)))
    .orderBy(desc(feeReceipts.createdAt))
    .limit(100);
  return {
    student: feeStudent(student),
    dues,
    totalDue: rupees(lines.reduce((sum, l) => sum + l.due, 0)),
    receipts: receipts.map((r) => ({
      _id: r.id,
      receiptNo: r.receiptNo ?? '',
      paidOn: r.paidOn,
      amount: r.amountPaise / 100,
      mode: r.mode,
      status: r.status,
    })),
    asOf,
    lateFees,
    totalLateFeeDue: rupees(lines.reduce((sum, l) => sum + l.late.due, 0)),
  };
}

/** Everything a student owes on a day, in paise: every year's fees and their late fees (a TC is refused while any stands). */
export async function owedOn(db: DbOrTx, institute: Institute, studentId: string, asOf = indianToday(new Date())) {
  const lines = await studentLedger(db, institute, studentId, asOf);
  return lines.reduce((sum, l) => sum + l.due + l.late.due, 0);
}
