import { and, desc, eq, inArray } from 'drizzle-orm';
import { academicYearName, type Due, type FeeCard } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { academicYears, feeAllocations, feeInstalments, feeReceipts, schoolClasses } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { getStudent } from '../students/index.ts';
import { classDueLines, type DueLine, feeStudent, movesOf } from './dues.ts';
import { indianToday } from './fee-math.ts';
import { rupeesOf } from './report-helpers.ts';

/** The most receipts a card lists: years of monthly fees fit many times over. */
const MAX_RECEIPTS = 500;

type Line = Pick<DueLine, 'instalment' | 'gross' | 'concession' | 'amount' | 'paid' | 'due' | 'late'>;

const toDue = (l: Line): Due => ({
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
function totalsOf(lines: Line[]) {
  const sum = (of: (l: Line) => number) => lines.reduce((s, l) => s + of(l), 0);
  return {
    amount: rupeesOf(sum((l) => l.amount)),
    paid: rupeesOf(sum((l) => l.paid + l.late.paid)),
    lateFeesPaid: rupeesOf(sum((l) => l.late.paid)),
    due: rupeesOf(sum((l) => l.due)),
    lateFeesDue: rupeesOf(sum((l) => l.late.due)),
  };
}

/**
 * A student's fees over the years. A student has one row and is moved to next year's class on
 * promotion, so the years are the class they sit in now and every class whose fees they paid
 * something of (any receipt, also cancelled); a year they paid nothing of in a class they have left
 * is not known; a class left mid-year is its own entry (decision 016). Every class's dues are the counter's calculation.
 */
export async function feeCard(db: DbOrTx, institute: Institute, studentId: string): Promise<FeeCard> {
  const rows = scoped(db, institute);
  // Read at once, each scoped to the school (another school's student is getStudent's 404): the card is
  // a chain of small reads, so its time is how many wait on each other.
  const [student, paidClasses, moves, receipts] = await Promise.all([
    getStudent(db, institute, studentId),
    db
      .selectDistinct({ classId: feeInstalments.classId })
      .from(feeAllocations)
      .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
      .where(and(rows.where(feeAllocations, eq(feeAllocations.studentId, studentId)), rows.where(feeInstalments))),
    // A class left mid-year keeps what fell due before the move (decision 016).
    movesOf(db, institute, studentId),
    db
      .select({ r: feeReceipts, startYear: academicYears.startYear })
      .from(feeReceipts)
      .innerJoin(academicYears, eq(academicYears.id, feeReceipts.academicYearId))
      .where(and(rows.where(feeReceipts, eq(feeReceipts.studentId, studentId)), rows.where(academicYears)))
      .orderBy(desc(feeReceipts.paidOn), desc(feeReceipts.createdAt))
      .limit(MAX_RECEIPTS),
  ]);
  const classIds = [
    ...new Set([student.classId, ...paidClasses.map((c) => c.classId), ...moves.map((m) => m.fromClassId)]),
  ];
  const classes = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      yearId: academicYears.id,
      startYear: academicYears.startYear,
    })
    .from(schoolClasses)
    .innerJoin(academicYears, eq(academicYears.id, schoolClasses.academicYearId))
    .where(and(rows.where(schoolClasses, inArray(schoolClasses.id, classIds)), rows.where(academicYears)))
    .orderBy(desc(academicYears.startYear), schoolClasses.name);

  const today = indianToday(new Date());
  // Each class by the counter's own calculation: that year's concessions, the class's rule, the student's span in it.
  const years = await Promise.all(
    classes.map(async (c) => {
      const lines: Line[] = await classDueLines(
        db,
        institute,
        { _id: student._id, academicYearId: c.yearId, admissionDate: student.admissionDate },
        c.classId,
        moves,
        today,
      );
      return { c, lines, totals: totalsOf(lines) };
    }),
  );
  const all = totalsOf(years.flatMap((y) => y.lines));
  return {
    student: feeStudent(student),
    years: years.map(({ c, lines, totals }) => ({
      academicYearId: c.yearId,
      name: academicYearName(c.startYear),
      className: c.className,
      dues: lines.map(toDue),
      ...totals,
    })),
    receipts: receipts.map(({ r, startYear }) => ({
      _id: r.id,
      receiptNo: r.receiptNo ?? '',
      paidOn: r.paidOn,
      amount: rupeesOf(r.amountPaise),
      mode: r.mode,
      status: r.status,
      academicYear: academicYearName(startYear),
    })),
    ...all,
  };
}
