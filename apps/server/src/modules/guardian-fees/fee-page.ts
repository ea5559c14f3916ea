import { and, eq, isNull } from 'drizzle-orm';
import {
  instalmentLabelIn,
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
import {
  claimsWhere,
  dueNowAndNext,
  linesPaise,
  paise,
  payNowPaise,
  rupees,
  schoolOfPage,
  upiRequest,
} from './pay-request.ts';

type LinkRow = typeof guardianFeeLinks.$inferSelect;
type ClaimRow = typeof upiClaims.$inferSelect;

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
  return claimsWhere(db, at, and(eq(upiClaims.studentId, studentId), ownClaims));
}

/** Claims the office has not decided yet, in paise: what they claim is not asked again meanwhile. */
export async function pendingPaise(db: DbOrTx, at: Institute, studentId: string): Promise<number> {
  const rows = await scoped(db, at).select(
    upiClaims,
    and(eq(upiClaims.studentId, studentId), eq(upiClaims.status, 'pending'), ownClaims),
  );
  return rows.reduce((sum, c) => sum + c.amountPaise, 0);
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
  const [dues, { school, upi }, claims, pending] = await Promise.all([
    studentDues(db, at, link.studentId),
    schoolOfPage(db, at),
    claimsOf(db, at, link.studentId),
    pendingPaise(db, at, link.studentId),
  ]);
  const { dueNow, dueNext } = dueNowAndNext(dues);
  // In a family, no more than the family still owes less its claims waiting (family-page.ts familyCapPaise).
  const maxClaim = Math.min(maxClaimPaise(dues, pending), capPaise);
  const payNow = payNowPaise({
    nowPaise: linesPaise(dueNow),
    pending,
    nextPaise: dueNext[0] ? paise(dueNext[0].due) : 0,
    maxClaim,
  });
  const { name, admissionNumber, className, sectionName } = dues.student;
  return {
    school,
    student: { name, admissionNumber, className, sectionName },
    asOf: dues.asOf,
    dueNow,
    dueNext,
    payNow: rupees(payNow),
    maxClaim: rupees(maxClaim),
    upi: upiRequest(upi, payNow, name, link.reference),
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
