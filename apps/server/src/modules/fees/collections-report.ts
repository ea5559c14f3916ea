import { and, between, count, eq, sql } from 'drizzle-orm';
import { PAYMENT_MODE_LABELS, type CollectionsReport, type CollectionTable } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { feeAllocations, feeHeads, feeInstalments, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { fillDays, rupeesOf, toCsv } from './report-helpers.ts';

const paise = sql<string>`coalesce(sum(${feeReceipts.amountPaise}), 0)`;

/** The late fees that receipts standing with a payment date in the span paid, in paise: the "incl. late fees" every collection figure names. */
export async function lateFeesBetween(db: DbOrTx, institute: Institute, from: string, to: string): Promise<number> {
  const rows = scoped(db, institute);
  const [found] = await db
    .select({ paise: sql<string>`coalesce(sum(${feeAllocations.amountPaise}), 0)` })
    .from(feeAllocations)
    .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
    .where(
      and(
        rows.where(feeReceipts, and(eq(feeReceipts.status, 'active'), between(feeReceipts.paidOn, from, to))),
        rows.where(feeAllocations, eq(feeAllocations.kind, 'lateFee')),
      ),
    );
  return Number(found?.paise ?? 0);
}

/**
 * Receipts that stand (not cancelled, not bounced) by payment date, summed in SQL on the
 * (institute, paid_on) index: a year of a big school's receipts is one range scan.
 */
export async function collectionsReport(
  db: DbOrTx,
  institute: Institute,
  range: { from: string; to: string },
): Promise<CollectionsReport> {
  const rows = scoped(db, institute);
  const standing = rows.where(
    feeReceipts,
    and(eq(feeReceipts.status, 'active'), between(feeReceipts.paidOn, range.from, range.to)),
  );
  const [days, modes, heads, lateFees] = await Promise.all([
    db
      .select({ date: feeReceipts.paidOn, paise, receipts: count() })
      .from(feeReceipts)
      .where(standing)
      .groupBy(feeReceipts.paidOn),
    db
      .select({ mode: feeReceipts.mode, paise, receipts: count() })
      .from(feeReceipts)
      .where(standing)
      .groupBy(feeReceipts.mode),
    db
      .select({
        headName: feeHeads.name,
        paise: sql<string>`sum(${feeAllocations.amountPaise})`,
        receipts: sql<number>`count(distinct ${feeAllocations.receiptId})::int`,
      })
      .from(feeAllocations)
      .innerJoin(feeReceipts, eq(feeReceipts.id, feeAllocations.receiptId))
      .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
      .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
      .where(and(standing, rows.where(feeAllocations)))
      .groupBy(feeHeads.id, feeHeads.name),
    lateFeesBetween(db, institute, range.from, range.to),
  ]);
  const totalPaise = modes.reduce((sum, m) => sum + Number(m.paise), 0);
  return {
    from: range.from,
    to: range.to,
    total: rupeesOf(totalPaise),
    lateFees: rupeesOf(lateFees),
    receipts: modes.reduce((sum, m) => sum + m.receipts, 0),
    byDay: fillDays(
      range.from,
      range.to,
      days.map((d) => ({ date: d.date, amount: rupeesOf(d.paise), receipts: d.receipts })),
      (date) => ({ date, amount: 0, receipts: 0 }),
    ),
    byMode: modes
      .map((m) => ({ mode: m.mode, amount: rupeesOf(m.paise), receipts: m.receipts }))
      .sort((a, b) => b.amount - a.amount || a.mode.localeCompare(b.mode)),
    byHead: heads
      .map((h) => ({ headName: h.headName, amount: rupeesOf(h.paise), receipts: h.receipts }))
      .sort((a, b) => b.amount - a.amount || a.headName.localeCompare(b.headName)),
  };
}

/** One table of the report as CSV, with its total as the last row; headers and fixed words in the caller's language (`t`). */
export function collectionsCsv(report: CollectionsReport, table: CollectionTable, t: Translate): string {
  const total = [t(/*i18n*/ 'Total'), report.receipts, report.total];
  switch (table) {
    case 'day':
      return toCsv(
        [t(/*i18n*/ 'Date'), t(/*i18n*/ 'Receipts'), t(/*i18n*/ 'Amount (Rs.)')],
        [...report.byDay.map((d) => [d.date, d.receipts, d.amount]), total],
      );
    case 'mode':
      return toCsv(
        [t(/*i18n*/ 'Mode'), t(/*i18n*/ 'Receipts'), t(/*i18n*/ 'Amount (Rs.)')],
        [...report.byMode.map((m) => [t(PAYMENT_MODE_LABELS[m.mode]), m.receipts, m.amount]), total],
      );
    case 'head':
      // A receipt paying two heads counts under each, so the receipts column does not add up to the total.
      return toCsv(
        [t(/*i18n*/ 'Fee Head'), t(/*i18n*/ 'Receipts'), t(/*i18n*/ 'Amount (Rs.)')],
        [...report.byHead.map((h) => [h.headName, h.receipts, h.amount]), [t(/*i18n*/ 'Total'), '', report.total]],
      );
  }
}
