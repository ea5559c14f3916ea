import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConcessionMode, ConcessionType, LateFeeKind, LateFeeScope } from '@school-portal/contract';
import { createdAt, id, insertedSeq, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';
import { academicYears, schoolClasses } from './classes.ts';
import { feeHeads, feeInstalments } from './fees.ts';
import { students } from './students.ts';

/** A class's late fee (decision 013): one rule per class, and so per academic year, for each of its instalments. */
export const feeLateRules = instituteTable(
  'fee_late_rules',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    kind: text('kind').$type<LateFeeKind>().notNull(),
    /** The whole late fee (fixed) or each day's (perDay). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    graceDays: integer('grace_days').notNull().default(0),
    capPaise: bigint('cap_paise', { mode: 'number' }),
    /** Where the cap applies: each instalment's late fee, or a student's late fees of the year together (decision 016). */
    scope: text('scope').$type<LateFeeScope>().notNull().default('instalment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fee_late_rules_class_key').on(t.classId),
    check('fee_late_rules_amount_check', sql`${t.amountPaise} > 0 and ${t.graceDays} >= 0`),
  ],
);

/** A student's concession for one academic year, on one head or (headId null) all of them. */
export const feeConcessions = instituteTable(
  'fee_concessions',
  {
    id: id(),
    seq: insertedSeq(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    headId: uuid('head_id').references(() => feeHeads.id),
    type: text('type').$type<ConcessionType>().notNull(),
    /** Only a custom concession has its own name. */
    name: text('name'),
    mode: text('mode').$type<ConcessionMode>().notNull(),
    /** Paise off each instalment covered (amount), or hundredths of a percent (percent: 1250 is 12.5%). */
    value: bigint('value', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_concessions_student_year_idx').on(t.studentId, t.academicYearId),
    index('fee_concessions_institute_seq_idx').on(t.instituteCode, t.seq),
  ],
);

/** The institute admin let a student off an instalment's late fee: what was paid of it stays paid, nothing more is due. */
export const feeLateFeeWaivers = instituteTable(
  'fee_late_fee_waivers',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => feeInstalments.id),
    reason: text('reason').notNull(),
    waivedBy: uuid('waived_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_late_fee_waivers_student_instalment_key').on(t.studentId, t.instalmentId)],
);
