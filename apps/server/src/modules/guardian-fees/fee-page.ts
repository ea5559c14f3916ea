import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  instalmentLabelIn,
  upiNote,
  upiPayLink,
  type ClaimOutcome,
  type FeePage,
  type FeePageLine,
  type StudentDues,
} from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { guardianFeeLinks, upiClaims } from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { studentDues } from '../fees/index.ts';
import { instituteLetterhead, institutePhone } from '../profiles/index.ts';
import { readUpiSettings } from './upi-settings.ts';

type LinkRow = typeof guardianFeeLinks.$inferSelect;
type ClaimRow = typeof upiClaims.$inferSelect;

/** The guardian's page lists this many claims: a family's year of payments fits many times over. */
const MAX_CLAIMS = 50;

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

export const toClaimOutcome = (c: ClaimRow): ClaimOutcome => ({
  _id: c.id,
  amount: rupees(c.amountPaise),
  utr: c.utr,
  status: c.status,
  rejectReason: c.rejectReason,
  receiptNo: c.receiptNo,
  createdAt: c.createdAt.toISOString(),
});

/** A child's own claims (a family's claim is listed on the family's page, and limited there). */
const ownClaims = isNull(upiClaims.familyId);

export async function claimsOf(db: DbOrTx, at: Institute, studentId: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(upiClaims)
    .where(scoped(db, at).where(upiClaims, and(eq(upiClaims.studentId, studentId), ownClaims)))
    .orderBy(desc(upiClaims.createdAt))
    .limit(MAX_CLAIMS);
}

/** Claims the office has not decided yet, in paise: what they claim is not asked again meanwhile. */
export async function pendingPaise(db: DbOrTx, at: Institute, studentId: string): Promise<number> {
  const rows = await scoped(db, at).select(
    upiClaims,
    and(eq(upiClaims.studentId, studentId), eq(upiClaims.status, 'pending'), ownClaims),
  );
  return rows.reduce((sum, c) => sum + c.amountPaise, 0);
}

/** Each instalment with something due, and its late fee as of the day the dues are read for (today). */
export function lines(dues: StudentDues): FeePageLine[] {
  const late = new Map(dues.lateFees.map((l) => [l.instalmentId, l.due]));
  return dues.dues
    .map((d) => ({
      headName: d.headName,
      label: d.label,
      dueDate: d.dueDate,
      due: d.due,
      lateFee: late.get(d.instalmentId) ?? 0,
    }))
    .filter((l) => l.due > 0 || l.lateFee > 0);
}

/** What a claim may reach: all fees due this year and the late fees due today, less claims waiting. */
export const maxClaimPaise = (dues: StudentDues, pending: number) =>
  Math.max(0, paise(dues.totalDue) + paise(dues.totalLateFeeDue) - pending);

/**
 * The page a link opens: the counter's own dues (studentDues) as of today, the receipts and the claims,
 * and the UPI request for what is due now. Nothing else of the school: its name only.
 */
export async function feePage(db: DbOrTx, link: LinkRow, capPaise = Number.POSITIVE_INFINITY): Promise<FeePage> {
  const at = institute(link.instituteCode);
  const [dues, school, phone, upi, claims, pending] = await Promise.all([
    studentDues(db, at, link.studentId),
    instituteLetterhead(db, at),
    institutePhone(db, at),
    readUpiSettings(db, at),
    claimsOf(db, at, link.studentId),
    pendingPaise(db, at, link.studentId),
  ]);
  const all = lines(dues);
  const dueNow = all.filter((l) => l.dueDate <= dues.asOf);
  const dueNext = all.filter((l) => l.dueDate > dues.asOf);
  const nowPaise = dueNow.reduce((sum, l) => sum + paise(l.due) + paise(l.lateFee), 0);
  // In a family, no more than the family still owes less its claims waiting (family-page.ts familyCapPaise).
  const maxClaim = Math.min(maxClaimPaise(dues, pending), capPaise);
  // Nothing due now: the next instalment is what a parent paying early pays. Not after a UTR that covers
  // what is due now: that parent has paid, and is not asked for the next instalment in its place.
  const next = dueNext[0] && pending === 0 ? paise(dueNext[0].due) : 0;
  const payNow = Math.min(maxClaim, Math.max(0, nowPaise - pending) || next);
  const { name, admissionNumber, className, sectionName } = dues.student;
  return {
    school: { name: school.name, phone },
    student: { name, admissionNumber, className, sectionName },
    asOf: dues.asOf,
    dueNow,
    dueNext,
    payNow: rupees(payNow),
    maxClaim: rupees(maxClaim),
    upi:
      upi.vpa && upi.payeeName && payNow > 0
        ? {
            link: upiPayLink({
              vpa: upi.vpa,
              payeeName: upi.payeeName,
              amount: rupees(payNow),
              note: upiNote(name, link.reference),
            }),
            vpa: upi.vpa,
            payeeName: upi.payeeName,
            amount: rupees(payNow),
            reference: link.reference,
          }
        : null,
    receipts: dues.receipts.map((r) => ({
      ...r,
      pdfPath: `/api/public/fee-pages/${link.token}/receipts/${r._id}/pdf`,
    })),
    claims: claims.map(toClaimOutcome),
  };
}

/**
 * The page's JSON in the reader's language (`t`, from Accept-Language), as its HTML page shows it: the
 * instalment names the portal makes (April, Term 1, "… late fee"); names a school typed stay as typed.
 */
export function feePageIn(page: FeePage, t: Translate): FeePage {
  const named = (line: FeePageLine): FeePageLine => ({ ...line, label: instalmentLabelIn(t, line.label) });
  return { ...page, dueNow: page.dueNow.map(named), dueNext: page.dueNext.map(named) };
}
