import { and, count, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MODE_LABELS, type CashSummary, type PaymentMode } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { feeReceipts, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { accountNames } from '../accounts/index.ts';
import { lateFeesBetween } from './collections-report.ts';
import { indianDayStart, rupeesOf, toCsv } from './report-helpers.ts';

type ModeTotal = CashSummary['byMode'][number];

/** Adds up rows of one collector (or of everyone) by mode, the largest first. */
function byMode(rows: { mode: PaymentMode; paise: number; receipts: number }[]): {
  modes: ModeTotal[];
  paise: number;
  receipts: number;
} {
  const sums = new Map<PaymentMode, { paise: number; receipts: number }>();
  for (const r of rows) {
    const s = sums.get(r.mode) ?? { paise: 0, receipts: 0 };
    sums.set(r.mode, { paise: s.paise + r.paise, receipts: s.receipts + r.receipts });
  }
  const modes = [...sums]
    .map(([mode, s]) => ({ mode, amount: rupeesOf(s.paise), receipts: s.receipts }))
    .sort((a, b) => b.amount - a.amount || a.mode.localeCompare(b.mode));
  return {
    modes,
    paise: rows.reduce((sum, r) => sum + r.paise, 0),
    receipts: rows.reduce((sum, r) => sum + r.receipts, 0),
  };
}

/**
 * The day-end hand-over: per clerk, what they took on the day (receipts that stand, by payment date)
 * by mode. A receipt of the day cancelled or bounced, or an earlier one cancelled on the day (Indian
 * time), is listed apart and counts in no total: the clerk may have to give that money back.
 */
export async function cashSummary(db: DbOrTx, institute: Institute, date: string): Promise<CashSummary> {
  const rows = scoped(db, institute);
  const dayStart = indianDayStart(date);
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const withdrawnWhere = (when: SQL) =>
    db
      .select({ receipt: feeReceipts, studentName: students.name })
      .from(feeReceipts)
      .innerJoin(students, eq(students.id, feeReceipts.studentId))
      .where(and(rows.where(feeReceipts, and(ne(feeReceipts.status, 'active'), when)), rows.where(students)));
  const [taken, paidThatDay, cancelledThatDay, lateFees] = await Promise.all([
    db
      .select({
        collectedBy: feeReceipts.collectedBy,
        mode: feeReceipts.mode,
        paise: sql<string>`sum(${feeReceipts.amountPaise})`,
        receipts: count(),
      })
      .from(feeReceipts)
      .where(rows.where(feeReceipts, and(eq(feeReceipts.paidOn, date), eq(feeReceipts.status, 'active'))))
      .groupBy(feeReceipts.collectedBy, feeReceipts.mode),
    // Two lookups, each on its own index, rather than one OR that reads every receipt.
    withdrawnWhere(eq(feeReceipts.paidOn, date)),
    withdrawnWhere(and(gte(feeReceipts.cancelledAt, dayStart), lt(feeReceipts.cancelledAt, dayEnd))!),
    lateFeesBetween(db, institute, date, date),
  ]);
  const withdrawn = [...new Map([...paidThatDay, ...cancelledThatDay].map((w) => [w.receipt.id, w])).values()].sort(
    (a, b) => a.receipt.paidOn.localeCompare(b.receipt.paidOn) || (a.receipt.number ?? 0) - (b.receipt.number ?? 0),
  );
  const names = await accountNames(db, [
    ...taken.map((t) => t.collectedBy),
    ...withdrawn.flatMap((w) => [w.receipt.collectedBy, ...(w.receipt.cancelledBy ? [w.receipt.cancelledBy] : [])]),
  ]);
  const lines = taken.map((t) => ({ ...t, paise: Number(t.paise) }));
  const collectors = [...new Set(lines.map((l) => l.collectedBy))].map((collectorId) => {
    const mine = byMode(lines.filter((l) => l.collectedBy === collectorId));
    return {
      collectorId,
      name: names.get(collectorId) ?? '',
      amount: rupeesOf(mine.paise),
      receipts: mine.receipts,
      byMode: mine.modes,
    };
  });
  collectors.sort((a, b) => a.name.localeCompare(b.name) || a.collectorId.localeCompare(b.collectorId));
  const all = byMode(lines);
  return {
    date,
    collectors,
    byMode: all.modes,
    total: rupeesOf(all.paise),
    lateFees: rupeesOf(lateFees),
    receipts: all.receipts,
    withdrawn: withdrawn.map(({ receipt: r, studentName }) => ({
      _id: r.id,
      receiptNo: r.receiptNo ?? '',
      studentName,
      paidOn: r.paidOn,
      amount: rupeesOf(r.amountPaise),
      mode: r.mode,
      status: r.status,
      collectedBy: names.get(r.collectedBy) ?? '',
      cancelledBy: r.cancelledBy ? (names.get(r.cancelledBy) ?? null) : null,
      reason: r.cancelReason,
    })),
  };
}

/**
 * One row per clerk and mode with each clerk's total and the day's; then each withdrawn receipt, marked so, outside the totals.
 * Headers and fixed words in the caller's language (`t`).
 */
export function cashSummaryCsv(summary: CashSummary, t: Translate): string {
  const status = { active: t(/*i18n*/ 'Stands'), cancelled: t(/*i18n*/ 'Cancelled'), bounced: t(/*i18n*/ 'Bounced') };
  const data: (string | number)[][] = [];
  for (const c of summary.collectors) {
    for (const m of c.byMode)
      data.push([c.name, t(PAYMENT_MODE_LABELS[m.mode]), m.receipts, m.amount, '', '', status.active, '', '']);
    data.push([c.name, t(/*i18n*/ 'Total'), c.receipts, c.amount, '', '', status.active, '', '']);
  }
  data.push([
    t(/*i18n*/ 'All clerks'),
    t(/*i18n*/ 'Total'),
    summary.receipts,
    summary.total,
    '',
    '',
    status.active,
    '',
    '',
  ]);
  for (const w of summary.withdrawn) {
    data.push([
      w.collectedBy,
      t(PAYMENT_MODE_LABELS[w.mode]),
      1,
      w.amount,
      w.receiptNo,
      w.studentName,
      status[w.status],
      w.cancelledBy ?? '',
      w.reason ?? '',
    ]);
  }
  return toCsv(
    [
      t(/*i18n*/ 'Collected By'),
      t(/*i18n*/ 'Mode'),
      t(/*i18n*/ 'Receipts'),
      t(/*i18n*/ 'Amount (Rs.)'),
      t(/*i18n*/ 'Receipt No.'),
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Status'),
      t(/*i18n*/ 'Cancelled By'),
      t(/*i18n*/ 'Reason'),
    ],
    data,
  );
}
