import { sql } from 'drizzle-orm';
import { date, index, integer, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Gender, StudentStatus } from '@school-portal/contract';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';
import { users } from './accounts.ts';
import { academicYears, classSections, schoolClasses } from './classes.ts';

/** The student register: one row per student, in the section they sit in now. */
export const students = instituteTable(
  'students',
  {
    id: id(),
    admissionNumber: text('admission_number').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id),
    rollNumber: integer('roll_number'),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    address: text('address'),
    admissionDate: date('admission_date', { mode: 'string' }).notNull(),
    status: text('status').$type<StudentStatus>().notNull().default('active'),
    leftOn: date('left_on', { mode: 'string' }),
    leftReason: text('left_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('students_institute_admission_key').on(t.instituteCode, sql`lower(${t.admissionNumber})`),
    index('students_section_status_idx').on(t.sectionId, t.status, t.rollNumber),
    index('students_institute_admission_date_idx').on(t.instituteCode, t.admissionDate),
    // Search by name, admission number or guardian phone: the expression of STUDENT_SEARCH_TEXT (students/queries.ts).
    index('students_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.admissionNumber} || ' ' || ${t.guardianPhone})) gin_trgm_ops`,
    ),
  ],
);

/**
 * A student's class history within a year: each dated move to another class (decision 016). Fees read it:
 * the class they moved into charges from `moved_on`, the class they left up to the day before.
 */
export const studentClassMoves = instituteTable(
  'student_class_moves',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    fromClassId: uuid('from_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    toClassId: uuid('to_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('student_class_moves_student_idx').on(t.studentId, t.movedOn)],
);

/**
 * A stretch a student was away: they left on `left_on` and were re-admitted on `back_on` (issue 46). The fee rule
 * (fees/ledger-lines.ts) charges no instalment falling due while they were away, as it charges none due after the
 * leaving day of a student who has not come back (`students.left_on`). Written by re-admission only.
 */
export const studentAbsences = instituteTable(
  'student_absences',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    leftOn: date('left_on', { mode: 'string' }).notNull(),
    backOn: date('back_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('student_absences_student_idx').on(t.studentId)],
);

/** What happened to a student: admitted, moved, promoted, left; shown on the student's page. */
export const studentEvents = instituteTable(
  'student_events',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: text('detail'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('student_events_student_idx').on(t.studentId, t.createdAt)],
);

/**
 * Where a student sat at the end of an earlier year (issue 46, decision 032): their class and section of that year,
 * kept when they are placed in another year's class (promotion, or an edit or bulk move to another year). The
 * student row says only where they sit now; this is what lets that year's ledger keep charging them what they owe
 * of it (arrears follow the student). Written by the trigger `students_year_place` (migration of decision 032), so
 * every way of changing a student's year (promote, edit, bulk move, import) keeps it; moving back into a year
 * removes that year's row (they sit in it again).
 */
export const studentYearPlaces = instituteTable(
  'student_year_places',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => classSections.id),
  },
  (t) => [
    primaryKey({ name: 'student_year_places_pkey', columns: [t.studentId, t.academicYearId] }),
    index('student_year_places_year_idx').on(t.instituteCode, t.academicYearId),
  ],
);
