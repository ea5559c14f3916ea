import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TcPromotion } from '@school-portal/contract';
import { createdAt, id, instituteTable } from '../columns.ts';
import { users } from './accounts.ts';
import { students } from './students.ts';

/**
 * The last TC number of a school. Issuing raises it with one `insert ... on conflict do update ... returning` in the
 * TC's transaction: two clerks at once queue on the row, and a TC that fails rolls its number back, so the numbers
 * run without gaps or repeats (as receipt numbers do, decision 012).
 */
export const transferCertificateCounters = instituteTable(
  'transfer_certificate_counters',
  {
    id: id(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [uniqueIndex('transfer_certificate_counters_institute_key').on(t.instituteCode)],
);

/**
 * A transfer certificate as issued (decision 036): what it certified is kept as printed then (names, class, conduct,
 * what was due), so a reprint or a duplicate years later says the same, whatever the register says now. Issued while
 * dues stood only by the institute admin, whose reason it keeps.
 */
export const transferCertificates = instituteTable(
  'transfer_certificates',
  {
    id: id(),
    number: integer('number').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    fatherName: text('father_name').notNull(),
    motherName: text('mother_name').notNull(),
    nationality: text('nationality').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    admissionNumber: text('admission_number').notNull(),
    admissionDate: date('admission_date', { mode: 'string' }).notNull(),
    className: text('class_name').notNull(),
    promoted: text('promoted').$type<TcPromotion>().notNull(),
    leftOn: date('left_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    conduct: text('conduct').notNull(),
    subjects: text('subjects').notNull(),
    duesAtIssuePaise: bigint('dues_at_issue_paise', { mode: 'number' }).notNull(),
    overrideReason: text('override_reason'),
    overrideBy: uuid('override_by').references(() => users.id, { onDelete: 'set null' }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    duplicates: integer('duplicates').notNull().default(0),
    lastDuplicateReason: text('last_duplicate_reason'),
    lastDuplicateAt: timestamp('last_duplicate_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_certificates_institute_number_key').on(t.instituteCode, t.number),
    index('transfer_certificates_student_idx').on(t.studentId),
    // Dues standing at issue need the admin's reason: the database refuses a record without it.
    check('transfer_certificates_override_check', sql`${t.duesAtIssuePaise} = 0 or ${t.overrideReason} is not null`),
  ],
);
