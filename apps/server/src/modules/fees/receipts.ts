import { and, eq } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  rupeesInWords,
  todayInIndia,
  type AllocationKind,
  type CancelReceiptBody,
  type Receipt,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { feeAllocations, feeHeads, feeInstalments, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { accountNames } from '../accounts/index.ts';
import { instituteLetterhead } from '../profiles/index.ts';
import { getStudent } from '../students/index.ts';
import { feeStudent } from './dues.ts';

export type ReceiptRow = typeof feeReceipts.$inferSelect;

export async function findReceipt(db: DbOrTx, institute: Institute, receiptId: string): Promise<ReceiptRow> {
  const row = await scoped(db, institute).find(feeReceipts, receiptId);
  if (!row) throw notFound(FEE_MESSAGES.receiptNotFound);
  return row;
}

type ReceiptLine = Receipt['lines'][number];

/** A receipt's line for what an allocation paid: a late fee is named after its instalment ("April late fee"). */
export const receiptLine = (
  instalment: { headName: string; label: string },
  kind: AllocationKind,
  paise: number,
): ReceiptLine => ({
  headName: instalment.headName,
  label: kind === 'lateFee' ? `${instalment.label} late fee` : instalment.label,
  amount: paise / 100,
  kind,
});

/** The printed receipt from its row and what it names: the school, the student, the fees paid and the people. */
export function toReceipt(
  row: ReceiptRow,
  school: Receipt['school'],
  student: Receipt['student'],
  lines: ReceiptLine[],
  names: Map<string, string>,
): Receipt {
  return {
    _id: row.id,
    // Numbered in the transaction that wrote it (decision 012): a committed receipt always has both.
    receiptNo: row.receiptNo ?? '',
    number: row.number ?? 0,
    school,
    student: feeStudent(student),
    lines,
    amount: row.amountPaise / 100,
    amountInWords: rupeesInWords(row.amountPaise),
    mode: row.mode,
    reference: row.reference,
    chequeNumber: row.chequeNumber,
    bank: row.bank,
    chequeDate: row.chequeDate,
    paidOn: row.paidOn,
    collectedBy: names.get(row.collectedBy) ?? '',
    backdated: row.paidOnChosenBy ? { by: names.get(row.paidOnChosenBy) ?? '', reason: row.paidOnReason ?? '' } : null,
    status: row.status,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy ? (names.get(row.cancelledBy) ?? null) : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A receipt with everything its print shows. */
export async function receiptOf(db: DbOrTx, institute: Institute, receiptId: string): Promise<Receipt> {
  const row = await findReceipt(db, institute, receiptId);
  const rows = scoped(db, institute);
  const lines = await db
    .select({
      headName: feeHeads.name,
      label: feeInstalments.label,
      paise: feeAllocations.amountPaise,
      kind: feeAllocations.kind,
    })
    .from(feeAllocations)
    .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
    .innerJoin(feeHeads, eq(feeHeads.id, feeInstalments.headId))
    .where(
      and(
        rows.where(feeAllocations, eq(feeAllocations.receiptId, row.id)),
        rows.where(feeInstalments),
        rows.where(feeHeads),
      ),
    )
    .orderBy(feeInstalments.dueDate, feeHeads.name, feeAllocations.kind);
  const [school, student, names] = await Promise.all([
    instituteLetterhead(db, institute),
    getStudent(db, institute, row.studentId),
    accountNames(db, [
      row.collectedBy,
      ...(row.cancelledBy ? [row.cancelledBy] : []),
      ...(row.paidOnChosenBy ? [row.paidOnChosenBy] : []),
    ]),
  ]);
  return toReceipt(
    row,
    school,
    student,
    lines.map((l) => receiptLine(l, l.kind, l.paise)),
    names,
  );
}

/** The office's calendar day: receipts are "of today" by Indian time, not UTC. */
const indianDay = todayInIndia;

export interface Canceller {
  id: string;
  role: string;
}

/**
 * Takes a receipt out of the accounts, keeping it with the reason and who did it; its allocations stop
 * counting, so its dues are due again. A clerk cancels only the day's receipts; the admin any.
 */
async function withdraw(
  db: Db,
  institute: Institute,
  by: Canceller,
  receiptId: string,
  body: CancelReceiptBody,
  status: 'cancelled' | 'bounced',
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await findReceipt(tx, institute, receiptId);
    if (row.status !== 'active') throw conflict(FEE_MESSAGES.alreadyCancelled);
    if (status === 'bounced' && row.mode !== 'cheque') throw conflict(FEE_MESSAGES.notACheque);
    if (status === 'cancelled' && by.role !== 'instituteAdmin' && indianDay(row.createdAt) !== indianDay(now))
      throw forbidden(FEE_MESSAGES.onlyAdminCancelsOld);
    // The status in the condition: of two clerks cancelling at once, one changes the row.
    const changed = await scoped(tx, institute).update(
      feeReceipts,
      { status, cancelReason: body.reason, cancelledBy: by.id, cancelledAt: now },
      and(eq(feeReceipts.id, row.id), eq(feeReceipts.status, 'active'))!,
    );
    if (changed.length === 0) throw conflict(FEE_MESSAGES.alreadyCancelled);
  });
  return receiptOf(db, institute, receiptId);
}

export const cancelReceipt = (
  db: Db,
  institute: Institute,
  by: Canceller,
  receiptId: string,
  body: CancelReceiptBody,
  now?: Date,
) => withdraw(db, institute, by, receiptId, body, 'cancelled', now);

export const bounceCheque = (db: Db, institute: Institute, by: Canceller, receiptId: string, body: CancelReceiptBody) =>
  withdraw(db, institute, by, receiptId, body, 'bounced');
