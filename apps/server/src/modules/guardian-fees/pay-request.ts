import { desc, type SQL } from 'drizzle-orm';
import { upiNote, upiPayLink, type FeePage, type FeePageLine, type StudentDues } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { upiClaims } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { instituteLetterhead, institutePhone } from '../profiles/index.ts';
import { readUpiSettings } from './upi-settings.ts';

/*
 * What a child's fee page (fee-page.ts) and a family's page (family-page.ts) both do: the school's heading, a
 * student's dues split into now and next, the amount the page asks for and its UPI request, the claims listed.
 * Each page keeps what is its own: whose dues, whose claims, and how much a claim may reach.
 */

type ClaimRow = typeof upiClaims.$inferSelect;

/** A page lists this many claims: a family's year of payments fits many times over. */
const MAX_CLAIMS = 50;

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupees = (p: number) => p / 100;

/** The page's claims (`which`: a child's own or a family's), newest first. */
export async function claimsWhere(db: DbOrTx, at: Institute, which: SQL | undefined): Promise<ClaimRow[]> {
  return db
    .select()
    .from(upiClaims)
    .where(scoped(db, at).where(upiClaims, which))
    .orderBy(desc(upiClaims.createdAt))
    .limit(MAX_CLAIMS);
}

/** The school as a guardian's page shows it (its name and the office's phone), and where its UPI payments go. */
export async function schoolOfPage(db: DbOrTx, at: Institute) {
  const [letterhead, phone, upi] = await Promise.all([
    instituteLetterhead(db, at),
    institutePhone(db, at),
    readUpiSettings(db, at),
  ]);
  return { school: { name: letterhead.name, phone }, upi };
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

/** A student's lines due on or before the day the dues are read for, and those falling due later. */
export function dueNowAndNext(dues: StudentDues) {
  const all = lines(dues);
  return {
    dueNow: all.filter((l) => l.dueDate <= dues.asOf),
    dueNext: all.filter((l) => l.dueDate > dues.asOf),
  };
}

/** Fees and late fees of the lines, in paise. */
export const linesPaise = (dueNow: FeePageLine[]) =>
  dueNow.reduce((sum, l) => sum + paise(l.due) + paise(l.lateFee), 0);

/**
 * What the page asks for, in paise: what is due now less the claims waiting, never more than a claim may reach.
 * Nothing due now: `nextPaise`, the next instalment, is what a guardian paying early pays; but not after a UTR
 * that covers what is due now (`pending`): that guardian has paid, and is not asked for the next instalment in
 * its place.
 */
export function payNowPaise(a: { nowPaise: number; pending: number; nextPaise: number; maxClaim: number }): number {
  const next = a.pending === 0 ? a.nextPaise : 0;
  return Math.min(a.maxClaim, Math.max(0, a.nowPaise - a.pending) || next);
}

/** The UPI request for `payNow` paise, its note naming `who` and the link's reference; null without a UPI ID or nothing to pay. */
export function upiRequest(
  upi: Awaited<ReturnType<typeof readUpiSettings>>,
  payNow: number,
  who: string,
  reference: string,
): FeePage['upi'] {
  if (!upi.vpa || !upi.payeeName || payNow <= 0) return null;
  const amount = rupees(payNow);
  const { vpa, payeeName } = upi;
  return {
    link: upiPayLink({ vpa, payeeName, amount, note: upiNote(who, reference) }),
    vpa,
    payeeName,
    amount,
    reference,
  };
}
