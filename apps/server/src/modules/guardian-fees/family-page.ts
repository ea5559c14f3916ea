import { and, eq } from 'drizzle-orm';
import { instalmentLabelIn, type FamilyPage, type FamilyPageChild, type StudentDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Translate } from '../../http/language.ts';
import { students, upiClaims } from '../../db/schema/index.ts';
import { institute, scoped, type Institute } from '../../db/scoped.ts';
import { familyIdOf, familyStudents } from '../families/index.ts';
import { studentDues } from '../fees/index.ts';
import { maxClaimPaise, pendingPaise, toClaimOutcome } from './fee-page.ts';
import type { FamilyLinkRow } from './family-links.ts';
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

type StudentRow = typeof students.$inferSelect;

/** The family's claims waiting for the office, in paise: not asked again meanwhile. */
export async function familyPendingPaise(db: DbOrTx, at: Institute, familyId: string): Promise<number> {
  const rows = await scoped(db, at).select(
    upiClaims,
    and(eq(upiClaims.familyId, familyId), eq(upiClaims.status, 'pending')),
  );
  return rows.reduce((sum, c) => sum + c.amountPaise, 0);
}

/** Each child's dues (as the counter reads them, on `asOf`) and their own claims waiting, eldest first. */
export async function childrenDues(db: DbOrTx, at: Institute, children: StudentRow[], asOf?: string) {
  return Promise.all(
    children.map(async (s) => ({
      student: s,
      dues: await studentDues(db, at, s.id, asOf),
      pending: await pendingPaise(db, at, s.id),
    })),
  );
}

/** The most a family's claim may be: what every child owes (less their own claims waiting), less the family's claims waiting. */
export const familyMaxClaimPaise = (each: { dues: StudentDues; pending: number }[], familyPending: number) =>
  Math.max(0, each.reduce((sum, c) => sum + maxClaimPaise(c.dues, c.pending), 0) - familyPending);

/**
 * What a child's own claim may reach at most, when the child is in a family: what the family owes less every claim
 * waiting (the family's too), so a UTR on the family's page and another on a child's page cannot together claim
 * more than is owed. No family: no cap beyond the child's own.
 */
export async function familyCapPaise(db: DbOrTx, at: Institute, studentId: string): Promise<number> {
  const familyId = await familyIdOf(db, at, studentId);
  const children = familyId ? await familyStudents(db, at, familyId) : [];
  if (!familyId || children.length === 0) return Number.POSITIVE_INFINITY;
  const [each, familyPending] = await Promise.all([
    childrenDues(db, at, children),
    familyPendingPaise(db, at, familyId),
  ]);
  return familyMaxClaimPaise(each, familyPending);
}

/**
 * The family's page: every child with what they owe now and next (the counter's own dues, today), one UPI request
 * for what is due now of all of them, the family's claims and every child's receipts.
 */
export async function familyPage(db: DbOrTx, link: FamilyLinkRow, children: StudentRow[]): Promise<FamilyPage> {
  const at = institute(link.instituteCode);
  const [each, { school, upi }, familyPending, claims] = await Promise.all([
    childrenDues(db, at, children),
    schoolOfPage(db, at),
    familyPendingPaise(db, at, link.familyId),
    claimsWhere(db, at, eq(upiClaims.familyId, link.familyId)),
  ]);
  const asOf = each[0]?.dues.asOf ?? '';
  const shown: FamilyPageChild[] = each.map(({ dues }) => {
    const { name, admissionNumber, className, sectionName } = dues.student;
    return {
      name,
      admissionNumber,
      className,
      sectionName,
      ...dueNowAndNext(dues),
      owes: rupees(paise(dues.totalDue) + paise(dues.totalLateFeeDue)),
    };
  });
  const maxClaim = familyMaxClaimPaise(each, familyPending);
  // Nothing due now: the earliest instalment due next of any child is what a family paying early pays.
  const next = shown.flatMap((c) => c.dueNext).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  const payNow = payNowPaise({
    nowPaise: shown.reduce((sum, c) => sum + linesPaise(c.dueNow), 0),
    pending: familyPending + each.reduce((sum, c) => sum + c.pending, 0),
    nextPaise: next ? paise(next.due) : 0,
    maxClaim,
  });
  // The UPI note stays short (apps cut it): the children's first names and the family's reference.
  const names = shown.map((c) => c.name.split(' ')[0]).join(' ');
  return {
    school,
    asOf,
    children: shown,
    payNow: rupees(payNow),
    maxClaim: rupees(maxClaim),
    upi: upiRequest(upi, payNow, names, link.reference),
    receipts: each
      .flatMap(({ dues }) =>
        dues.receipts.map((r) => ({
          ...r,
          studentName: dues.student.name,
          pdfPath: `/api/public/family-pages/${link.token}/receipts/${r._id}/pdf`,
        })),
      )
      .sort((a, b) => b.paidOn.localeCompare(a.paidOn) || b.receiptNo.localeCompare(a.receiptNo)),
    claims: claims.map(toClaimOutcome),
  };
}

/** The family's page in the reader's language, as feePageIn: the instalment names the portal makes. */
export function familyPageIn(page: FamilyPage, t: Translate): FamilyPage {
  const named = (line: FamilyPageChild['dueNow'][number]) => ({ ...line, label: instalmentLabelIn(t, line.label) });
  return {
    ...page,
    children: page.children.map((c) => ({ ...c, dueNow: c.dueNow.map(named), dueNext: c.dueNext.map(named) })),
  };
}
