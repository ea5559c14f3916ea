import { and, between, count, eq, sql } from 'drizzle-orm';
import type { FeeDashboard } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { currentYear } from '../classes/index.ts';
import { classDuesOfYear, sumClassDues, toClassDues } from './class-dues.ts';
import { lateFeesBetween } from './collections-report.ts';
import { indianToday } from './reports.ts';
import { monthOf, rupeesOf } from './report-helpers.ts';

const TOP_CLASSES = 5;

/** Receipts that stand with a payment date in the span, summed on the (institute, paid_on) index. */
async function collectedBetween(db: DbOrTx, institute: Institute, from: string, to: string) {
  const [[row], lateFees] = await Promise.all([
    db
      .select({ paise: sql<string>`coalesce(sum(${feeReceipts.amountPaise}), 0)`, receipts: count() })
      .from(feeReceipts)
      .where(
        scoped(db, institute).where(
          feeReceipts,
          and(eq(feeReceipts.status, 'active'), between(feeReceipts.paidOn, from, to)),
        ),
      ),
    lateFeesBetween(db, institute, from, to),
  ]);
  return { amount: rupeesOf(row?.paise), lateFees: rupeesOf(lateFees), receipts: row?.receipts ?? 0 };
}

/**
 * The office's fee figures, by Indian calendar: today's collections, this month's against what falls
 * due this month in the current year, and the classes with the most overdue. Three aggregates.
 */
export async function feeDashboard(db: DbOrTx, institute: Institute, now = new Date()): Promise<FeeDashboard> {
  const today = indianToday(now);
  const month = monthOf(today);
  const year = await currentYear(db, institute);
  const [todays, monthly, classes] = await Promise.all([
    collectedBetween(db, institute, today, today),
    collectedBetween(db, institute, month.from, month.to),
    year ? classDuesOfYear(db, institute, year.id, today, month) : Promise.resolve([]),
  ]);
  const topClasses = classes
    .filter((c) => c.overdue > 0)
    .sort((a, b) => b.overdue - a.overdue || a.className.localeCompare(b.className))
    .slice(0, TOP_CLASSES)
    .map(toClassDues)
    .map(({ classId, className, overdue, outstanding, defaulters }) => ({
      classId,
      className,
      overdue,
      outstanding,
      defaulters,
    }));
  return {
    today: { date: today, ...todays },
    month: {
      ...month,
      collected: monthly.amount,
      lateFees: monthly.lateFees,
      receipts: monthly.receipts,
      due: rupeesOf(sumClassDues(classes).dueInWindow),
    },
    topClasses,
  };
}
