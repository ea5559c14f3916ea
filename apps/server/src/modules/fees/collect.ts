import { sql } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  planPayment,
  type AllocationKind,
  type CollectBody,
  type FeeInstalment,
  type PayPlan,
  type Receipt,
} from '@school-portal/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { dueLinesByClass, type DueLine, type FeeTerms, type InstalmentPayments } from './dues.ts';
import {
  classSpans,
  type Admission,
  type ClassMove,
  type ConcessionTerm,
  type HeadAssignment,
  type LateFeeTerm,
} from './fee-math.ts';
import { DATED_TODAY, type PaymentDating } from './payment-date.ts';
import { defaultPrefix } from './receipt-prefix.ts';
import { assertUtrFree } from './utr.ts';
import { receiptLine, receiptOf, toReceipt, type ReceiptRow } from './receipts.ts';

/** What to pay: the allocations the clerk ticked, or a plan (all overdue, up to a day, an amount) worked out here. */
type CollectInput = Omit<CollectBody, 'allocations' | 'pay'> & {
  allocations?: { instalmentId: string; amount: number; kind?: AllocationKind }[] | undefined;
  pay?: PayPlan | undefined;
};

/** Who collects: the signed-in clerk, whose name the receipt prints. */
export interface Collector {
  id: string;
  name: string;
}

/*
 * The counter is the busiest place of the office: every collection of a school's year queues on one
 * counter row, and the Node process is the other limit (each statement costs it parse, build and
 * write time). So a collection is four statements in its transaction (and one read after it), each
 * written for this path, and the number itself is taken by a trigger as the transaction commits
 * (migration 0016, decision 012): the counter row is locked for the commit only.
 */

interface CounterRow {
  id: string | null;
  name: string;
  admission_number: string;
  guardian_name: string;
  guardian_phone: string;
  class_id: string;
  class_name: string;
  section_name: string;
  academic_year_id: string;
  start_year: number;
  admission_date: string;
  moves: ClassMove[] | null;
  instalment_class_id: string | null;
  heads_before_admission: string[] | null;
  heads_for_chosen: string[] | null;
  assignments: HeadAssignment[] | null;
  instalment_id: string | null;
  head_id: string | null;
  head_name: string | null;
  label: string | null;
  due_date: string | null;
  amount_paise: string | null;
  concessions: { headId: string | null; mode: ConcessionTerm['mode']; value: string }[] | null;
  rules:
    | {
        classId: string;
        kind: LateFeeTerm['kind'];
        amountPaise: string;
        graceDays: number;
        capPaise: string | null;
        scope: LateFeeTerm['scope'];
      }[]
    | null;
}

/**
 * Holds the student for this transaction (a twin request, or two clerks with one family, wait here) and
 * reads what needs no lock: the student with class and section, the year, the instalments of their class
 * and of any class they moved out of this year (decision 016: those due before the move stay theirs),
 * and the terms their dues follow (the student's concessions for the year, each class's late fee rule, their moves).
 */
async function holdStudent(tx: Tx, institute: Institute, studentId: string) {
  const found = await executeNamed<CounterRow>(
    tx,
    'fees_collect_hold_student',
    sql`
      with held as (select pg_advisory_xact_lock(hashtextextended(${studentId}, 0)))
      select s.name, s.admission_number, s.guardian_name, s.guardian_phone, s.admission_date::text as admission_date, c.id as class_id, c.name as class_name, sec.name as section_name,
        c.academic_year_id, y.start_year, i.id as instalment_id, i.class_id as instalment_class_id, i.head_id, h.name as head_name, i.label, i.due_date::text as due_date, i.amount_paise::text as amount_paise,
        (select json_agg(json_build_object('headId', fc.head_id, 'mode', fc.mode, 'value', fc.value::text)) from fee_concessions fc
          where fc.institute_code = ${institute} and fc.student_id = s.id and fc.academic_year_id = c.academic_year_id) as concessions,
        (select json_agg(json_build_object('fromClassId', m.from_class_id, 'toClassId', m.to_class_id, 'movedOn', m.moved_on::text)) from student_class_moves m
          where m.institute_code = ${institute} and m.student_id = s.id) as moves,
        (select json_agg(json_build_object('classId', r.class_id, 'kind', r.kind, 'amountPaise', r.amount_paise::text, 'graceDays', r.grace_days, 'capPaise', r.cap_paise::text, 'scope', r.scope)) from fee_late_rules r
          where r.institute_code = ${institute} and (r.class_id = c.id or r.class_id in (select m.from_class_id from student_class_moves m where m.institute_code = ${institute} and m.student_id = s.id))) as rules,
        (select json_agg(fh.id) from fee_heads fh where fh.institute_code = ${institute} and fh.charged_before_admission) as heads_before_admission,
        (select json_agg(fh.id) from fee_heads fh where fh.institute_code = ${institute} and fh.for_chosen_students) as heads_for_chosen,
        (select json_agg(json_build_object('headId', fa.head_id, 'startsOn', fa.starts_on::text, 'endsOn', fa.ends_on::text)) from fee_head_assignments fa
          where fa.institute_code = ${institute} and fa.student_id = s.id) as assignments
      from held, students s
      join class_sections sec on sec.id = s.section_id and sec.institute_code = ${institute}
      join school_classes c on c.id = sec.class_id and c.institute_code = ${institute}
      join academic_years y on y.id = c.academic_year_id and y.institute_code = ${institute}
      left join (fee_instalments i join fee_heads h on h.id = i.head_id and h.institute_code = ${institute})
        on i.institute_code = ${institute} and (i.class_id = c.id or i.class_id in (
          select m.from_class_id from student_class_moves m join school_classes lc on lc.id = m.from_class_id and lc.institute_code = ${institute}
          where m.institute_code = ${institute} and m.student_id = s.id and lc.academic_year_id = c.academic_year_id))
      where s.id = ${studentId} and s.institute_code = ${institute}`,
  );
  const first = found[0];
  if (!first) throw badRequest(FEE_MESSAGES.studentNotFound, { studentId: FEE_MESSAGES.studentNotFound });
  const student = {
    _id: studentId,
    name: first.name,
    admissionNumber: first.admission_number,
    className: first.class_name,
    sectionName: first.section_name,
    guardianName: first.guardian_name,
    guardianPhone: first.guardian_phone,
  };
  const instalments = new Map<string, FeeInstalment>(
    found
      .filter((r) => r.instalment_id)
      .map((r) => [
        r.instalment_id!,
        {
          _id: r.instalment_id!,
          classId: r.instalment_class_id!,
          headId: r.head_id!,
          headName: r.head_name!,
          label: r.label!,
          dueDate: r.due_date!,
          amount: Number(r.amount_paise) / 100,
        },
      ]),
  );
  const concessions: ConcessionTerm[] = (first.concessions ?? []).map((c) => ({
    headId: c.headId,
    mode: c.mode,
    value: Number(c.value),
  }));
  const rules = new Map<string, LateFeeTerm>(
    (first.rules ?? []).map((r) => [
      r.classId,
      {
        kind: r.kind,
        amountPaise: Number(r.amountPaise),
        graceDays: r.graceDays,
        capPaise: r.capPaise === null ? null : Number(r.capPaise),
        scope: r.scope,
      },
    ]),
  );
  const moves = first.moves ?? [];
  // Each class's terms: its rule, and the student's span in it (dues.ts feeTerms reads the same).
  const termsOf = (classId: string): FeeTerms => {
    const admission: Admission = {
      spans: classSpans(moves, classId, first.admission_date),
      headsChargedBeforeAdmission: new Set(first.heads_before_admission ?? []),
      headsForChosen: new Set(first.heads_for_chosen ?? []),
      assignments: first.assignments ?? [],
    };
    return { concessions, rule: rules.get(classId), admission };
  };
  return { student, yearId: first.academic_year_id, startYear: first.start_year, instalments, termsOf };
}

/**
 * Read after the student's lock, so it sees every payment and waiver committed before: a receipt with this
 * key, what was paid of each instalment asked (the fee by payment date, and its late fee), and which of
 * their late fees were waived.
 */
async function keyAndPaid(tx: Tx, institute: Institute, studentId: string, key: string, instalmentIds: string[]) {
  const ids = JSON.stringify(instalmentIds);
  const found = await executeNamed<{
    row: 'twin' | 'paid' | 'waived';
    id: string;
    kind: AllocationKind | null;
    paid_on: string | null;
    paise: string | null;
  }>(
    tx,
    'fees_collect_key_and_paid',
    sql`
      select 'twin' as row, id::text as id, null as kind, null as paid_on, null as paise from fee_receipts where institute_code = ${institute} and idempotency_key = ${key}
      union all
      select 'paid', a.instalment_id::text, a.kind, r.paid_on::text, sum(a.amount_paise)::text
      from fee_allocations a join fee_receipts r on r.id = a.receipt_id and r.institute_code = ${institute} and r.status = 'active'
      where a.institute_code = ${institute} and a.student_id = ${studentId} and a.instalment_id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)
      group by a.instalment_id, a.kind, r.paid_on
      union all
      select 'waived', w.instalment_id::text, null, null, null from fee_late_fee_waivers w
      where w.institute_code = ${institute} and w.student_id = ${studentId} and w.instalment_id in (select jsonb_array_elements_text(${ids}::jsonb)::uuid)`,
  );
  const twin = found.find((r) => r.row === 'twin')?.id;
  // The shape dues.ts paymentsOf answers, so the one calculation (dueLines) decides what may be paid.
  const payments = new Map<string, InstalmentPayments>();
  for (const r of found.filter((f) => f.row === 'paid')) {
    const entry = payments.get(r.id) ?? { fee: [], latePaise: 0 };
    if (r.kind === 'lateFee') entry.latePaise += Number(r.paise);
    else entry.fee.push({ paidOn: r.paid_on!, paise: Number(r.paise) });
    payments.set(r.id, entry);
  }
  const waived = new Set(found.filter((r) => r.row === 'waived').map((r) => r.id));
  return { twin, payments, waived };
}

/** What one allocation of the body asks to pay: of the fee itself or of its late fee, in paise. */
interface Asked {
  instalmentId: string;
  kind: AllocationKind;
  paise: number;
  /** The body's first allocation of this instalment and kind, for the error's field name. */
  index: number;
}

/** A plan's allocations, worked out from the dues as on the payment date (the same function previews it on the screen). */
function plannedAsk(lines: DueLine[], plan: PayPlan, paidOn: string): Asked[] {
  // In the order the counter lists them (due date, then head), so a tie between two heads is paid the same way on both.
  const ordered = [...lines].sort(
    (x, y) =>
      x.instalment.dueDate.localeCompare(y.instalment.dueDate) ||
      x.instalment.headName.localeCompare(y.instalment.headName),
  );
  const { allocations, left } = planPayment(
    ordered.map((l) => ({
      instalmentId: l.instalment._id,
      dueDate: l.instalment.dueDate,
      feeDuePaise: l.due,
      lateDuePaise: l.late.due,
    })),
    plan,
    paidOn,
  );
  if (left > 0) throw badRequest(FEE_MESSAGES.moreThanDue, { 'pay.amount': FEE_MESSAGES.moreThanDue });
  if (allocations.length === 0) throw badRequest(FEE_MESSAGES.nothingDueThen, { pay: FEE_MESSAGES.nothingDueThen });
  return allocations.map((a, index) => ({ ...a, index }));
}

/** The receipt and its allocations in one statement; the year's counter row is made on first use. */
async function writeReceipt(
  tx: Tx,
  institute: Institute,
  row: Omit<ReceiptRow, 'id' | 'createdAt' | 'number' | 'receiptNo' | 'instituteCode'>,
  prefix: string,
  asked: Asked[],
) {
  const allocations = JSON.stringify(
    asked.map((a) => ({ instalment_id: a.instalmentId, amount_paise: a.paise, kind: a.kind })),
  );
  const [written] = await executeNamed<{ id: string; created_ms: number }>(
    tx,
    'fees_collect_write',
    sql`
      with counter as (
        -- Looked for first: a conflict check on the row would wait for the receipt being numbered on it.
        insert into fee_receipt_counters (institute_code, academic_year_id, prefix, last_number)
        select ${institute}, ${row.academicYearId}, ${prefix}, 0
        where not exists (select 1 from fee_receipt_counters where institute_code = ${institute} and academic_year_id = ${row.academicYearId})
        on conflict (institute_code, academic_year_id) do nothing
      ), receipt as (
        insert into fee_receipts (institute_code, academic_year_id, student_id, amount_paise, mode, reference, cheque_number, bank, cheque_date, paid_on, collected_by, idempotency_key, paid_on_chosen_by, paid_on_reason)
        values (${institute}, ${row.academicYearId}, ${row.studentId}, ${row.amountPaise}, ${row.mode}, ${row.reference}, ${row.chequeNumber}, ${row.bank}, ${row.chequeDate}, ${row.paidOn}, ${row.collectedBy}, ${row.idempotencyKey}, ${row.paidOnChosenBy}, ${row.paidOnReason})
        returning id, created_at
      ), allocated as (
        insert into fee_allocations (institute_code, receipt_id, student_id, instalment_id, amount_paise, kind)
        select ${institute}, receipt.id, ${row.studentId}, x.instalment_id, x.amount_paise, x.kind
        from receipt, jsonb_to_recordset(${allocations}::jsonb) as x(instalment_id uuid, amount_paise bigint, kind text)
      )
      select id, (extract(epoch from created_at) * 1000)::float8 as created_ms from receipt`,
  );
  return { id: written!.id, createdAt: new Date(Number(written!.created_ms)) };
}

/** The number the commit gave the receipt, and the school's letterhead, in one read. */
async function numberAndSchool(db: DbOrTx, institute: Institute, receiptId: string) {
  const [found] = await executeNamed<{
    number: number;
    receipt_no: string;
    name: string;
    address: string | null;
    affiliation: string | null;
  }>(
    db,
    'fees_collect_number_and_school',
    sql`
      select r.number, r.receipt_no, coalesce(i.name, r.institute_code) as name, p.address, p.affiliation_number as affiliation
      from fee_receipts r join institutes i on i.code = r.institute_code left join institute_profiles p on p.institute_code = r.institute_code
      where r.id = ${receiptId} and r.institute_code = ${institute}`,
  );
  return {
    number: found!.number,
    receiptNo: found!.receipt_no,
    school: { name: found!.name, address: found!.address ?? '', affiliation: found!.affiliation },
  };
}

/** A twin request committed first: this one rolls back and answers the twin's receipt. */
class AlreadyCollected extends Error {
  constructor(readonly receiptId: string) {
    super('already collected');
  }
}

/**
 * A retry (same key) answers the first receipt; a key already used for another payment (another student,
 * amount, date or mode) is a client fault that must not pass for a success.
 */
async function twinReceipt(db: DbOrTx, institute: Institute, receiptId: string, body: CollectInput) {
  const receipt = await receiptOf(db, institute, receiptId);
  // A plan of "all overdue" or "up to a day" names no amount (the first payment has since changed the
  // dues it was worked out from), so only ticked allocations and a stated amount are compared.
  const paise = body.allocations
    ? body.allocations.reduce((sum, a) => sum + Math.round(a.amount * 100), 0)
    : body.pay?.by === 'amount'
      ? Math.round(body.pay.amount * 100)
      : null;
  const sameAmount = paise === null || Math.round(receipt.amount * 100) === paise;
  const same =
    receipt.student._id === body.studentId &&
    sameAmount &&
    receipt.paidOn === body.paidOn &&
    receipt.mode === body.mode;
  if (!same) throw conflict(FEE_MESSAGES.idempotencyKeyReused, { idempotencyKey: FEE_MESSAGES.idempotencyKeyReused });
  return { receipt, created: false };
}

/**
 * Records a payment, its allocation to dues and its numbered receipt in one transaction; the same
 * idempotency key answers the first receipt. `dating` says who chose an earlier date, and why (payment-date.ts).
 */
export async function collect(
  db: DbOrTx,
  institute: Institute,
  collector: Collector,
  body: CollectInput,
  dating: PaymentDating = DATED_TODAY,
): Promise<{ receipt: Receipt; created: boolean }> {
  try {
    const made = await db.transaction(async (tx) => {
      const { student, yearId, startYear, instalments, termsOf } = await holdStudent(tx, institute, body.studentId);
      if (body.mode === 'upi' && body.reference) await assertUtrFree(tx, institute, body.reference, 'counter');
      const byKey = new Map<string, Asked>();
      (body.allocations ?? []).forEach((a, i) => {
        if (!instalments.has(a.instalmentId))
          throw badRequest(FEE_MESSAGES.notInStudentDues, {
            [`allocations.${i}.instalmentId`]: FEE_MESSAGES.notInStudentDues,
          });
        const kind = a.kind ?? 'fee';
        const before = byKey.get(`${kind}:${a.instalmentId}`);
        byKey.set(`${kind}:${a.instalmentId}`, {
          instalmentId: a.instalmentId,
          kind,
          paise: (before?.paise ?? 0) + Math.round(a.amount * 100),
          index: before?.index ?? i,
        });
      });
      let asked = [...byKey.values()];
      // A plan, and a late fee capped per student and year, depend on every instalment of the year, so all are read then.
      const yearCapped = [...instalments.values()].some((i) => termsOf(i.classId).rule?.scope === 'year');
      const instalmentIds =
        body.pay || yearCapped ? [...instalments.keys()] : [...new Set(asked.map((a) => a.instalmentId))];
      const { twin, payments, waived } = await keyAndPaid(
        tx,
        institute,
        student._id,
        body.idempotencyKey,
        instalmentIds,
      );
      if (twin) throw new AlreadyCollected(twin);
      // The late fee is counted to the payment date, as the counter showed it.
      const due = dueLinesByClass(
        instalmentIds.map((id) => instalments.get(id)!),
        termsOf,
        payments,
        waived,
        body.paidOn,
      );
      if (body.pay) asked = plannedAsk(due, body.pay, body.paidOn);
      const lines = new Map(due.map((l) => [l.instalment._id, l]));
      for (const a of asked) {
        const line = lines.get(a.instalmentId);
        // Due before the student's admission and not charged to them (decision 016).
        if (!line)
          throw badRequest(FEE_MESSAGES.notInStudentDues, {
            [`allocations.${a.index}.instalmentId`]: FEE_MESSAGES.notInStudentDues,
          });
        if (a.kind === 'fee' && a.paise > line.due)
          throw badRequest(FEE_MESSAGES.overpaid, { [`allocations.${a.index}.amount`]: FEE_MESSAGES.overpaid });
        if (a.kind === 'lateFee' && a.paise > line.late.due)
          throw badRequest(FEE_MESSAGES.lateFeeOverpaid, {
            [`allocations.${a.index}.amount`]: FEE_MESSAGES.lateFeeOverpaid,
          });
      }
      const row = {
        academicYearId: yearId,
        studentId: student._id,
        amountPaise: asked.reduce((sum, a) => sum + a.paise, 0),
        mode: body.mode,
        reference: body.reference ?? null,
        chequeNumber: body.mode === 'cheque' ? (body.chequeNumber ?? null) : null,
        bank: body.bank ?? null,
        chequeDate: body.mode === 'cheque' ? (body.chequeDate ?? null) : null,
        paidOn: body.paidOn,
        collectedBy: collector.id,
        idempotencyKey: body.idempotencyKey,
        ...dating,
        status: 'active' as const,
        cancelReason: null,
        cancelledBy: null,
        cancelledAt: null,
      };
      const written = await writeReceipt(tx, institute, row, defaultPrefix(startYear), asked);
      const printed = asked.map((a) => ({
        ...receiptLine(instalments.get(a.instalmentId)!, a.kind, a.paise),
        dueDate: instalments.get(a.instalmentId)!.dueDate,
      }));
      return { row: { ...row, ...written, instituteCode: institute }, student, lines: printed };
    });
    const { number, receiptNo, school } = await numberAndSchool(db, institute, made.row.id);
    const lines = made.lines
      .sort(
        (a, b) =>
          a.dueDate.localeCompare(b.dueDate) || a.headName.localeCompare(b.headName) || a.kind.localeCompare(b.kind),
      )
      .map(({ dueDate: _, ...line }) => line);
    return {
      receipt: toReceipt(
        { ...made.row, number, receiptNo },
        school,
        made.student,
        lines,
        new Map([[collector.id, collector.name]]),
      ),
      created: true,
    };
  } catch (err) {
    if (err instanceof AlreadyCollected) return twinReceipt(db, institute, err.receiptId, body);
    // The unique index is the last word on a key; whichever request lost answers the winner's receipt.
    if (isUniqueViolation(err, 'fee_receipts_idempotency_key')) {
      const [first] = await executeNamed<{ id: string }>(
        db,
        'fees_collect_first_of_key',
        sql`select id from fee_receipts where institute_code = ${institute} and idempotency_key = ${body.idempotencyKey}`,
      );
      if (first) return twinReceipt(db, institute, first.id, body);
    }
    throw err;
  }
}
