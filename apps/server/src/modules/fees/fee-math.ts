import type { LateFeeKind, LateFeeScope } from '@school-portal/contract';

/*
 * The late fee of a student's dues, in integer paise and calendar days (YYYY-MM-DD, Indian dates): counted on the
 * day asked, so not stored. What a student is charged (admission, moves, concessions, heads for chosen students) is
 * not here: ledger-lines.ts ruleLinesCte is its only copy (issue 46), and student-ledger.ts reads its lines.
 */

const DAY_MS = 86_400_000;

/** The office's calendar day (Indian time) as YYYY-MM-DD: a fee due today is not overdue until tomorrow. */
export { todayInIndia as indianToday } from '@school-portal/contract';

/** Whole days from one calendar day to another (negative when `to` is earlier); leap days count. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface LateFeeTerm {
  kind: LateFeeKind;
  amountPaise: number;
  graceDays: number;
  capPaise: number | null;
  /** Where the cap applies; 'year' caps a student's late fees of the year together (yearCapped). */
  scope: LateFeeScope;
}

export interface Payment {
  paidOn: string;
  paise: number;
}

/**
 * The day an instalment was paid off: the payment date that brought what was paid up to its net amount,
 * counting payments made up to `asOf` only. Undefined while some of it is still unpaid on `asOf`.
 */
export function paidOffOn(netPaise: number, payments: readonly Payment[], asOf: string): string | undefined {
  if (netPaise <= 0) return undefined;
  let sum = 0;
  for (const p of [...payments].filter((p) => p.paidOn <= asOf).sort((a, b) => a.paidOn.localeCompare(b.paidOn))) {
    sum += p.paise;
    if (sum >= netPaise) return p.paidOn;
  }
  return undefined;
}

/**
 * The late fee an instalment has accrued by `asOf`, counted from `from` (the line's due date): nothing while
 * it is within that day and the grace days, or when it was paid in full by then; once past, a fixed
 * amount, or each day after the grace days up to the cap. Accrual stops on the day it is paid off, so
 * a late fee paid is never asked again.
 */
export function lateFeePaise(
  rule: LateFeeTerm | undefined,
  from: string,
  netPaise: number,
  payments: readonly Payment[],
  asOf: string,
): { paise: number; daysLate: number } {
  if (!rule || netPaise <= 0) return { paise: 0, daysLate: 0 };
  const until = paidOffOn(netPaise, payments, asOf) ?? asOf;
  const daysLate = Math.max(daysBetween(from, until), 0);
  const charged = daysLate - rule.graceDays;
  if (charged <= 0) return { paise: 0, daysLate };
  if (rule.kind === 'fixed') return { paise: rule.amountPaise, daysLate };
  const paise = charged * rule.amountPaise;
  // Capped per instalment here; per year, yearCapped caps them together.
  return { paise: rule.capPaise === null || rule.scope === 'year' ? paise : Math.min(paise, rule.capPaise), daysLate };
}

export interface LateShare {
  dueDate: string;
  /** Orders instalments due the same day (the instalment's id), so every caller splits the cap alike whatever order it read them in. */
  key: string;
  accrued: number;
  paid: number;
  waived: boolean;
}

/**
 * A student's late fees of a year capped together (a rule per student and year): what was paid stays
 * paid and counts against the cap; what is left of it goes to the unpaid late fees oldest first. So
 * the year's late fees never pass the cap, whatever was paid of which instalment and when. Answers
 * each one's late fee due, in the order given.
 */
export function yearCapped(lines: readonly LateShare[], capPaise: number): number[] {
  let left = Math.max(capPaise - lines.reduce((sum, l) => sum + l.paid, 0), 0);
  const due = new Array<number>(lines.length).fill(0);
  const oldestFirst = lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => a.l.dueDate.localeCompare(b.l.dueDate) || a.l.key.localeCompare(b.l.key));
  for (const { l, i } of oldestFirst) {
    if (l.waived) continue;
    due[i] = Math.min(Math.max(l.accrued - l.paid, 0), left);
    left -= due[i];
  }
  return due;
}
