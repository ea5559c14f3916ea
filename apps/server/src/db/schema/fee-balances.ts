import { bigint, integer, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instituteTable } from '../columns.ts';
import { feeInstalments } from './fees.ts';
import { students } from './students.ts';

/**
 * What receipts that stand have paid of each student's instalment, the fee and its late fee apart
 * (decision 016): the sums of `fee_allocations` over active receipts, kept by database triggers in the
 * same transaction as every allocation written and every receipt cancelled or bounced, so the
 * school-wide reports read one row per line paid instead of adding up a year of receipts each time.
 * A row is there while at least one standing allocation is (`allocations` counts them).
 */
export const feePaidBalances = instituteTable(
  'fee_paid_balances',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => feeInstalments.id),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    latePaise: bigint('late_paise', { mode: 'number' }).notNull(),
    allocations: integer('allocations').notNull(),
  },
  (t) => [primaryKey({ name: 'fee_paid_balances_pkey', columns: [t.studentId, t.instalmentId] })],
);
