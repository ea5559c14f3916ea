import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instituteTable } from '../columns.ts';
import { academicYears } from './classes.ts';
import { feeInstalments } from './fees.ts';
import { students } from './students.ts';

/**
 * The school-wide reports' ledger, stored (decisions 016 and 021): one row per student and instalment
 * that is charged to them or that receipts have paid, so Dues by Class, the dashboard and Defaulters add up
 * one table instead of rebuilding the ledger from students, moves, concessions and a year of payments on
 * every call.
 * - What stands paid (`fee_paise`, `late_paise`, `allocations`) is kept by database triggers in the same
 *   transaction as every allocation written and every receipt cancelled or bounced (migration 0040).
 * - What is charged (`net_paise`, `charged`, `in_ledger`, the class it is reported under) is placed by
 *   `placeLines()` (fees/ledger-store.ts) from ledger-lines.ts's rule, again whenever a trigger has logged a
 *   change to what it is built from (`fee_line_changes`).
 * A row is there while it is charged or at least one standing allocation is (`allocations` counts them).
 *
 * The triggers that keep the lines fresh (written in migrations, listed here so a new table the rule reads is not
 * forgotten):
 * - `fee_allocations_lines` on fee_allocations and `fee_receipts_lines` on fee_receipts (status): what stands paid
 *   (`fee_lines_follow_allocation`, `fee_lines_follow_receipt`, `fee_lines_add`; migration 0040);
 * - `<table>_fee_lines_insert|update|delete`, statement triggers running `fee_lines_log_change` into
 *   `fee_line_changes`, on every table `ruleLinesCte` reads: students, student_class_moves, school_classes,
 *   class_sections, fee_heads, fee_instalments, fee_concessions, fee_head_assignments (migration 0040),
 *   student_year_places and fee_write_offs (the second-year migration), family_members and sibling_concession_rules
 *   (the families' migration, decision 037), student_absences (the
 *   year-end-locks migration: a leaver is not charged what falls due while away);
 * - `students_year_place` on students (section_id): keeps `student_year_places` when a student goes to a later
 *   year's class (the second-year migration, decision 032).
 * The counter and the fee card place one student's lines on every read (fees/student-ledger.ts) and need no log.
 */
export const feeLines = instituteTable(
  'fee_lines',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    // An instalment removed takes its unpaid lines with it; a paid one cannot go (fee_allocations refers to it).
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => feeInstalments.id, { onDelete: 'cascade' }),
    academicYearId: uuid('academic_year_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // The class and section the student sits in now, where the line is reported: a copy, no reference, so a
    // class can be renamed or removed without waiting for the next placing.
    classId: uuid('class_id'),
    sectionId: uuid('section_id'),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull().default(0),
    /** Due from the student by the rule (admission, moves, heads for chosen students). */
    charged: boolean('charged').notNull().default(false),
    /** Of an active student of the year, in a class they sat in: the reports count it (charged or paid). */
    inLedger: boolean('in_ledger').notNull().default(false),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull().default(0),
    latePaise: bigint('late_paise', { mode: 'number' }).notNull().default(0),
    allocations: integer('allocations').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'fee_lines_pkey', columns: [t.studentId, t.instalmentId] }),
    index('fee_lines_year_idx').on(t.instituteCode, t.academicYearId),
    // What is still owed of earlier years (Defaulters, decision 032): a few thousand lines among every year's
    // tens of thousands, so the list reads the arrears instead of all of history, which grows by a year's lines
    // every year while the arrears are paid off. Its predicate is the query's, word for word, so the planner uses it.
    index('fee_lines_owed_idx')
      .on(t.instituteCode, t.academicYearId)
      .where(sql`${t.inLedger} and ${t.charged} and ${t.netPaise} > ${t.feePaise}`),
  ],
);

/**
 * What changed since the lines of a year were last placed: a row per year of the institute, written by
 * statement triggers on every table the ledger is built from (students, moves, classes, sections, heads,
 * instalments, concessions, head assignments). An insert log rather than a flag, so two offices' writes never
 * wait on one row; placing the lines deletes the rows it has seen.
 */
export const feeLineChanges = instituteTable(
  'fee_line_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    academicYearId: uuid('academic_year_id').notNull(),
  },
  (t) => [index('fee_line_changes_year_idx').on(t.instituteCode, t.academicYearId)],
);

/** The years whose lines have been placed at least once: a year never placed is placed on its first report. */
export const feeLineYears = instituteTable('fee_line_years', {
  academicYearId: uuid('academic_year_id')
    .primaryKey()
    .references(() => academicYears.id, { onDelete: 'cascade' }),
});
