import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instituteTable, updatedAt } from '../columns.ts';

/** An institute's academic years (April to March), named by the year they start in; one is current. */
export const academicYears = instituteTable(
  'academic_years',
  {
    id: id(),
    startYear: integer('start_year').notNull(),
    /** The session's first month, 1-12: April by default, June for many state boards (decision 016). */
    startMonth: integer('start_month').notNull().default(4),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academic_years_institute_start_key').on(t.instituteCode, t.startYear),
    // At most one current year per institute, whatever two clerks do at once.
    uniqueIndex('academic_years_current_key')
      .on(t.instituteCode)
      .where(sql`${t.isCurrent}`),
  ],
);

/** A class of one academic year (Nursery, Class 5, ...); fee structures are set per class and year. */
export const schoolClasses = instituteTable(
  'school_classes',
  {
    id: id(),
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('school_classes_year_name_key').on(t.academicYearId, sql`lower(${t.name})`),
    index('school_classes_year_position_idx').on(t.academicYearId, t.position),
  ],
);

/** A section of a class (A, B, Rose, ...), where students sit. */
export const classSections = instituteTable(
  'class_sections',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => schoolClasses.id),
    name: text('name').notNull(),
    classTeacher: text('class_teacher'),
    capacity: integer('capacity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('class_sections_class_name_key').on(t.classId, sql`lower(${t.name})`)],
);
