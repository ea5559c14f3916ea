import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Due, FeeInstalment, FeeStudent, LateFeeDue, Student, StudentDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { holdStudentFees } from '../../db/locks.ts';
import {
  feeAllocations,
  feeConcessions,
  feeHeadAssignments,
  feeHeads,
  feeLateFeeWaivers,
  feeLateRules,
  feeReceipts,
  schoolClasses,
  studentClassMoves,
} from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';
import {
  chargedFrom,
  classSpans,
  concessionPaise,
  indianToday,
  lateFeePaise,
  lateFromDate,
  yearCapped,
  type Admission,
  type ClassMove,
  type ConcessionTerm,
  type HeadAssignment,
  type LateFeeTerm,
  type Payment,
} from './fee-math.ts';
import { instalmentsOfClass } from './setup.ts';

/**
 * Queues the work on one student's fees (a collection, a waiver) until this transaction ends, so what
 * was paid or waived is read after the other's commit: two of them cannot both take the same due.
 */
export const lockStudentFees = holdStudentFees;

export interface InstalmentPayments {
  /** Payments of the instalment itself, by payment date (when it was paid off decides its late fee). */
  fee: Payment[];
  latePaise: number;
}

/** What receipts that stand paid of a student's instalments: each payment of the fee with its date, and the late fee paid. */
export async function paymentsOf(
  db: DbOrTx,
  institute: Institute,
  studentId: string,
  instalmentIds: string[],
): Promise<Map<string, InstalmentPayments>> {
  if (instalmentIds.length === 0) return new Map();
  const rows = scoped(db, institute);
  const found = await db
    .select({
      instalmentId: feeAllocations.instalmentId,
      kind: feeAllocations.kind,
      paidOn: feeReceipts.paidOn,
      paise: sql<string>`sum(${feeAllocations.amountPaise})`,
    })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .where(
      and(
        rows.where(
          feeAllocations,
          and(eq(feeAllocations.studentId, studentId), inArray(feeAllocations.instalmentId, instalmentIds)),
        ),
        rows.where(feeReceipts, eq(feeReceipts.status, 'active')),
      ),
    )
    .groupBy(feeAllocations.instalmentId, feeAllocations.kind, feeReceipts.paidOn);
  const byInstalment = new Map<string, InstalmentPayments>();
  for (const f of found) {
    const entry = byInstalment.get(f.instalmentId) ?? { fee: [], latePaise: 0 };
    if (f.kind === 'lateFee') entry.latePaise += Number(f.paise);
    else entry.fee.push({ paidOn: f.paidOn, paise: Number(f.paise) });
    byInstalment.set(f.instalmentId, entry);
  }
  return byInstalment;
}

/** The concessions of students for an academic year, by student. */
export async function concessionsOfStudents(
  db: DbOrTx,
  institute: Institute,
  academicYearId: string,
  studentIds: string[],
): Promise<Map<string, ConcessionTerm[]>> {
  const byStudent = new Map<string, ConcessionTerm[]>();
  if (studentIds.length === 0) return byStudent;
  const found = await scoped(db, institute).select(
    feeConcessions,
    and(eq(feeConcessions.academicYearId, academicYearId), inArray(feeConcessions.studentId, studentIds)),
  );
  for (const c of found)
    byStudent.set(c.studentId, [
      ...(byStudent.get(c.studentId) ?? []),
      { headId: c.headId, mode: c.mode, value: c.value },
    ]);
  return byStudent;
}

export interface FeeTerms {
  concessions: ConcessionTerm[];
  rule: LateFeeTerm | undefined;
  admission: Admission;
}

/** The heads an institute charges also to students admitted after an instalment fell due, and its heads for chosen students only. */
export async function headKinds(
  db: DbOrTx,
  institute: Institute,
): Promise<{ chargedBeforeAdmission: Set<string>; forChosen: Set<string> }> {
  const found = await scoped(db, institute).select(
    feeHeads,
    or(eq(feeHeads.chargedBeforeAdmission, true), eq(feeHeads.forChosenStudents, true)),
  );
  return {
    chargedBeforeAdmission: new Set(found.filter((h) => h.chargedBeforeAdmission).map((h) => h.id)),
    forChosen: new Set(found.filter((h) => h.forChosenStudents).map((h) => h.id)),
  };
}

/** A student's assignments of heads for chosen students, ended ones too (what was due while assigned stays due). */
export async function assignmentsOf(db: DbOrTx, institute: Institute, studentId: string): Promise<HeadAssignment[]> {
  const found = await scoped(db, institute).select(feeHeadAssignments, eq(feeHeadAssignments.studentId, studentId));
  return found.map((a) => ({ headId: a.headId, startsOn: a.startsOn, endsOn: a.endsOn }));
}

/** What a student's dues follow besides the class's instalments: their admission (or move into the class) and assignments, concessions for the year and the class's late fee rule. */
export async function feeTerms(
  db: DbOrTx,
  institute: Institute,
  student: Pick<Student, '_id' | 'classId' | 'academicYearId' | 'admissionDate'>,
  moves?: ClassMove[],
): Promise<FeeTerms> {
  const [concessions, [rule], heads, assignments, moved] = await Promise.all([
    concessionsOfStudents(db, institute, student.academicYearId, [student._id]),
    scoped(db, institute).select(feeLateRules, eq(feeLateRules.classId, student.classId)),
    headKinds(db, institute),
    assignmentsOf(db, institute, student._id),
    moves ?? movesOf(db, institute, student._id),
  ]);
  const spans = classSpans(moved, student.classId, student.admissionDate);
  const admission: Admission = {
    spans,
    headsChargedBeforeAdmission: heads.chargedBeforeAdmission,
    headsForChosen: heads.forChosen,
    assignments,
  };
  return { concessions: concessions.get(student._id) ?? [], rule, admission };
}

/** A student's dated moves between classes (decision 016), every year's. */
export async function movesOf(db: DbOrTx, institute: Institute, studentId: string): Promise<ClassMove[]> {
  const found = await scoped(db, institute).select(studentClassMoves, eq(studentClassMoves.studentId, studentId));
  return found.map((m) => ({ fromClassId: m.fromClassId, toClassId: m.toClassId, movedOn: m.movedOn }));
}

/**
 * The classes whose dues are a student's this year (decision 016): the class they sit in, then each class
 * of the same year they moved out of, whose instalments due before the move stay theirs to pay and are
 * asked at the counter and reported under the class they sit in now.
 */
export async function classesOfYear(
  db: DbOrTx,
  institute: Institute,
  student: Pick<Student, 'classId' | 'academicYearId'>,
  moves: ClassMove[],
): Promise<string[]> {
  const left = [...new Set(moves.map((m) => m.fromClassId))].filter((id) => id !== student.classId);
  if (left.length === 0) return [student.classId];
  const sameYear = await scoped(db, institute).select(
    schoolClasses,
    and(inArray(schoolClasses.id, left), eq(schoolClasses.academicYearId, student.academicYearId)),
  );
  return [student.classId, ...left.filter((id) => sameYear.some((c) => c.id === id))];
}

/** One class's lines of a student's dues, by that class's instalments, late fee rule and the student's span in it. */
export async function classDueLines(
  db: DbOrTx,
  institute: Institute,
  student: Pick<Student, '_id' | 'academicYearId' | 'admissionDate'>,
  classId: string,
  moves: ClassMove[],
  asOf: string,
): Promise<DueLine[]> {
  const instalments = await instalmentsOfClass(db, institute, classId);
  const [terms, payments, waived] = await Promise.all([
    feeTerms(db, institute, { ...student, classId }, moves),
    paymentsOf(
      db,
      institute,
      student._id,
      instalments.map((i) => i._id),
    ),
    waivedInstalments(db, institute, student._id),
  ]);
  return dueLines(instalments, terms, payments, waived, asOf);
}

/** In the order the counter lists dues: by due date, then head (a class left's lines fall among the current class's). */
export const byDueDate = (x: DueLine, y: DueLine) =>
  x.instalment.dueDate.localeCompare(y.instalment.dueDate) ||
  x.instalment.headName.localeCompare(y.instalment.headName);

export async function waivedInstalments(db: DbOrTx, institute: Institute, studentId: string): Promise<Set<string>> {
  const found = await scoped(db, institute).select(feeLateFeeWaivers, eq(feeLateFeeWaivers.studentId, studentId));
  return new Set(found.map((w) => w.instalmentId));
}

/** One instalment for one student, in paise: gross less concession is `amount` (net); `late` is its late fee on the day asked. */
export interface DueLine {
  instalment: FeeInstalment;
  gross: number;
  concession: number;
  amount: number;
  paid: number;
  due: number;
  late: { accrued: number; daysLate: number; paid: number; waived: boolean; due: number };
}

/**
 * The one calculation of what a student owes: every screen, report and check uses it (decisions 013,
 * 014). An instalment due before the student's admission (or outside their assignment of a head for
 * chosen students) is left out unless fee-math chargedFrom says so, or something was paid of it (a payment is never hidden).
 */
export function dueLines(
  instalments: FeeInstalment[],
  terms: FeeTerms,
  payments: Map<string, InstalmentPayments>,
  waived: Set<string>,
  asOf: string,
): DueLine[] {
  const paidSomething = (id: string) =>
    (payments.get(id)?.fee.length ?? 0) > 0 || (payments.get(id)?.latePaise ?? 0) > 0;
  const charged = instalments
    .map((i) => ({ i, from: chargedFrom(i, terms.admission) }))
    .filter(({ i, from }) => from !== undefined || paidSomething(i._id));
  const lines = charged.map(({ i, from }): DueLine => {
    const gross = Math.round(i.amount * 100);
    const concession = concessionPaise(gross, i.headId, terms.concessions);
    const amount = gross - concession;
    const paidOf = payments.get(i._id) ?? { fee: [], latePaise: 0 };
    const paid = paidOf.fee.reduce((sum, p) => sum + p.paise, 0);
    const accrued = lateFeePaise(
      terms.rule,
      lateFromDate(i.dueDate, from ?? terms.admission.spans[0]?.from ?? i.dueDate),
      amount,
      paidOf.fee,
      asOf,
    );
    const isWaived = waived.has(i._id);
    return {
      instalment: i,
      gross,
      concession,
      amount,
      paid,
      // A concession given after a payment can leave more paid than asked: nothing is due, never less.
      due: Math.max(amount - paid, 0),
      late: {
        accrued: accrued.paise,
        daysLate: accrued.daysLate,
        paid: paidOf.latePaise,
        waived: isWaived,
        due: isWaived ? 0 : Math.max(accrued.paise - paidOf.latePaise, 0),
      },
    };
  });
  const rule = terms.rule;
  if (rule?.scope !== 'year' || rule.capPaise === null) return lines;
  // Capped per student and year: the year's late fees together, oldest first; each line asks its share.
  const shares = yearCapped(
    lines.map((l) => ({
      dueDate: l.instalment.dueDate,
      key: l.instalment._id,
      accrued: l.late.accrued,
      paid: l.late.paid,
      waived: l.late.waived,
    })),
    rule.capPaise,
  );
  return lines.map((l, i) =>
    l.late.waived ? l : { ...l, late: { ...l.late, accrued: l.late.paid + shares[i]!, due: shares[i]! } },
  );
}

/** Dues of instalments of several classes (a class left mid-year and the current one), each class by its own terms, in due-date order. */
export function dueLinesByClass(
  instalments: FeeInstalment[],
  termsOf: (classId: string) => FeeTerms,
  payments: Map<string, InstalmentPayments>,
  waived: Set<string>,
  asOf: string,
): DueLine[] {
  const classIds = [...new Set(instalments.map((i) => i.classId))];
  return classIds
    .flatMap((classId) =>
      dueLines(
        instalments.filter((i) => i.classId === classId),
        termsOf(classId),
        payments,
        waived,
        asOf,
      ),
    )
    .sort(byDueDate);
}

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
 * A student's dues of their current year: their class's, and what a class they moved out of this year
 * charged before the move (decision 016), each class by its own rule, together in due-date order.
 */
export async function duesInPaise(db: DbOrTx, institute: Institute, studentId: string, asOf = indianToday(new Date())) {
  const student = await getStudent(db, institute, studentId);
  const moves = await movesOf(db, institute, studentId);
  const classIds = await classesOfYear(db, institute, student, moves);
  const perClass = await Promise.all(
    classIds.map((classId) => classDueLines(db, institute, student, classId, moves, asOf)),
  );
  return { student, lines: perClass.flat().sort(byDueDate) };
}

const rupees = (paise: number) => paise / 100;

export async function studentDues(
  db: DbOrTx,
  institute: Institute,
  studentId: string,
  asOf = indianToday(new Date()),
): Promise<StudentDues> {
  const { student, lines } = await duesInPaise(db, institute, studentId, asOf);
  const dues: Due[] = lines.map((l) => ({
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
