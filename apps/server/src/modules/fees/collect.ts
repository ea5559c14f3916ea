import { sql } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  planPayment,
  type AllocationKind,
  type CollectBody,
  type PayPlan,
  type Receipt,
} from '@school-portal/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Institute } from '../../db/scoped.ts';
import { badRequest, conflict } from '../../errors.ts';
import { DATED_TODAY, type PaymentDating } from './payment-date.ts';
import { defaultPrefix } from './receipt-prefix.ts';
import { assertUtrFree } from './utr.ts';
import { receiptLine, receiptOf, toReceipt, type ReceiptRow } from './receipts.ts';
import { studentLedger, type DueLine } from './student-ledger.ts';

/** What to pay: the allocations the clerk ticked, or a plan (all overdue, up to a day, an amount) worked out here. */
type CollectInput = Omit<CollectBody, 'allocations' | 'pay'> & {
  allocations?: { instalmentId: string; amount: number; kind?: AllocationKind }[] | undefined;
  pay?: PayPlan | undefined;
  /**
   * One child's share of a family's UPI transfer (the claim's id, decision 037): its UTR was checked once when the
   * claim was taken, and the family's other children's receipts carry the same UTR in this transaction.
   */
  shareOfClaim?: string | undefined;
};

/** Who collects: the signed-in clerk, whose name the receipt prints. */
export interface Collector {
  id: string;
  name: string;
}

/*
 * The counter is the busiest place of the office: every collection of a school's year queues on one
 * counter row, and the Node process is the other limit (each statement costs it parse, build and
 * write time). So a collection is few statements in its transaction (the student held, their lines placed and read
 * (student-ledger.ts), the receipt written) and one read after it, and the number itself is taken by a trigger as the transaction commits
 * (migration 0016, decision 012): the counter row is locked for the commit only.
 */

interface CounterRow {
  name: string;
  admission_number: string;
  guardian_name: string;
  guardian_phone: string;
  class_name: string;
  section_name: string;
  academic_year_id: string;
  start_year: number;
  twin: string | null;
}

/**
 * Holds the student for this transaction (a twin request, or two clerks with one family, wait here) and reads who
 * they are, the year they sit in (the receipt's, decision 032) and a receipt already written with this key.
 */
async function holdStudent(tx: Tx, institute: Institute, studentId: string, key: string) {
  // The lock first, in a statement of its own: a statement reads what was committed when it began, so a read in the
  // lock's own statement missed what the writer it waited for (the year end moving the student) had just committed.
  await holdStudentFees(tx, studentId);
  const [first] = await executeNamed<CounterRow>(
    tx,
    'fees_collect_hold_student',
    sql`
      select s.name, s.admission_number, s.guardian_name, s.guardian_phone, c.name as class_name, sec.name as section_name,
        c.academic_year_id, y.start_year,
        (select id::text from fee_receipts where institute_code = ${institute} and idempotency_key = ${key}) as twin
      from students s
      join class_sections sec on sec.id = s.section_id and sec.institute_code = ${institute}
      join school_classes c on c.id = sec.class_id and c.institute_code = ${institute}
      join academic_years y on y.id = c.academic_year_id and y.institute_code = ${institute}
      where s.id = ${studentId} and s.institute_code = ${institute}`,
  );
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
  return { student, yearId: first.academic_year_id, startYear: first.start_year, twin: first.twin };
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
      const { student, yearId, startYear, twin } = await holdStudent(
        tx,
        institute,
        body.studentId,
        body.idempotencyKey,
      );
      if (twin) throw new AlreadyCollected(twin);
      // After the lock, so every payment and waiver committed before is read; the late fee is counted to the
      // payment date, as the counter showed it. Every year's lines: an earlier year's dues are paid here too.
      const due = await studentLedger(tx, institute, student._id, body.paidOn);
      const instalments = new Map(due.map((l) => [l.instalment._id, l.instalment]));
      if (body.mode === 'upi' && body.reference && !body.shareOfClaim)
        await assertUtrFree(tx, institute, body.reference, 'counter');
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
