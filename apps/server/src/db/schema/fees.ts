import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AllocationKind, FeeFrequency, PaymentMode, ReceiptStatus } from '@school-portal/contract';
import { createdAt, id, instituteTable } from '../columns.ts';
import { users } from './accounts.ts';
import { academicYears, schoolClasses } from './classes.ts';
import { students } from './students.ts';

/** What a school charges for: tuition, transport, exam, ... */
export const feeHeads = instituteTable(
  'fee_heads',
  {
    id: id(),
    name: text('name').notNull(),
    refundable: boolean('refundable').notNull().default(false),
    isTuition: boolean('is_tuition').notNull().default(false),
    /** Charged also to a student admitted after an instalment fell due (an admission or annual fee): decision 016. */
    chargedBeforeAdmission: boolean('charged_before_admission').notNull().default(false),
    /** Charged only to the students assigned it (a bus route, hostel, an activity), not the whole class (issue 27). */
    forChosenStudents: boolean('for_chosen_students').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_heads_institute_name_key').on(t.instituteCode, sql`lower(${t.name})`)],
);

/** One instalment of one head for one class of one academic year: what falls due and when. */
export const feeInstalments = instituteTable(
  'fee_instalments',
  {
    id: id(),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    headId: uuid('head_id')
      .notNull()
      .references(() => feeHeads.id),
    frequency: text('frequency').$type<FeeFrequency>().notNull(),
    label: text('label').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_instalments_class_head_label_key').on(t.classId, t.headId, t.label),
    index('fee_instalments_class_due_idx').on(t.classId, t.dueDate),
  ],
);

/**
 * The last receipt number of an institute's academic year. A collection locks this row, inserts the
 * receipt with the next number and raises it in one transaction, so numbers are never skipped (a
 * failed collection rolls the raise back) nor repeated (the lock queues concurrent collections).
 */
export const feeReceiptCounters = instituteTable(
  'fee_receipt_counters',
  {
    id: id(),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** Printed before the number: the year's name (2026-27/) unless the school sets its own. */
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [uniqueIndex('fee_receipt_counters_year_key').on(t.instituteCode, t.academicYearId)],
);

export const feeReceipts = instituteTable(
  'fee_receipts',
  {
    id: id(),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** Given last in the collection's transaction (decision 012): never null once committed. */
    number: integer('number'),
    receiptNo: text('receipt_no'),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    bank: text('bank'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    collectedBy: uuid('collected_by')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Set when the payment is dated before the day it was recorded: who chose that date, and why. */
    paidOnChosenBy: uuid('paid_on_chosen_by').references(() => users.id),
    paidOnReason: text('paid_on_reason'),
    status: text('status').$type<ReceiptStatus>().notNull().default('active'),
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_receipts_year_number_key').on(t.instituteCode, t.academicYearId, t.number),
    uniqueIndex('fee_receipts_idempotency_key').on(t.instituteCode, t.idempotencyKey),
    index('fee_receipts_student_idx').on(t.studentId, t.createdAt),
    index('fee_receipts_institute_paid_on_idx').on(t.instituteCode, t.paidOn),
    // The day-end cash summary lists receipts cancelled on the day, whatever day they were paid.
    index('fee_receipts_institute_cancelled_at_idx')
      .on(t.instituteCode, t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
  ],
);

/** What a receipt paid of which instalment (the fee itself or its late fee); a cancelled or bounced receipt's allocations no longer count. */
export const feeAllocations = instituteTable(
  'fee_allocations',
  {
    id: id(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => feeReceipts.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => feeInstalments.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    kind: text('kind').$type<AllocationKind>().notNull().default('fee'),
  },
  (t) => [
    index('fee_allocations_receipt_idx').on(t.receiptId),
    index('fee_allocations_student_instalment_idx').on(t.studentId, t.instalmentId),
    index('fee_allocations_instalment_idx').on(t.instalmentId),
  ],
);

/**
 * A receipt's link for the parent (/r/<token>): anyone holding the token reads the receipt without
 * signing in. The token is 256 random bits, never derived from the receipt; it is kept as it is (not
 * hashed) so the office can show the same link again. Revoking deletes the row: the link is dead.
 */
export const feeReceiptLinks = instituteTable(
  'fee_receipt_links',
  {
    id: id(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => feeReceipts.id),
    token: text('token').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_receipt_links_receipt_key').on(t.receiptId),
    uniqueIndex('fee_receipt_links_token_key').on(t.token),
  ],
);

/**
 * A head for chosen students assigned to one student from a day (and, once ended, until the day before
 * `ends_on`): the student owes that head's instalments of their class due in between (decision 016).
 */
export const feeHeadAssignments = instituteTable(
  'fee_head_assignments',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    headId: uuid('head_id')
      .notNull()
      .references(() => feeHeads.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The first day no longer charged; null while it runs. */
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('fee_head_assignments_student_idx').on(t.studentId, t.headId)],
);

/**
 * What the institute admin wrote off of a student's instalment, with the reason (issue 46): an earlier year's due
 * the school will not collect. It takes the amount off the line as a concession does (ledger-lines.ts), so it is no
 * longer owed anywhere, and is kept and listed (fees/write-offs.ts) so the books say where the money went.
 */
export const feeWriteOffs = instituteTable(
  'fee_write_offs',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => feeInstalments.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_write_offs_student_instalment_key').on(t.studentId, t.instalmentId)],
);
