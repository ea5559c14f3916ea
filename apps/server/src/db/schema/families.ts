import { bigint, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConcessionMode } from '@school-portal/contract';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';
import { feeHeads } from './fees.ts';
import { students } from './students.ts';

/**
 * Brothers and sisters in one school (decision 037): the office links them, so the guardian has one page for all
 * of them, one UPI payment, one reminder, and the sibling concession knows who is the second child.
 */
export const families = instituteTable('families', {
  id: id(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** A student belongs to one family at most (the unique index), so a link never puts a child in two. */
export const familyMembers = instituteTable(
  'family_members',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('family_members_student_key').on(t.studentId), index('family_members_family_idx').on(t.familyId)],
);

/**
 * The school's sibling concession (one row per school): so much off each instalment of one head for the second and
 * later child of a family, by date of birth. The fee rule (fees/ledger-lines.ts) applies it as it does a concession.
 */
export const siblingConcessionRules = instituteTable(
  'sibling_concession_rules',
  {
    id: id(),
    headId: uuid('head_id')
      .notNull()
      .references(() => feeHeads.id),
    mode: text('mode').$type<ConcessionMode>().notNull(),
    /** Paise off each instalment (amount), or hundredths of a percent (percent: 1000 is 10%), as fee_concessions. */
    value: bigint('value', { mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sibling_concession_rules_institute_key').on(t.instituteCode)],
);
