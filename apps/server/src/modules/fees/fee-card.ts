import { and, desc, eq } from 'drizzle-orm';
import { academicYearName, type Due, type FeeCard } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { academicYears, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';
import { feeStudent } from './dues.ts';
import { indianToday } from './fee-math.ts';
import { rupeesOf } from './report-helpers.ts';
import { studentLedger, type LedgerLine } from './student-ledger.ts';

/** The most receipts a card lists: years of monthly fees fit many times over. */
const MAX_RECEIPTS = 500;

const toDue = (l: LedgerLine): Due => ({
  instalmentId: l.instalment._id,
  headName: l.instalment.headName,
  label: l.instalment.label,
  dueDate: l.instalment.dueDate,
  amount: rupeesOf(l.amount),
  paid: rupeesOf(l.paid),
  due: rupeesOf(l.due),
  gross: rupeesOf(l.gross),
  concession: rupeesOf(l.concession),
});

/** A year's figures in rupees: `paid` is what its receipts add up to, so it counts the late fees they paid and names them. */
function totalsOf(lines: LedgerLine[]) {
  const sum = (of: (l: LedgerLine) => number) => lines.reduce((s, l) => s + of(l), 0);
  return {
    amount: rupeesOf(sum((l) => l.amount)),
    paid: rupeesOf(sum((l) => l.paid + l.late.paid)),
    lateFeesPaid: rupeesOf(sum((l) => l.late.paid)),
    due: rupeesOf(sum((l) => l.due)),
    lateFeesDue: rupeesOf(sum((l) => l.late.due)),
  };
}

/**
 * A student's fees over the years: every class whose lines are theirs (student-ledger.ts, the counter's own
 * reading), newest year first, so a year left unpaid in a class they were promoted out of stays on the card and in
 * its totals until paid, conceded or written off (decision 032); a class left mid-year is its own entry
 * (decision 016). The class they sit in is listed even before its fees are set.
 */
export async function feeCard(db: DbOrTx, institute: Institute, studentId: string): Promise<FeeCard> {
  const rows = scoped(db, institute);
  const student = await getStudent(db, institute, studentId);
  const [lines, receipts] = await Promise.all([
    studentLedger(db, institute, studentId, indianToday(new Date())),
    db
      .select({ r: feeReceipts, startYear: academicYears.startYear })
      .from(feeReceipts)
      .innerJoin(academicYears, eq(academicYears.id, feeReceipts.academicYearId))
      .where(and(rows.where(feeReceipts, eq(feeReceipts.studentId, studentId)), rows.where(academicYears)))
      .orderBy(desc(feeReceipts.paidOn), desc(feeReceipts.createdAt))
      .limit(MAX_RECEIPTS),
  ]);
  const byClass = new Map<string, LedgerLine[]>();
  for (const l of lines) byClass.set(l.instalment.classId, [...(byClass.get(l.instalment.classId) ?? []), l]);
  const years = [...byClass.values()].map((classLines) => {
    const first = classLines[0]!;
    return {
      academicYearId: first.academicYearId,
      startYear: first.startYear,
      name: academicYearName(first.startYear),
      className: first.className,
      dues: classLines.map(toDue),
      ...totalsOf(classLines),
    };
  });
  const current = byClass.has(student.classId) ? undefined : await rows.find(academicYears, student.academicYearId);
  if (current)
    years.push({
      academicYearId: current.id,
      startYear: current.startYear,
      name: academicYearName(current.startYear),
      className: student.className,
      dues: [],
      ...totalsOf([]),
    });
  years.sort((a, b) => b.startYear - a.startYear || a.className.localeCompare(b.className));
  return {
    student: feeStudent(student),
    years: years.map(({ startYear: _, ...y }) => y),
    receipts: receipts.map(({ r, startYear }) => ({
      _id: r.id,
      receiptNo: r.receiptNo ?? '',
      paidOn: r.paidOn,
      amount: rupeesOf(r.amountPaise),
      mode: r.mode,
      status: r.status,
      academicYear: academicYearName(startYear),
    })),
    ...totalsOf(lines),
  };
}
