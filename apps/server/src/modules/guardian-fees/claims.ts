import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  GUARDIAN_FEE_MESSAGES as M,
  type Claim,
  type ClaimOutcome,
  type ClaimStatus,
  type Receipt,
} from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { upiClaims, type guardianFeeLinks } from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { collect, indianToday, receiptOf, studentDues, type Collector } from '../fees/index.ts';
import { getStudent } from '../students/index.ts';
import { maxClaimPaise, pendingPaise, toClaimOutcome } from './fee-page.ts';

type LinkRow = typeof guardianFeeLinks.$inferSelect;

/**
 * A guardian reports a payment made by UPI: a claim, never a receipt (the office checks its bank first).
 * Under a lock of the student's claims, so two claims sent at once cannot together pass what is due.
 */
export async function createClaim(db: Db, link: LinkRow, body: { amount: number; utr: string }): Promise<ClaimOutcome> {
  const at = institute(link.instituteCode);
  const amountPaise = Math.round(body.amount * 100);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upi-claim:${link.studentId}`}, 0))`);
      const [dues, pending] = await Promise.all([
        studentDues(tx, at, link.studentId),
        pendingPaise(tx, at, link.studentId),
      ]);
      const most = maxClaimPaise(dues, pending);
      if (most === 0) throw badRequest(M.nothingDue, { amount: M.nothingDue });
      if (amountPaise > most) throw badRequest(M.claimTooMuch, { amount: M.claimTooMuch });
      return scoped(tx, at).insert(upiClaims, {
        studentId: link.studentId,
        amountPaise,
        utr: body.utr,
        reference: link.reference,
      });
    });
    return toClaimOutcome(row);
  } catch (err) {
    if (isUniqueViolation(err, 'upi_claims_institute_utr_key')) throw conflict(M.utrUsed, { utr: M.utrUsed });
    throw err;
  }
}

/** The office's list: oldest first (the first paid is checked first), with each student's name and class. */
export async function listClaims(
  db: Db,
  at: Institute,
  query: { status: ClaimStatus; page: number; limit: number },
): Promise<{ items: Claim[]; total: number }> {
  const page = await scoped(db, at).page(upiClaims, {
    where: eq(upiClaims.status, query.status),
    orderBy: [asc(upiClaims.createdAt), asc(upiClaims.id)],
    page: query,
  });
  const students = new Map(
    await Promise.all(
      [...new Set(page.items.map((c) => c.studentId))].map(async (id) => [id, await getStudent(db, at, id)] as const),
    ),
  );
  return {
    total: page.total,
    items: page.items.map((c) => {
      const s = students.get(c.studentId)!;
      return {
        ...toClaimOutcome(c),
        student: {
          _id: s._id,
          name: s.name,
          admissionNumber: s.admissionNumber,
          className: s.className,
          sectionName: s.sectionName,
        },
        reference: c.reference,
        receiptId: c.receiptId,
      };
    }),
  };
}

const findClaim = async (db: Db, at: Institute, claimId: string) => {
  const claim = await scoped(db, at).find(upiClaims, claimId);
  if (!claim) throw notFound(M.claimNotFound);
  return claim;
};

/**
 * The clerk saw the money on the bank statement: a receipt through the counter's own collection (the
 * same numbering, the oldest dues first), dated the day the parent paid, mode UPI with the UTR. The
 * claim is taken for confirming before the receipt is made, so it can no longer be rejected; the
 * idempotency key is the claim's, so two clerks confirming at once get the one receipt.
 */
export async function confirmClaim(
  db: Db,
  at: Institute,
  clerk: Collector,
  claimId: string,
  now = new Date(),
): Promise<Receipt> {
  const claim = await findClaim(db, at, claimId);
  if (claim.status === 'rejected') throw conflict(M.claimDecided);
  if (claim.receiptId) return receiptOf(db, at, claim.receiptId);
  const rows = scoped(db, at);
  await rows.update(
    upiClaims,
    { status: 'confirmed', decidedBy: clerk.id, decidedAt: now },
    and(eq(upiClaims.id, claimId), eq(upiClaims.status, 'pending'))!,
  );
  const paidOn = indianToday(claim.createdAt);
  const dating =
    paidOn === indianToday(now)
      ? { paidOnChosenBy: null, paidOnReason: null }
      : { paidOnChosenBy: clerk.id, paidOnReason: M.upiClaimedOn(paidOn) };
  try {
    const { receipt } = await collect(
      db,
      at,
      clerk,
      {
        studentId: claim.studentId,
        idempotencyKey: `upi-claim:${claim.id}`,
        paidOn,
        mode: 'upi',
        reference: claim.utr,
        pay: { by: 'amount', amount: claim.amountPaise / 100 },
      },
      dating,
    );
    await rows.update(upiClaims, { receiptId: receipt._id, receiptNo: receipt.receiptNo }, eq(upiClaims.id, claimId));
    return receipt;
  } catch (err) {
    // No receipt (more than is due now, say): the claim waits again, to be rejected or confirmed later.
    await rows.update(
      upiClaims,
      { status: 'pending', decidedBy: null, decidedAt: null },
      and(eq(upiClaims.id, claimId), isNull(upiClaims.receiptId))!,
    );
    throw err;
  }
}

/** The money did not arrive: the dues stay as they were, and the guardian's page shows the reason. */
export async function rejectClaim(
  db: Db,
  at: Institute,
  by: string,
  claimId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await findClaim(db, at, claimId);
  const [done] = await scoped(db, at).update(
    upiClaims,
    { status: 'rejected', rejectReason: reason, decidedBy: by, decidedAt: now },
    and(eq(upiClaims.id, claimId), eq(upiClaims.status, 'pending'))!,
  );
  if (!done) throw conflict(M.claimDecided);
}
