import { and, eq, sql } from 'drizzle-orm';
import { FEE_MESSAGES, academicYearName, type CollectBody, type Receipt } from '@school-portal/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { feeAllocations, feeReceiptCounters, feeReceipts } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { findYear } from '../classes/index.ts';
import { getStudent } from '../students/index.ts';
import { duesInPaise } from './dues.ts';
import { receiptOf } from './receipts.ts';

type CollectInput = Omit<CollectBody, 'allocations'> & { allocations: { instalmentId: string; amount: number }[] };

/**
 * Locks the receipt counter of an institute's year until the transaction ends (made on first use).
 * Every collection of that year queues here, so the next number is read and raised by one
 * collection at a time, and a rolled-back collection gives its number back.
 */
async function lockCounter(tx: Tx, institute: Institute, academicYearId: string) {
  const year = await findYear(tx, institute, academicYearId);
  await tx
    .insert(feeReceiptCounters)
    .values({ instituteCode: institute, academicYearId, prefix: `${academicYearName(year.startYear)}/` })
    .onConflictDoNothing({ target: [feeReceiptCounters.instituteCode, feeReceiptCounters.academicYearId] });
  const [counter] = await tx
    .select()
    .from(feeReceiptCounters)
    .where(scoped(tx, institute).where(feeReceiptCounters, eq(feeReceiptCounters.academicYearId, academicYearId)))
    .for('update');
  return counter!;
}

async function sameKey(tx: Db | Tx, institute: Institute, key: string) {
  const [row] = await scoped(tx, institute).select(feeReceipts, eq(feeReceipts.idempotencyKey, key));
  return row;
}

/** Records a payment, its allocation to dues and its numbered receipt in one transaction; the same key answers the first receipt. */
export async function collect(db: Db, institute: Institute, collectorId: string, body: CollectInput): Promise<{ receipt: Receipt; created: boolean }> {
  const done = await sameKey(db, institute, body.idempotencyKey);
  if (done) return { receipt: await receiptOf(db, institute, done.id), created: false };
  try {
    const id = await db.transaction(async (tx) => {
      const student = await getStudent(tx, institute, body.studentId).catch(() => {
        throw badRequest(FEE_MESSAGES.studentNotFound, { studentId: FEE_MESSAGES.studentNotFound });
      });
      const counter = await lockCounter(tx, institute, student.academicYearId);
      // A twin of this request may have committed while this one waited for the lock.
      const twin = await sameKey(tx, institute, body.idempotencyKey);
      if (twin) return twin.id;
      // Dues are read again under the lock: another clerk may just have taken the same fee.
      const fresh = (await duesInPaise(tx, institute, body.studentId)).lines;
      const byId = new Map(fresh.map((l) => [l.instalment._id, l]));
      const asked = new Map<string, number>();
      body.allocations.forEach((a, i) => {
        const line = byId.get(a.instalmentId);
        if (!line) throw badRequest(FEE_MESSAGES.notInStudentDues, { [`allocations.${i}.instalmentId`]: FEE_MESSAGES.notInStudentDues });
        const total = (asked.get(a.instalmentId) ?? 0) + a.amount * 100;
        if (total > line.due) throw badRequest(FEE_MESSAGES.overpaid, { [`allocations.${i}.amount`]: FEE_MESSAGES.overpaid });
        asked.set(a.instalmentId, total);
      });
      const number = counter.lastNumber + 1;
      const rows = scoped(tx, institute);
      const receipt = await rows.insert(feeReceipts, {
        academicYearId: student.academicYearId,
        number,
        receiptNo: `${counter.prefix}${String(number).padStart(6, '0')}`,
        studentId: student._id,
        amountPaise: [...asked.values()].reduce((s, p) => s + p, 0),
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
        [...asked].map(([instalmentId, amountPaise]) => ({ receiptId: receipt.id, studentId: student._id, instalmentId, amountPaise })),
      );
      await tx
        .update(feeReceiptCounters)
        .set({ lastNumber: sql`${feeReceiptCounters.lastNumber} + 1` })
        .where(and(eq(feeReceiptCounters.id, counter.id), eq(feeReceiptCounters.lastNumber, counter.lastNumber)));
      return receipt.id;
    });
    return { receipt: await receiptOf(db, institute, id), created: true };
  } catch (err) {
    // Two first uses of the same key for different years' counters: the index keeps one; answer it.
    if (isUniqueViolation(err, 'fee_receipts_idempotency_key')) {
      const first = await sameKey(db, institute, body.idempotencyKey);
      if (first) return { receipt: await receiptOf(db, institute, first.id), created: false };
    }
    throw err;
  }
}
