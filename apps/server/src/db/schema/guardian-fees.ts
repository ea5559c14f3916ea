import { sql } from 'drizzle-orm';
import { bigint, date, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClaimStatus, UiLanguage } from '@school-portal/contract';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';
import { families } from './families.ts';
import { feeReceipts } from './fees.ts';
import { students } from './students.ts';

/** Where parents pay: the school's UPI ID and the payee name their UPI app shows (one row per institute). */
export const upiSettings = instituteTable(
  'upi_settings',
  {
    id: id(),
    vpa: text('vpa').notNull(),
    payeeName: text('payee_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('upi_settings_institute_key').on(t.instituteCode)],
);

/**
 * The guardian's private link to one student's fees. The token is random (never derived from the
 * student); reissuing replaces the row, so the old token stops opening the page. `reference` goes in the
 * UPI note, so the school finds the payment on its statement; it is made anew with the link.
 */
export const guardianFeeLinks = instituteTable(
  'guardian_fee_links',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    /**
     * The language the guardian's browser asked for when they last opened the page (null until they do):
     * the WhatsApp reminder is written in it, the family's language rather than the clerk's.
     */
    guardianLanguage: text('guardian_language').$type<UiLanguage>(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guardian_fee_links_student_key').on(t.studentId),
    uniqueIndex('guardian_fee_links_token_key').on(t.token),
  ],
);

/** A guardian's report of a UPI payment: the office confirms it (a receipt) or rejects it (with a reason). */
export const upiClaims = instituteTable(
  'upi_claims',
  {
    id: id(),
    /** For a family's claim (family_id set), the family's eldest child: the claim is listed under them. */
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    /** A claim sent from the family's page: its confirmation splits it across the children (upi_claim_shares). */
    familyId: uuid('family_id').references(() => families.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    utr: text('utr').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    receiptId: uuid('receipt_id').references(() => feeReceipts.id),
    /** The confirmed payment's receipt number, as the guardian's page shows it. */
    receiptNo: text('receipt_no'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A UTR names one bank transfer: it pays the school once, whichever student it was entered for. A
    // rejected claim's UTR may be entered again (the parent mistyped the amount); fees/utr.ts compares
    // it with the counter's UPI receipts.
    uniqueIndex('upi_claims_institute_utr_key')
      .on(t.instituteCode, t.utr)
      .where(sql`${t.status} <> 'rejected'`),
    index('upi_claims_institute_status_idx').on(t.instituteCode, t.status, t.createdAt),
    index('upi_claims_student_idx').on(t.studentId, t.createdAt),
  ],
);

/**
 * The family's private link (decision 037), as a student's: one page for all the children, its own random token and
 * UPI reference. Reissuing replaces the row. A child's own link keeps working beside it.
 */
export const familyFeeLinks = instituteTable(
  'family_fee_links',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id),
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    /** The language the guardian's browser asked for on the family's page: the family's reminder is written in it. */
    guardianLanguage: text('guardian_language').$type<UiLanguage>(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_fee_links_family_key').on(t.familyId),
    uniqueIndex('family_fee_links_token_key').on(t.token),
  ],
);

/** What a confirmed family claim paid of each child: each child's own receipt, written in the confirming transaction. */
export const upiClaimShares = instituteTable(
  'upi_claim_shares',
  {
    id: id(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => upiClaims.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => feeReceipts.id),
    receiptNo: text('receipt_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('upi_claim_shares_claim_student_key').on(t.claimId, t.studentId)],
);

/** Who reminded which guardian on WhatsApp and when: a clerk is told before reminding twice in a day. */
export const feeReminders = instituteTable(
  'fee_reminders',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    /** The office's calendar day (Indian time) of the reminder. */
    remindedOn: date('reminded_on', { mode: 'string' }).notNull(),
    remindedBy: uuid('reminded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_reminders_institute_day_idx').on(t.instituteCode, t.remindedOn),
    index('fee_reminders_student_idx').on(t.studentId, t.remindedOn),
  ],
);
