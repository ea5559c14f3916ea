import type { ConcessionMode, LateFeeKind, LateFeeScope } from '@school-portal/contract';

/*
 * The money rules of a student's dues, in integer paise and calendar days (YYYY-MM-DD, Indian dates).
 * No database here: dues, collection and the defaulters report all call these, so they cannot disagree.
 */

export interface ConcessionTerm {
  headId: string | null;
  mode: ConcessionMode;
  /** Paise off each instalment (amount), or hundredths of a percent (percent). */
  value: number;
}

/**
 * What a student's concessions take off one instalment of a head, in paise. A percent is rounded up to
 * the whole paisa (in the student's favour); several concessions add up, never beyond the instalment.
 */
export function concessionPaise(grossPaise: number, headId: string, concessions: readonly ConcessionTerm[]): number {
  let off = 0;
  for (const c of concessions) {
    if (c.headId !== null && c.headId !== headId) continue;
    off += c.mode === 'amount' ? c.value : Math.ceil((grossPaise * c.value) / 10_000);
  }
  return Math.min(Math.max(off, 0), grossPaise);
}

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

/** Who a student's dues start from (decision 016): the admission date, and the heads charged also before it. */
export interface Admission {
  /**
   * When the student sat in this class (classSpans), oldest first: from the admission date or a move into it,
   * until a move out of it (null while they are in it). What falls due outside every span is another class's.
   */
  spans: readonly ClassSpan[];
  /** Heads the school charges also to a student admitted (or assigned a head) after an instalment fell due (an admission fee). */
  headsChargedBeforeAdmission: ReadonlySet<string>;
  /** Heads for chosen students only: a student owes them only within their assignments (issue 27). */
  headsForChosen: ReadonlySet<string>;
  /** This student's assignments of such heads: from `startsOn`, until the day before `endsOn`. */
  assignments: readonly HeadAssignment[];
}

export interface HeadAssignment {
  headId: string;
  startsOn: string;
  endsOn: string | null;
}

/**
 * The day a student's charge of an instalment starts, or undefined when it is not theirs to pay: one due
 * before their admission is not theirs, unless its head is charged regardless. A head for chosen
 * students is theirs only while assigned: due before the assignment's end, and on or after its start
 * unless the head is charged regardless. The reports' SQL (ledger-lines.ts) applies the same rule.
 */
export function chargedFrom(instalment: { dueDate: string; headId: string }, admission: Admission): string | undefined {
  const regardless = admission.headsChargedBeforeAdmission.has(instalment.headId);
  // The first span it falls in, or (a head charged regardless) the first it falls due before the end of:
  // charged once however many spans would take it, from that span's start (as from an admission).
  const span = admission.spans.find(
    (s) => (s.until === null || instalment.dueDate < s.until) && (instalment.dueDate >= s.from || regardless),
  );
  if (!span) return undefined;
  const admittedOn = span.from;
  if (!admission.headsForChosen.has(instalment.headId)) return admittedOn;
  const spans = admission.assignments.filter(
    (a) =>
      a.headId === instalment.headId &&
      (a.endsOn === null || instalment.dueDate < a.endsOn) &&
      (instalment.dueDate >= a.startsOn || regardless),
  );
  if (spans.length === 0) return undefined;
  // Assigned later than admitted: its late fee counts from the assignment, as from an admission.
  const start = spans.map((a) => a.startsOn).sort()[0]!;
  return start > admittedOn ? start : admittedOn;
}

export interface ClassMove {
  fromClassId: string;
  toClassId: string;
  movedOn: string;
}

/** One stretch of a student in a class: from `from`, until the day before `until` (null while they sit in it). */
export interface ClassSpan {
  from: string;
  until: string | null;
}

const earliest = (days: readonly string[]) =>
  days.reduce<string | undefined>((min, d) => (min === undefined || d < min ? d : min), undefined);

/**
 * When a student sat in a class, by their dated moves (decision 016), oldest first: from the admission
 * (unless their first move after it is into this class), and from each move into it; each until their
 * first move out of it after that span began. So a student moved out and back (A→B→A) sits in A twice,
 * and is charged A's instalments of both stretches, not those due while in B. Moves on or before the
 * admission day are not counted (a move is refused there); ledger-lines.ts `spans` is the same rule in SQL.
 */
export function classSpans(moves: readonly ClassMove[], classId: string, admissionDate: string): ClassSpan[] {
  const counted = moves.filter((m) => m.movedOn > admissionDate);
  const entries = counted.filter((m) => m.toClassId === classId).map((m) => m.movedOn);
  const exits = counted.filter((m) => m.fromClassId === classId).map((m) => m.movedOn);
  const firstEntry = earliest(entries);
  const firstExit = earliest(exits);
  const fromAdmission = firstEntry === undefined || (firstExit !== undefined && firstExit <= firstEntry);
  const starts = [...new Set([...(fromAdmission ? [admissionDate] : []), ...entries])].sort();
  return starts.map((from) => ({ from, until: earliest(exits.filter((d) => d > from)) ?? null }));
}

/** The day an instalment's late fee counts from: its due date, or the admission (or assignment) day of a student charged later. */
export const lateFromDate = (dueDate: string, admittedOn: string) => (dueDate > admittedOn ? dueDate : admittedOn);

/**
 * The late fee an instalment has accrued by `asOf`, counted from `from` (lateFromDate): nothing while
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
