import { sql } from 'drizzle-orm';
import { bigint, date, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instituteTable } from '../columns.ts';
import { users } from './accounts.ts';
import { feeHeads } from './fees.ts';

/**
 * A UPI credit read from the school's bank statement (issue 49). Only the bank's facts are kept: whether it
 * is matched, confirmed or unclaimed is read from the claims and receipts carrying its UTR, so there is no
 * second status to fall out of step after a crash. One row a UTR: the same statement uploaded twice adds nothing.
 */
export const bankCredits = instituteTable(
  'bank_credits',
  {
    id: id(),
    utr: text('utr').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    creditedOn: date('credited_on', { mode: 'string' }).notNull(),
    /** The payer's name or UPI ID as the bank printed it. */
    payer: text('payer'),
    details: text('details').notNull(),
    /** The bank whose statement it came from ('' when the clerk chose the columns). */
    bank: text('bank').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** Set aside as not a fee (a donation, a supplier's refund): who, when and why. */
    dismissedBy: uuid('dismissed_by').references(() => users.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissReason: text('dismiss_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_credits_institute_utr_key').on(t.instituteCode, t.utr),
    index('bank_credits_institute_open_idx')
      .on(t.instituteCode, t.creditedOn)
      .where(sql`${t.dismissedAt} is null`),
  ],
);

/** Where the school's receipts go in Tally: one row an institute for cash, bank and late fee. */
export const tallyLedgers = instituteTable(
  'tally_ledgers',
  {
    id: id(),
    cash: text('cash').notNull(),
    bank: text('bank').notNull(),
    lateFee: text('late_fee').notNull(),
  },
  (t) => [uniqueIndex('tally_ledgers_institute_key').on(t.instituteCode)],
);

/** A fee head's income ledger in Tally; a head without one goes to a ledger of its own name. */
export const tallyHeadLedgers = instituteTable(
  'tally_head_ledgers',
  {
    id: id(),
    headId: uuid('head_id')
      .notNull()
      .references(() => feeHeads.id),
    ledger: text('ledger').notNull(),
  },
  (t) => [uniqueIndex('tally_head_ledgers_head_key').on(t.headId)],
);
