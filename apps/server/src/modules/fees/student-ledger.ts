import { sql } from 'drizzle-orm';
import type { FeeInstalment } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Institute } from '../../db/scoped.ts';
import { lateFeePaise, yearCapped, type LateFeeTerm, type Payment } from './fee-math.ts';
import { placeLines } from './ledger-store.ts';

/**
 * One student's dues read from the stored lines (`fee_lines`, decision 021), so the counter, the fee card, the
 * guardian's page and the reminders ask what the reports count: ledger-lines.ts `ruleLinesCte` is the only copy of
 * the rule of what a student is charged (issue 46). What is left here is what the lines do not hold: the late fee,
 * counted on the day asked from each line's payments by date (fee-math.ts), by the rule of the instalment's own class
 * (so an earlier year's instalment follows that year's rule).
 */

/** One instalment for one student, in paise: gross less concession (and write-off) is `amount` (net); `late` is its late fee on the day asked. */
export interface DueLine {
  /** Its `dueDate` is the line's: the instalment's, or the day a student who came later was charged it from. */
  instalment: FeeInstalment;
  gross: number;
  concession: number;
  /** What the institute admin wrote off of it (decision 032). */
  writtenOff: number;
  amount: number;
  paid: number;
  due: number;
  late: { accrued: number; daysLate: number; paid: number; waived: boolean; due: number };
}

/** A line with the year and class it is of: the counter lists an earlier year's first, the fee card a year each. */
export interface LedgerLine extends DueLine {
  academicYearId: string;
  startYear: number;
  className: string;
}

/** In the order the counter lists dues: by due date, then head (so an earlier year's come first). */
export const byDueDate = (x: DueLine, y: DueLine) =>
  x.instalment.dueDate.localeCompare(y.instalment.dueDate) ||
  x.instalment.headName.localeCompare(y.instalment.headName);

/**
 * The years a student has lines in: the year of the class they sit in, the years they were placed in before
 * (promoted out of, `student_year_places`), and any year whose instalments they paid something of.
 */
async function yearsOf(db: DbOrTx, institute: Institute, studentId: string): Promise<string[]> {
  const rows = await executeNamed<{ id: string }>(
    db,
    'fees_student_years',
    sql`
    select c.academic_year_id as id from students s
      join class_sections sec on sec.id = s.section_id and sec.institute_code = ${institute}
      join school_classes c on c.id = sec.class_id and c.institute_code = ${institute}
      where s.id = ${studentId} and s.institute_code = ${institute}
    union select academic_year_id from student_year_places where institute_code = ${institute} and student_id = ${studentId}
    union select academic_year_id from fee_lines where institute_code = ${institute} and student_id = ${studentId}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Places one student's lines of every year of theirs from the rule (ledger-store.ts placeLines for one student):
 * a few rows, so the counter does it on every read instead of asking whether something they are built from changed
 * (any student's edit logs the whole year). Run it inside the transaction that reads them. This and the reads here
 * run on every counter read and collection, so their statements are prepared (planning them cost more than running).
 */
export async function placeStudentLines(tx: DbOrTx, institute: Institute, studentId: string): Promise<void> {
  for (const yearId of await yearsOf(tx, institute, studentId)) await placeLines(tx, institute, yearId, studentId);
}

interface LineRow {
  instalment_id: string;
  academic_year_id: string;
  start_year: number;
  class_id: string;
  class_name: string;
  head_id: string;
  head_name: string;
  label: string;
  due_date: string;
  gross: string;
  net: string;
  written_off: string;
  fee_paid: string;
  late_paid: string;
  payments: { paidOn: string; paise: string }[] | null;
  waived: boolean;
  rule: {
    kind: LateFeeTerm['kind'];
    amountPaise: string;
    graceDays: number;
    capPaise: string | null;
    scope: LateFeeTerm['scope'];
  } | null;
}

/**
 * The student's stored lines the counter shows: charged to them, or paid something of in a class they sat in (a payment is
 * never hidden). A leaver's instalment that fell due after the leaving day is not charged (decision 036), but what was
 * paid on it before they left stays on the card, owed as far as it was paid and no further: the card still adds up to
 * the receipts, and the leaver is not asked for the rest of a term they never sat.
 */
async function readLines(db: DbOrTx, institute: Institute, studentId: string): Promise<LineRow[]> {
  return executeNamed<LineRow>(
    db,
    'fees_student_lines',
    sql`
    select l.instalment_id, l.academic_year_id, y.start_year, i.class_id, c.name as class_name, i.head_id, h.name as head_name, i.label,
      l.due_date::text as due_date, i.amount_paise::text as gross,
      (case when l.charged or l.in_ledger then l.net_paise else least(l.net_paise, l.fee_paise) end)::text as net, l.fee_paise::text as fee_paid, l.late_paise::text as late_paid,
      (select coalesce(sum(w.amount_paise), 0) from fee_write_offs w
        where w.institute_code = ${institute} and w.student_id = l.student_id and w.instalment_id = l.instalment_id)::text as written_off,
      (select json_agg(json_build_object('paidOn', r.paid_on::text, 'paise', a.amount_paise::text))
        from fee_allocations a join fee_receipts r on r.id = a.receipt_id and r.institute_code = ${institute} and r.status = 'active'
        where a.institute_code = ${institute} and a.student_id = l.student_id and a.instalment_id = l.instalment_id and a.kind = 'fee') as payments,
      exists (select 1 from fee_late_fee_waivers w
        where w.institute_code = ${institute} and w.student_id = l.student_id and w.instalment_id = l.instalment_id) as waived,
      (select json_build_object('kind', r.kind, 'amountPaise', r.amount_paise::text, 'graceDays', r.grace_days, 'capPaise', r.cap_paise::text, 'scope', r.scope)
        from fee_late_rules r where r.institute_code = ${institute} and r.class_id = i.class_id) as rule
    from fee_lines l
    join fee_instalments i on i.id = l.instalment_id and i.institute_code = ${institute}
    join fee_heads h on h.id = i.head_id and h.institute_code = ${institute}
    join school_classes c on c.id = i.class_id and c.institute_code = ${institute}
    join academic_years y on y.id = l.academic_year_id and y.institute_code = ${institute}
    where l.institute_code = ${institute} and l.student_id = ${studentId}
      and (l.charged or (l.allocations > 0 and (l.in_ledger or l.class_id is not null)))`,
  );
}

const toRule = (r: NonNullable<LineRow['rule']>): LateFeeTerm => ({
  kind: r.kind,
  amountPaise: Number(r.amountPaise),
  graceDays: r.graceDays,
  capPaise: r.capPaise === null ? null : Number(r.capPaise),
  scope: r.scope,
});

/** One class's lines with their late fees on `asOf`: each from its line's due date, capped per year where the class's rule says so. */
function withLateFees(rows: LineRow[], asOf: string): LedgerLine[] {
  const rule = rows[0]?.rule ? toRule(rows[0].rule) : undefined;
  const lines = rows.map((r): LedgerLine => {
    const gross = Number(r.gross);
    const amount = Number(r.net);
    const writtenOff = Math.min(Number(r.written_off), gross);
    const payments: Payment[] = (r.payments ?? []).map((p) => ({ paidOn: p.paidOn, paise: Number(p.paise) }));
    const paid = Number(r.fee_paid);
    const latePaid = Number(r.late_paid);
    const accrued = lateFeePaise(rule, r.due_date, amount, payments, asOf);
    return {
      instalment: {
        _id: r.instalment_id,
        classId: r.class_id,
        headId: r.head_id,
        headName: r.head_name,
        label: r.label,
        dueDate: r.due_date,
        amount: gross / 100,
      },
      academicYearId: r.academic_year_id,
      startYear: r.start_year,
      className: r.class_name,
      gross,
      concession: Math.max(gross - amount - writtenOff, 0),
      writtenOff,
      amount,
      paid,
      // A concession given after a payment can leave more paid than asked: nothing is due, never less.
      due: Math.max(amount - paid, 0),
      late: {
        accrued: accrued.paise,
        daysLate: accrued.daysLate,
        paid: latePaid,
        waived: r.waived,
        due: r.waived ? 0 : Math.max(accrued.paise - latePaid, 0),
      },
    };
  });
  if (rule?.scope !== 'year' || rule.capPaise === null) return lines;
  // Capped per student and year: the year's late fees together, oldest first; each line asks its share.
  const shares = yearCapped(
    lines.map((l) => ({
      dueDate: l.instalment.dueDate,
      key: l.instalment._id,
      accrued: l.late.accrued,
      paid: l.late.paid,
      waived: l.late.waived,
    })),
    rule.capPaise,
  );
  return lines.map((l, i) =>
    l.late.waived ? l : { ...l, late: { ...l.late, accrued: l.late.paid + shares[i]!, due: shares[i]! } },
  );
}

/**
 * Every line of a student over all their years, in the counter's order, with late fees counted to `asOf`. Places
 * the student's lines first (in a transaction of its own unless given one), so what it reads is the rule's today.
 */
export async function studentLedger(
  db: DbOrTx,
  institute: Institute,
  studentId: string,
  asOf: string,
): Promise<LedgerLine[]> {
  await db.transaction((tx) => placeStudentLines(tx, institute, studentId));
  const rows = await readLines(db, institute, studentId);
  const byClass = new Map<string, LineRow[]>();
  for (const r of rows) byClass.set(r.class_id, [...(byClass.get(r.class_id) ?? []), r]);
  return [...byClass.values()].flatMap((r) => withLateFees(r, asOf)).sort(byDueDate);
}
