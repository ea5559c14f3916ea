import { sql } from 'drizzle-orm';
import { FEE_MESSAGES, type CollectBody, type Receipt } from '@school-portal/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { executeNamed } from '../../db/prepared.ts';
import type { Institute } from '../../db/scoped.ts';
import { badRequest } from '../../errors.ts';
import { defaultPrefix } from './receipt-prefix.ts';
import { receiptOf, toReceipt, type ReceiptRow } from './receipts.ts';

type CollectInput = Omit<CollectBody, 'allocations'> & { allocations: { instalmentId: string; amount: number }[] };

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
 * (migration 0013, decision 012): the counter row is locked for the commit only.
 */


interface CounterRow {
  id: string | null;
  name: string;
  admission_number: string;
  guardian_name: string;
  guardian_phone: string;
  class_name: string;
  section_name: string;
  academic_year_id: string;
  start_year: number;
  instalment_id: string | null;
  head_name: string | null;
  label: string | null;
  due_date: string | null;
  amount_paise: string | null;
}

/**
 * Holds the student for this transaction (a twin request, or two clerks with one family, wait here) and
 * reads what needs no lock: the student with class and section, the year, and the class's instalments.
 */
async function holdStudent(tx: Tx, institute: Institute, studentId: string) {
  const found = await executeNamed<CounterRow>(
    tx,
    'fees_collect_hold_student',
    sql`
      with held as (select pg_advisory_xact_lock(hashtextextended(${studentId}, 0)))
      select s.name, s.admission_number, s.guardian_name, s.guardian_phone, c.name as class_name, sec.name as section_name,
        c.academic_year_id, y.start_year, i.id as instalment_id, h.name as head_name, i.label, i.due_date::text as due_date, i.amount_paise::text as amount_paise
      from held, students s
      join class_sections sec on sec.id = s.section_id and sec.institute_code = ${institute}
      join school_classes c on c.id = sec.class_id and c.institute_code = ${institute}
      join academic_years y on y.id = c.academic_year_id and y.institute_code = ${institute}
      left join (fee_instalments i join fee_heads h on h.id = i.head_id and h.institute_code = ${institute})
        on i.class_id = c.id and i.institute_code = ${institute}
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
  const instalments = new Map(
    found.filter((r) => r.instalment_id).map((r) => [r.instalment_id!, { headName: r.head_name!, label: r.label!, dueDate: r.due_date!, paise: Number(r.amount_paise) }]),
  );
  return { student, yearId: first.academic_year_id, startYear: first.start_year, instalments };
}

/** Read after the student's lock, so it sees every payment committed before: a receipt with this key, and what was paid of each instalment asked. */
async function keyAndPaid(tx: Tx, institute: Institute, studentId: string, key: string, instalmentIds: string[]) {
  const found = await executeNamed<{ kind: 'twin' | 'paid'; id: string; paise: string | null }>(
    tx,
    'fees_collect_key_and_paid',
    sql`
      select 'twin' as kind, id::text as id, null as paise from fee_receipts where institute_code = ${institute} and idempotency_key = ${key}
      union all
      select 'paid', a.instalment_id::text, sum(a.amount_paise)::text
      from fee_allocations a join fee_receipts r on r.id = a.receipt_id and r.institute_code = ${institute} and r.status = 'active'
      where a.institute_code = ${institute} and a.student_id = ${studentId} and a.instalment_id in (select jsonb_array_elements_text(${JSON.stringify(instalmentIds)}::jsonb)::uuid)
      group by a.instalment_id`,
  );
  const twin = found.find((r) => r.kind === 'twin')?.id;
  const paid = new Map(found.filter((r) => r.kind === 'paid').map((r) => [r.id, Number(r.paise)]));
  return { twin, paid };
}

/** The receipt and its allocations in one statement; the year's counter row is made on first use. */
async function writeReceipt(tx: Tx, institute: Institute, row: Omit<ReceiptRow, 'id' | 'createdAt' | 'number' | 'receiptNo' | 'instituteCode'>, prefix: string, asked: Map<string, number>) {
  const allocations = JSON.stringify([...asked].map(([instalment_id, amount_paise]) => ({ instalment_id, amount_paise })));
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
        insert into fee_receipts (institute_code, academic_year_id, student_id, amount_paise, mode, reference, cheque_number, bank, cheque_date, paid_on, collected_by, idempotency_key)
        values (${institute}, ${row.academicYearId}, ${row.studentId}, ${row.amountPaise}, ${row.mode}, ${row.reference}, ${row.chequeNumber}, ${row.bank}, ${row.chequeDate}, ${row.paidOn}, ${row.collectedBy}, ${row.idempotencyKey})
        returning id, created_at
      ), allocated as (
        insert into fee_allocations (institute_code, receipt_id, student_id, instalment_id, amount_paise)
        select ${institute}, receipt.id, ${row.studentId}, x.instalment_id, x.amount_paise
        from receipt, jsonb_to_recordset(${allocations}::jsonb) as x(instalment_id uuid, amount_paise bigint)
      )
      select id, (extract(epoch from created_at) * 1000)::float8 as created_ms from receipt`,
  );
  return { id: written!.id, createdAt: new Date(Number(written!.created_ms)) };
}

/** The number the commit gave the receipt, and the school's letterhead, in one read. */
async function numberAndSchool(db: Db, institute: Institute, receiptId: string) {
  const [found] = await executeNamed<{ number: number; receipt_no: string; name: string; address: string | null; affiliation: string | null }>(
    db,
    'fees_collect_number_and_school',
    sql`
      select r.number, r.receipt_no, coalesce(i.name, r.institute_code) as name, p.address, p.affiliation_number as affiliation
      from fee_receipts r join institutes i on i.code = r.institute_code left join institute_profiles p on p.institute_code = r.institute_code
      where r.id = ${receiptId} and r.institute_code = ${institute}`,
  );
  return { number: found!.number, receiptNo: found!.receipt_no, school: { name: found!.name, address: found!.address ?? '', affiliation: found!.affiliation } };
}

/** A twin request committed first: this one rolls back and answers the twin's receipt. */
class AlreadyCollected extends Error {
  constructor(readonly receiptId: string) {
    super('already collected');
  }
}

/**
 * Records a payment, its allocation to dues and its numbered receipt in one transaction; the same
 * idempotency key answers the first receipt.
 */
export async function collect(db: Db, institute: Institute, collector: Collector, body: CollectInput): Promise<{ receipt: Receipt; created: boolean }> {
  try {
    const made = await db.transaction(async (tx) => {
      const { student, yearId, startYear, instalments } = await holdStudent(tx, institute, body.studentId);
      const asked = new Map<string, number>();
      body.allocations.forEach((a, i) => {
        if (!instalments.has(a.instalmentId)) throw badRequest(FEE_MESSAGES.notInStudentDues, { [`allocations.${i}.instalmentId`]: FEE_MESSAGES.notInStudentDues });
        asked.set(a.instalmentId, (asked.get(a.instalmentId) ?? 0) + a.amount * 100);
      });
      const { twin, paid } = await keyAndPaid(tx, institute, student._id, body.idempotencyKey, [...asked.keys()]);
      if (twin) throw new AlreadyCollected(twin);
      body.allocations.forEach((a, i) => {
        if ((paid.get(a.instalmentId) ?? 0) + asked.get(a.instalmentId)! > instalments.get(a.instalmentId)!.paise) {
          throw badRequest(FEE_MESSAGES.overpaid, { [`allocations.${i}.amount`]: FEE_MESSAGES.overpaid });
        }
      });
      const row = {
        academicYearId: yearId,
        studentId: student._id,
        amountPaise: [...asked.values()].reduce((s, p) => s + p, 0),
        mode: body.mode,
        reference: body.reference ?? null,
        chequeNumber: body.mode === 'cheque' ? (body.chequeNumber ?? null) : null,
        bank: body.bank ?? null,
        chequeDate: body.mode === 'cheque' ? (body.chequeDate ?? null) : null,
        paidOn: body.paidOn,
        collectedBy: collector.id,
        idempotencyKey: body.idempotencyKey,
        status: 'active' as const,
        cancelReason: null,
        cancelledBy: null,
        cancelledAt: null,
      };
      const written = await writeReceipt(tx, institute, row, defaultPrefix(startYear), asked);
      const lines = [...asked].map(([id, paise]) => ({ ...instalments.get(id)!, amount: paise / 100 }));
      return { row: { ...row, ...written, instituteCode: institute }, student, lines };
    });
    const { number, receiptNo, school } = await numberAndSchool(db, institute, made.row.id);
    const lines = made.lines.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.headName.localeCompare(b.headName)).map(({ headName, label, amount }) => ({ headName, label, amount }));
    return { receipt: toReceipt({ ...made.row, number, receiptNo }, school, made.student, lines, new Map([[collector.id, collector.name]])), created: true };
  } catch (err) {
    if (err instanceof AlreadyCollected) return { receipt: await receiptOf(db, institute, err.receiptId), created: false };
    // The unique index is the last word on a key; whichever request lost answers the winner's receipt.
    if (isUniqueViolation(err, 'fee_receipts_idempotency_key')) {
      const [first] = await executeNamed<{ id: string }>(db, 'fees_collect_first_of_key', sql`select id from fee_receipts where institute_code = ${institute} and idempotency_key = ${body.idempotencyKey}`);
      if (first) return { receipt: await receiptOf(db, institute, first.id), created: false };
    }
    throw err;
  }
}
