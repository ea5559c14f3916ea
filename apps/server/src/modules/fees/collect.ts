import { eq, sql } from 'drizzle-orm';
import { FEE_MESSAGES, type AllocationKind, type CollectBody, type Receipt } from '@school-portal/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { feeAllocations, feeReceiptCounters, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { findYear } from '../classes/index.ts';
import { getStudent } from '../students/index.ts';
import { dueLines, feeTerms, lockStudentFees, paymentsOf, waivedInstalments } from './dues.ts';
import { accountNames } from '../accounts/index.ts';
import { instituteLetterhead } from '../profiles/index.ts';
import { defaultPrefix } from './receipt-prefix.ts';
import { receiptLine, receiptOf, toReceipt } from './receipts.ts';
import { instalmentsOfClass } from './setup.ts';

type CollectInput = Omit<CollectBody, 'allocations'> & { allocations: { instalmentId: string; amount: number; kind?: AllocationKind }[] };

/**
 * Numbers a receipt written in this transaction: one statement makes the year's counter on first
 * use, raises it, locks its row until the transaction ends and gives the receipt that number.
 * Concurrent collections of the year queue on the row for this statement and the commit only; a
 * collection that rolls back gives its number back, so numbers are neither repeated nor skipped.
 */
async function numberReceipt(tx: Tx, institute: Institute, academicYearId: string, prefix: string, receiptId: string) {
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  const result: unknown = await tx.execute(sql`
    with counter as (
      insert into ${feeReceiptCounters} (institute_code, academic_year_id, prefix, last_number)
      values (${institute}, ${academicYearId}, ${prefix}, 1)
      on conflict (institute_code, academic_year_id) do update set last_number = ${feeReceiptCounters}.last_number + 1
      returning last_number, prefix
    )
    update ${feeReceipts} set number = counter.last_number, receipt_no = counter.prefix || lpad(counter.last_number::text, 6, '0')
    from counter
    where ${feeReceipts}.id = ${receiptId} and ${feeReceipts}.institute_code = ${institute}
    returning ${feeReceipts}.number, ${feeReceipts}.receipt_no`);
  const [numbered] = (result as { rows: { number: number; receipt_no: string }[] }).rows;
  return { number: numbered!.number, receiptNo: numbered!.receipt_no };
}

async function sameKey(db: DbOrTx, institute: Institute, key: string) {
  const [row] = await scoped(db, institute).select(feeReceipts, eq(feeReceipts.idempotencyKey, key));
  return row;
}

/** A twin request committed first: this one rolls back (its number with it) and answers the twin's receipt. */
class AlreadyCollected extends Error {
  constructor(readonly receiptId: string) {
    super('already collected');
  }
}

/**
 * Records a payment, its allocation to dues and its numbered receipt in one transaction; the same
 * idempotency key answers the first receipt. Everything that needs no lock is checked before the
 * counter is taken, so the counter's row is held for one statement and the commit.
 */
export async function collect(db: Db, institute: Institute, collectorId: string, body: CollectInput): Promise<{ receipt: Receipt; created: boolean }> {
  const done = await sameKey(db, institute, body.idempotencyKey);
  if (done) return { receipt: await receiptOf(db, institute, done.id), created: false };
  try {
    const made = await db.transaction(async (tx) => {
      const student = await getStudent(tx, institute, body.studentId).catch(() => {
        throw badRequest(FEE_MESSAGES.studentNotFound, { studentId: FEE_MESSAGES.studentNotFound });
      });
      const structure = new Map((await instalmentsOfClass(tx, institute, student.classId)).map((i) => [i._id, i]));
      const asked = new Map<string, { instalmentId: string; kind: AllocationKind; paise: number; index: number }>();
      body.allocations.forEach((a, i) => {
        if (!structure.has(a.instalmentId)) throw badRequest(FEE_MESSAGES.notInStudentDues, { [`allocations.${i}.instalmentId`]: FEE_MESSAGES.notInStudentDues });
        const kind = a.kind ?? 'fee';
        const key = `${kind}:${a.instalmentId}`;
        const before = asked.get(key);
        asked.set(key, { instalmentId: a.instalmentId, kind, paise: (before?.paise ?? 0) + Math.round(a.amount * 100), index: before?.index ?? i });
      });
      const year = await findYear(tx, institute, student.academicYearId);
      const terms = await feeTerms(tx, institute, student);

      // One collection of a student at a time (a twin request, or two clerks with one family): what
      // was paid is read after the lock, so two payments cannot both take the same due.
      await lockStudentFees(tx, student._id);
      const twin = await sameKey(tx, institute, body.idempotencyKey);
      if (twin) throw new AlreadyCollected(twin.id);
      const instalmentIds = [...new Set([...asked.values()].map((a) => a.instalmentId))];
      const paysLateFee = [...asked.values()].some((a) => a.kind === 'lateFee');
      const [payments, waived] = await Promise.all([paymentsOf(tx, institute, student._id, instalmentIds), paysLateFee ? waivedInstalments(tx, institute, student._id) : new Set<string>()]);
      // The late fee is counted to the payment date, as the counter showed it.
      const lines = new Map(dueLines(instalmentIds.map((id) => structure.get(id)!), terms, payments, waived, body.paidOn).map((l) => [l.instalment._id, l]));
      for (const a of asked.values()) {
        const line = lines.get(a.instalmentId)!;
        if (a.kind === 'fee' && a.paise > line.due) throw badRequest(FEE_MESSAGES.overpaid, { [`allocations.${a.index}.amount`]: FEE_MESSAGES.overpaid });
        if (a.kind === 'lateFee' && a.paise > line.late.due) throw badRequest(FEE_MESSAGES.lateFeeOverpaid, { [`allocations.${a.index}.amount`]: FEE_MESSAGES.lateFeeOverpaid });
      }
      const rows = scoped(tx, institute);
      const receipt = await rows.insert(feeReceipts, {
        academicYearId: year.id,
        studentId: student._id,
        amountPaise: [...asked.values()].reduce((sum, a) => sum + a.paise, 0),
        mode: body.mode,
        reference: body.reference ?? null,
        chequeNumber: body.mode === 'cheque' ? (body.chequeNumber ?? null) : null,
        bank: body.bank ?? null,
        chequeDate: body.mode === 'cheque' ? (body.chequeDate ?? null) : null,
        paidOn: body.paidOn,
        collectedBy: collectorId,
        idempotencyKey: body.idempotencyKey,
      });
      await rows.insertMany(
        feeAllocations,
        [...asked.values()].map((a) => ({ receiptId: receipt.id, studentId: student._id, instalmentId: a.instalmentId, amountPaise: a.paise, kind: a.kind })),
      );
      const numbered = await numberReceipt(tx, institute, year.id, defaultPrefix(year.startYear), receipt.id);
      const printed = [...asked.values()].map((a) => ({ ...receiptLine(structure.get(a.instalmentId)!, a.kind, a.paise), dueDate: structure.get(a.instalmentId)!.dueDate }));
      return { receipt: { ...receipt, ...numbered }, student, lines: printed };
    });
    // Answered from what the transaction knew: a busy counter is not kept waiting for a second read.
    const [school, names] = await Promise.all([instituteLetterhead(db, institute), accountNames(db, [collectorId])]);
    const lines = made.lines.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.headName.localeCompare(b.headName) || a.kind.localeCompare(b.kind)).map(({ dueDate: _, ...line }) => line);
    return { receipt: toReceipt(made.receipt, school, made.student, lines, names), created: true };
  } catch (err) {
    if (err instanceof AlreadyCollected) return { receipt: await receiptOf(db, institute, err.receiptId), created: false };
    // The unique index is the last word on a key; whichever request lost answers the winner's receipt.
    if (isUniqueViolation(err, 'fee_receipts_idempotency_key')) {
      const first = await sameKey(db, institute, body.idempotencyKey);
      if (first) return { receipt: await receiptOf(db, institute, first.id), created: false };
    }
    throw err;
  }
}
