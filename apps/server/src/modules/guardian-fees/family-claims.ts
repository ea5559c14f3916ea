import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  GUARDIAN_FEE_MESSAGES as M,
  splitFamilyPayment,
  type ClaimFamily,
  type ClaimOutcome,
  type Receipt,
} from '@school-portal/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { holdManyStudentsFees } from '../../db/locks.ts';
import { upiClaims, upiClaimShares } from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { familyStudents } from '../families/index.ts';
import { assertUtrFree, collect, receiptOf, type Collector, type PaymentDating } from '../fees/index.ts';
import { childrenDues, familyMaxClaimPaise, familyPendingPaise } from './family-page.ts';
import type { FamilyLinkRow } from './family-links.ts';
import { recordClaim } from './record-claim.ts';

type ClaimRow = typeof upiClaims.$inferSelect;

/** Holds every child's claims and the family's for this transaction, in one order, so no two claims together pass what is owed. */
async function holdFamily(tx: DbOrTx, familyId: string, studentIds: string[]) {
  for (const key of [`upi-claim-family:${familyId}`, ...studentIds.map((id) => `upi-claim:${id}`)])
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The family's one UPI payment for all the children (decision 037): a claim, never a receipt, at most what the family
 * owes (every child's dues this year and late fees today, less every claim waiting). Listed under the eldest child.
 */
export async function createFamilyClaim(
  db: Db,
  link: FamilyLinkRow,
  body: { amount: number; utr: string },
): Promise<ClaimOutcome> {
  const at = institute(link.instituteCode);
  return recordClaim(db, at, { ...body, reference: link.reference }, async (tx, amountPaise) => {
    const children = await familyStudents(tx, at, link.familyId);
    if (children.length === 0) throw badRequest(M.familyEmpty, { amount: M.familyEmpty });
    await holdFamily(
      tx,
      link.familyId,
      children.map((c) => c.id),
    );
    const [each, familyPending] = await Promise.all([
      childrenDues(tx, at, children),
      familyPendingPaise(tx, at, link.familyId),
    ]);
    const most = familyMaxClaimPaise(each, familyPending);
    if (most === 0) throw badRequest(M.nothingDue, { amount: M.nothingDue });
    if (amountPaise > most) throw badRequest(M.familyClaimTooMuch, { amount: M.familyClaimTooMuch });
    return { studentId: children[0]!.id, familyId: link.familyId };
  });
}

/**
 * Inside confirmClaim's transaction, after the claim is taken: the payment split oldest dues first across the
 * family's children as they owed on the day it was paid, and one receipt per child by the counter's collection
 * (numbered as every receipt, each with the claim's UTR), each numbered now and recorded as the claim's share. A
 * refusal (the family owes less now: paid at the counter meanwhile) rolls it all back and the claim waits.
 * Answers the first receipt (the eldest child's share).
 */
export async function confirmFamilyShares(
  tx: Tx,
  at: Institute,
  clerk: Collector,
  claim: ClaimRow,
  paidOn: string,
  dating: PaymentDating,
): Promise<Receipt> {
  const children = await familyStudents(tx, at, claim.familyId!);
  await holdFamily(
    tx,
    claim.familyId!,
    children.map((c) => c.id),
  );
  // Every child's fees held now, in the one order the year end takes them too (db/locks.ts): each child's collection
  // below takes its own lock again, which this transaction already has, so the eldest-first order cannot deadlock.
  await holdManyStudentsFees(
    tx,
    children.map((c) => c.id),
  );
  await assertUtrFree(tx, at, claim.utr, 'claim');
  const each = await childrenDues(tx, at, children, paidOn);
  const late = (instalmentId: string, d: (typeof each)[number]['dues']) =>
    Math.round((d.lateFees.find((l) => l.instalmentId === instalmentId)?.due ?? 0) * 100);
  const { shares, left } = splitFamilyPayment(
    each.map(({ student, dues }) => ({
      studentId: student.id,
      lines: dues.dues.map((d) => ({
        instalmentId: d.instalmentId,
        dueDate: d.dueDate,
        feeDuePaise: Math.round(d.due * 100),
        lateDuePaise: late(d.instalmentId, dues),
      })),
    })),
    claim.amountPaise,
    paidOn,
  );
  if (left > 0 || shares.length === 0) throw badRequest(M.familyClaimTooMuch, { amount: M.familyClaimTooMuch });
  const receipts: Receipt[] = [];
  for (const share of shares) {
    const { receipt } = await collect(
      tx,
      at,
      clerk,
      {
        studentId: share.studentId,
        // One key per claim and child: a retry after a crash, or two clerks, make each child's receipt once.
        idempotencyKey: `upi-claim:${claim.id}:${share.studentId}`,
        paidOn,
        mode: 'upi',
        reference: claim.utr,
        pay: { by: 'amount', amount: share.paise / 100 },
        shareOfClaim: claim.id,
      },
      dating,
    );
    await tx.execute(sql`set constraints "fee_receipts_numbered_on_commit" immediate`);
    const numbered = await receiptOf(tx, at, receipt._id);
    await scoped(tx, at).insert(upiClaimShares, {
      claimId: claim.id,
      studentId: share.studentId,
      amountPaise: share.paise,
      receiptId: numbered._id,
      receiptNo: numbered.receiptNo,
    });
    receipts.push(numbered);
  }
  await scoped(tx, at).update(
    upiClaims,
    { receiptId: receipts[0]!._id, receiptNo: receipts.map((r) => r.receiptNo).join(', ') },
    eq(upiClaims.id, claim.id),
  );
  return receipts[0]!;
}

/** The families of some claims: their children (eldest first) and, once confirmed, each child's share. */
export async function familiesOfClaims(
  db: DbOrTx,
  at: Institute,
  claims: ClaimRow[],
): Promise<Map<string, ClaimFamily>> {
  const ofFamily = claims.filter((c) => c.familyId);
  if (ofFamily.length === 0) return new Map();
  const familyIds = [...new Set(ofFamily.map((c) => c.familyId!))];
  const children = new Map(
    await Promise.all(familyIds.map(async (id) => [id, await familyStudents(db, at, id)] as const)),
  );
  const shares = await db
    .select()
    .from(upiClaimShares)
    .where(
      scoped(db, at).where(
        upiClaimShares,
        inArray(
          upiClaimShares.claimId,
          ofFamily.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(upiClaimShares.createdAt), asc(upiClaimShares.receiptNo));
  return new Map(
    ofFamily.map((c) => [
      c.id,
      {
        _id: c.familyId!,
        children: (children.get(c.familyId!) ?? []).map((s) => ({
          _id: s.id,
          name: s.name,
          admissionNumber: s.admissionNumber,
        })),
        shares: shares
          .filter((s) => s.claimId === c.id)
          .map((s) => ({
            studentId: s.studentId,
            amount: s.amountPaise / 100,
            receiptId: s.receiptId,
            receiptNo: s.receiptNo,
          })),
      },
    ]),
  );
}
