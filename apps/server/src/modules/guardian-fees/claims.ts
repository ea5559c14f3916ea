import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  GUARDIAN_FEE_MESSAGES as M,
  type Claim,
  type ClaimOutcome,
  type ClaimStatus,
  type Receipt,
} from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import {
  classSections,
  schoolClasses,
  students as studentsTable,
  upiClaims,
  type guardianFeeLinks,
} from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { assertUtrFree, collect, indianToday, receiptOf, studentDues, type Collector } from '../fees/index.ts';
import { confirmFamilyShares, familiesOfClaims } from './family-claims.ts';
import { familyCapPaise } from './family-page.ts';
import { maxClaimPaise, pendingPaise, toClaimOutcome } from './fee-page.ts';
import { recordClaim } from './record-claim.ts';

type LinkRow = typeof guardianFeeLinks.$inferSelect;

/**
 * A guardian reports a payment made by UPI: a claim, never a receipt (the office checks its bank first).
 * Under a lock of the student's claims, so two claims sent at once cannot together pass what is due.
 */
export async function createClaim(db: Db, link: LinkRow, body: { amount: number; utr: string }): Promise<ClaimOutcome> {
  const at = institute(link.instituteCode);
  return recordClaim(db, at, { ...body, reference: link.reference }, async (tx, amountPaise) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upi-claim:${link.studentId}`}, 0))`);
    const [dues, pending] = await Promise.all([
      studentDues(tx, at, link.studentId),
      pendingPaise(tx, at, link.studentId),
    ]);
    const most = Math.min(maxClaimPaise(dues, pending), await familyCapPaise(tx, at, link.studentId));
    if (most === 0) throw badRequest(M.nothingDue, { amount: M.nothingDue });
    if (amountPaise > most) throw badRequest(M.claimTooMuch, { amount: M.claimTooMuch });
    return { studentId: link.studentId };
  });
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
  const [students, families] = await Promise.all([
    studentsOfPage(db, at, [...new Set(page.items.map((c) => c.studentId))]),
    familiesOfClaims(db, at, page.items),
  ]);
  return {
    total: page.total,
    items: page.items.map((c) => ({
      ...toClaimOutcome(c),
      student: students.get(c.studentId)!,
      reference: c.reference,
      receiptId: c.receiptId,
      family: families.get(c.id) ?? null,
    })),
  };
}

/** The page's students with their class and section, in one query whatever the page's length. */
async function studentsOfPage(db: Db, at: Institute, ids: string[]): Promise<Map<string, Claim['student']>> {
  if (ids.length === 0) return new Map();
  const within = scoped(db, at).where;
  const rows = await db
    .select({
      _id: studentsTable.id,
      name: studentsTable.name,
      admissionNumber: studentsTable.admissionNumber,
      className: schoolClasses.name,
      sectionName: classSections.name,
    })
    .from(studentsTable)
    .innerJoin(classSections, eq(classSections.id, studentsTable.sectionId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, classSections.classId))
    .where(and(within(studentsTable, inArray(studentsTable.id, ids)), within(classSections), within(schoolClasses)));
  return new Map(rows.map((r) => [r._id, r]));
}

const findClaim = async (db: Db, at: Institute, claimId: string) => {
  const claim = await scoped(db, at).find(upiClaims, claimId);
  if (!claim) throw notFound(M.claimNotFound);
  return claim;
};

/**
 * The clerk saw the money on the bank statement: a receipt through the counter's own collection (the
 * same numbering, the oldest dues first), dated the day the parent paid, mode UPI with the UTR. The
 * claim's status, its receipt and the link between them are written in one transaction (issue 45): a
 * crash leaves the claim waiting with no receipt, or confirmed with its receipt, never in between. The
 * pending→confirmed update takes the claim's row, so a rejection sent at once waits for it and then finds
 * the claim decided (409), and a second clerk confirming at once answers the one receipt.
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
  const paidOn = indianToday(claim.createdAt);
  const dating =
    paidOn === indianToday(now)
      ? { paidOnChosenBy: null, paidOnReason: null }
      : { paidOnChosenBy: clerk.id, paidOnReason: M.upiClaimedOn(paidOn) };
  // A failure (more than is due now, say) rolls everything back: the claim waits, to be rejected or confirmed later.
  const made = await db.transaction(async (tx) => {
    const rows = scoped(tx, at);
    const [taken] = await rows.update(
      upiClaims,
      { status: 'confirmed', decidedBy: clerk.id, decidedAt: now },
      and(eq(upiClaims.id, claimId), eq(upiClaims.status, 'pending'))!,
    );
    if (!taken) return null;
    // A family's payment: split across the children, a receipt each, in this same transaction.
    if (claim.familyId) return confirmFamilyShares(tx, at, clerk, claim, paidOn, dating);
    // Recorded at the counter since the guardian sent it: the payment has its receipt already.
    await assertUtrFree(tx, at, claim.utr, 'claim');
    const { receipt } = await collect(
      tx,
      at,
      clerk,
      {
        studentId: claim.studentId,
        // The claim's own key: whatever happens, one claim is one receipt.
        idempotencyKey: `upi-claim:${claim.id}`,
        paidOn,
        mode: 'upi',
        reference: claim.utr,
        pay: { by: 'amount', amount: claim.amountPaise / 100 },
      },
      dating,
    );
    // A receipt takes its number at commit (migration 0016); the claim shows that number, so it is taken
    // now, inside this transaction, and the numbering waits only for the one update below.
    await tx.execute(sql`set constraints "fee_receipts_numbered_on_commit" immediate`);
    const numbered = await receiptOf(tx, at, receipt._id);
    await rows.update(upiClaims, { receiptId: numbered._id, receiptNo: numbered.receiptNo }, eq(upiClaims.id, claimId));
    return numbered;
  });
  if (made) return made;
  // Decided by someone else meanwhile: their receipt if they confirmed it, else it was rejected.
  const decided = await findClaim(db, at, claimId);
  if (decided.receiptId) return receiptOf(db, at, decided.receiptId);
  throw conflict(M.claimDecided);
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
