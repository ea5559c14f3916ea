import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BOOKKEEPING_MESSAGES as M,
  type BankCredit,
  type ConfirmMatched,
  type FileLike,
  type Reconciliation,
  type Receipt,
  type StatementSummary,
  type WaitingClaim,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bankCredits, feeReceipts, students, upiClaims } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Translate } from '../../http/language.ts';
import { placementsOf } from '../classes/index.ts';
import { collect, indianToday, type Collector } from '../fees/index.ts';
import { confirmClaim, familiesOfClaims } from '../guardian-fees/index.ts';
import { readStatement, StatementError } from './statement-read.ts';

type CreditRow = typeof bankCredits.$inferSelect;
type ClaimRow = typeof upiClaims.$inferSelect;

const toCredit = (c: CreditRow): BankCredit => ({
  _id: c.id,
  utr: c.utr,
  amount: c.amountPaise / 100,
  creditedOn: c.creditedOn,
  payer: c.payer,
  details: c.details,
});

/**
 * Reads a statement's UPI credits and keeps the new ones. A credit already kept (the same statement again, or
 * two statements whose periods overlap) is counted, not added: its UTR is the bank's one name for the payment.
 */
export async function uploadStatement(
  db: Db,
  at: Institute,
  clerk: Collector,
  body: { statement: FileLike | Uint8Array; dateColumn?: string; amountColumn?: string; detailsColumn?: string },
  translate: Translate,
): Promise<StatementSummary> {
  const { dateColumn, amountColumn, detailsColumn } = body;
  const chosen =
    dateColumn && amountColumn && detailsColumn
      ? { date: dateColumn, amount: amountColumn, details: detailsColumn }
      : undefined;
  let read;
  try {
    // The multipart parser hands the server the file's bytes (http/multipart.ts).
    const bytes =
      body.statement instanceof Uint8Array ? body.statement : new Uint8Array(await body.statement.arrayBuffer());
    read = await readStatement(bytes, chosen);
  } catch (err) {
    if (!(err instanceof StatementError)) throw err;
    throw badRequest(err.text, { [err.field]: err.text });
  }
  if (read.credits.length === 0) throw badRequest(M.statementEmpty, { statement: M.statementEmpty });
  const bank = read.bank || translate(M.otherBank);
  const added = await db
    .insert(bankCredits)
    .values(read.credits.map((c) => ({ ...c, bank: read.bank, uploadedBy: clerk.id, instituteCode: at })))
    .onConflictDoNothing({ target: [bankCredits.instituteCode, bankCredits.utr] })
    .returning({ id: bankCredits.id });
  const summary = {
    bank,
    credits: added.length,
    repeated: read.credits.length - added.length,
    reversed: read.reversed,
  };
  return { ...summary, message: translate(M.statementRead, summary) };
}

/** The students of some claims, with their class now: two queries whatever the number of claims. */
async function waitingClaims(db: DbOrTx, at: Institute, claims: ClaimRow[]): Promise<Map<string, WaitingClaim>> {
  const ids = [...new Set(claims.map((c) => c.studentId))];
  const rows = ids.length ? await scoped(db, at).select(students, inArray(students.id, ids)) : [];
  const places = await placementsOf(db, at, [...new Set(rows.map((s) => s.sectionId))]);
  const byId = new Map(rows.map((s) => [s.id, s]));
  // A family's claim is split across its children when confirmed: the clerk sees whose.
  const families = await familiesOfClaims(db, at, claims);
  return new Map(
    claims.map((c) => {
      const s = byId.get(c.studentId)!;
      const place = places.get(s.sectionId);
      return [
        c.id,
        {
          _id: c.id,
          utr: c.utr,
          amount: c.amountPaise / 100,
          createdAt: c.createdAt.toISOString(),
          student: {
            _id: s.id,
            name: s.name,
            admissionNumber: s.admissionNumber,
            className: place?.className ?? null,
            sectionName: place?.sectionName ?? null,
          },
          familyChildren: families.get(c.id)?.children.map((child) => child.name) ?? null,
        },
      ];
    }),
  );
}

/** No active receipt carries the credit's UTR yet: the money is not in the books. */
const notReceipted = (at: Institute) =>
  sql`not exists (select 1 from ${feeReceipts} where ${feeReceipts.instituteCode} = ${at} and ${feeReceipts.reference} = ${bankCredits.utr} and ${feeReceipts.mode} = 'upi' and ${feeReceipts.status} = 'active')`;

/** Credits the books do not have yet, and not set aside: oldest first. */
const openCredits = (db: DbOrTx, at: Institute) =>
  scoped(db, at)
    .select(bankCredits, and(isNull(bankCredits.dismissedAt), notReceipted(at)))
    .then((rows) => rows.sort((a, b) => a.creditedOn.localeCompare(b.creditedOn) || a.utr.localeCompare(b.utr)));

/**
 * The fee week's three lists. A credit is matched when a waiting claim has its UTR; unclaimed when none
 * has (a claim rejected earlier no longer counts: the money did come); a waiting claim is unpaid when the
 * bank has shown no credit of its UTR `days` days after it was sent.
 */
export async function reconciliation(db: Db, at: Institute, days: number, now = new Date()): Promise<Reconciliation> {
  const credits = await openCredits(db, at);
  const rows = scoped(db, at);
  const pending = await rows.select(upiClaims, eq(upiClaims.status, 'pending'));
  const before = new Date(now.getTime() - days * 86_400_000);
  const known = new Set(
    (
      await db
        .select({ utr: bankCredits.utr })
        .from(bankCredits)
        .where(
          rows.where(
            bankCredits,
            inArray(
              bankCredits.utr,
              pending.map((c) => c.utr),
            ),
          ),
        )
    ).map((r) => r.utr),
  );
  const claimOf = new Map(pending.map((c) => [c.utr, c]));
  const unpaid = pending
    .filter((c) => c.createdAt < before && !known.has(c.utr))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const matchedPairs = credits.flatMap((credit) => {
    const claim = claimOf.get(credit.utr);
    return claim ? [{ credit, claim }] : [];
  });
  const briefs = await waitingClaims(db, at, [...matchedPairs.map((p) => p.claim), ...unpaid]);
  return {
    matched: matchedPairs.map(({ credit, claim }) => ({
      credit: toCredit(credit),
      claim: briefs.get(claim.id)!,
      amountDiffers: credit.amountPaise !== claim.amountPaise,
    })),
    unclaimed: credits.filter((c) => !claimOf.has(c.utr)).map(toCredit),
    unpaidClaims: unpaid.map((c) => briefs.get(c.id)!),
  };
}

/**
 * Confirms every waiting claim whose UTR and amount the bank credited, each through the claim's own
 * confirmation (the counter's collection: gapless numbers, idempotent by the claim), so a second run, or a
 * clerk confirming one by hand meanwhile, makes no second receipt. One claim refused (more than is due now)
 * does not stop the others; it stays waiting with the reason.
 */
export async function confirmMatched(
  db: Db,
  at: Institute,
  clerk: Collector,
  translate: Translate,
): Promise<ConfirmMatched> {
  const { matched } = await reconciliation(db, at, 60);
  let confirmed = 0;
  const failed: ConfirmMatched['failed'] = [];
  for (const { claim, amountDiffers } of matched) {
    if (amountDiffers) continue;
    try {
      await confirmClaim(db, at, clerk, claim._id);
      confirmed += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failed.push({ utr: claim.utr, message: err.message });
    }
  }
  return { confirmed, failed, message: translate(M.confirmedMatched, { confirmed }) };
}

async function openCredit(db: DbOrTx, at: Institute, creditId: string): Promise<CreditRow> {
  const credit = await scoped(db, at).find(bankCredits, creditId);
  if (!credit) throw notFound(M.creditNotFound);
  if (credit.dismissedAt) throw conflict(M.creditDone);
  return credit;
}

/**
 * A credit nobody claimed is this student's payment: a receipt by the counter's collection, dated the day the
 * bank credited it, mode UPI with the UTR. The idempotency key is the credit's, so a double click or two clerks
 * make one receipt; a credit whose UTR a parent claimed is confirmed through that claim instead.
 */
export async function assignCredit(
  db: Db,
  at: Institute,
  clerk: Collector,
  creditId: string,
  studentId: string,
  now = new Date(),
): Promise<Receipt> {
  const credit = await openCredit(db, at, creditId);
  const [claim] = await scoped(db, at).select(
    upiClaims,
    and(eq(upiClaims.utr, credit.utr), eq(upiClaims.status, 'pending')),
  );
  if (claim) throw conflict(M.creditHasClaim);
  const dating =
    credit.creditedOn === indianToday(now)
      ? { paidOnChosenBy: null, paidOnReason: null }
      : { paidOnChosenBy: clerk.id, paidOnReason: M.upiCreditOn(credit.creditedOn) };
  try {
    const { receipt } = await collect(
      db,
      at,
      clerk,
      {
        studentId,
        idempotencyKey: `bank-credit:${credit.id}`,
        paidOn: credit.creditedOn,
        mode: 'upi',
        reference: credit.utr,
        pay: { by: 'amount', amount: credit.amountPaise / 100 },
      },
      dating,
    );
    return receipt;
  } catch (err) {
    // The counter names its own fields (the student, the amount); on this form they are the student's.
    if (err instanceof AppError && err.statusCode === 400 && !err.fieldErrors?.studentId)
      throw badRequest(err.texts.message, { studentId: err.texts.message });
    throw err;
  }
}

/** Not a fee (a donation, a supplier's refund): set aside with the reason, kept for the books. */
export async function dismissCredit(
  db: Db,
  at: Institute,
  by: string,
  creditId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await openCredit(db, at, creditId);
  const [done] = await scoped(db, at).update(
    bankCredits,
    { dismissedBy: by, dismissedAt: now, dismissReason: reason },
    and(eq(bankCredits.id, creditId), isNull(bankCredits.dismissedAt), notReceipted(at))!,
  );
  if (!done) throw conflict(M.creditDone);
}
