import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { required, text } from '../fields.ts';

/** Most Indian schools run from April to March, many state boards from June to May; a year is named by both calendar years: 2026-27. */
export const academicYearName = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The academic year a date (YYYY-MM-DD) falls in: from January to March it is the one that began the year before. */
export const academicYearOf = (date: string, startMonth = 4) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= startMonth ? year : year - 1;
};

export const MONTH_NAMES = [
  /*i18n*/ 'January',
  /*i18n*/ 'February',
  /*i18n*/ 'March',
  /*i18n*/ 'April',
  /*i18n*/ 'May',
  /*i18n*/ 'June',
  /*i18n*/ 'July',
  /*i18n*/ 'August',
  /*i18n*/ 'September',
  /*i18n*/ 'October',
  /*i18n*/ 'November',
  /*i18n*/ 'December',
] as const;

/** The calendar month (1-12) and year of the `index`-th month (0-11) of a session starting in `startMonth` of `startYear`. */
export function sessionMonth(startYear: number, startMonth: number, index: number): { year: number; month: number } {
  const zeroBased = startMonth - 1 + index;
  return { year: startYear + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** The first and last day of a session (YYYY-MM-DD). */
export function sessionDates(startYear: number, startMonth: number): { startDate: string; endDate: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = sessionMonth(startYear, startMonth, 11);
  const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
  return {
    startDate: `${startYear}-${pad(startMonth)}-01`,
    endDate: `${last.year}-${pad(last.month)}-${pad(lastDay)}`,
  };
}

/** The usual classes of an Indian school, in order; a school may name its own instead. */
export const STANDARD_CLASS_NAMES = [
  'Nursery',
  'LKG',
  'UKG',
  ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
] as const;

export const AcademicYearSchema = z.object({
  _id: z.string(),
  /** 2026-27 */
  name: z.string(),
  startYear: z.number().int(),
  /** The session's first month, 1-12 (4 is April). */
  startMonth: z.number().int(),
  /** YYYY-MM-DD: the first day of the first month and the last day of the twelfth (1 April and 31 March). */
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  createdAt: IsoDateSchema,
});
export type AcademicYear = z.infer<typeof AcademicYearSchema>;

export const CreateAcademicYearBodySchema = z.object({
  startYear: z
    .number({ error: /*i18n*/ 'Choose the year the session starts in.' })
    .int(/*i18n*/ 'Choose the year the session starts in.')
    .min(2000, /*i18n*/ 'Choose a year from 2000 to 2100.')
    .max(2100, /*i18n*/ 'Choose a year from 2000 to 2100.'),
  /** The session's first month (4 is April); left out, the month of the institute's latest year, or April. */
  startMonth: z
    .number({ error: /*i18n*/ 'Choose the first month of the session.' })
    .int(/*i18n*/ 'Choose the first month of the session.')
    .min(1, /*i18n*/ 'Choose a month from January to December.')
    .max(12, /*i18n*/ 'Choose a month from January to December.')
    .optional(),
  /** The first year an institute adds is current whatever this says. */
  isCurrent: z.boolean().optional(),
});
export type CreateAcademicYearBody = z.input<typeof CreateAcademicYearBodySchema>;

export const SectionSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  name: z.string(),
  classTeacher: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Active students in the section now. */
  studentCount: z.number().int(),
});
export type Section = z.infer<typeof SectionSchema>;

export const ClassSchema = z.object({
  _id: z.string(),
  academicYearId: z.string(),
  name: z.string(),
  /** Classes are listed by it, lowest first (Nursery before Class 1). */
  position: z.number().int(),
  sections: z.array(SectionSchema),
  createdAt: IsoDateSchema,
});
export type SchoolClass = z.infer<typeof ClassSchema>;

const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

const SectionFields = z.object({
  name: required(/*i18n*/ 'Section name is required.').pipe(
    z.string().max(20, /*i18n*/ 'Section name must be at most 20 characters.'),
  ),
  classTeacher: blankIsNull(text().trim().max(100, /*i18n*/ "Class teacher's name must be at most 100 characters.")),
  capacity: blankIsNull(
    z
      .number({ error: /*i18n*/ 'Capacity is a number of students.' })
      .int(/*i18n*/ 'Capacity is a whole number.')
      .min(1, /*i18n*/ 'Capacity is at least 1.')
      .max(500, /*i18n*/ 'Capacity is at most 500.'),
  ),
});
export const SectionBodySchema = SectionFields;
export type SectionBody = z.input<typeof SectionBodySchema>;

const className = required(/*i18n*/ 'Class name is required.').pipe(
  z.string().max(40, /*i18n*/ 'Class name must be at most 40 characters.'),
);
const position = z
  .number({ error: /*i18n*/ 'Order is a number.' })
  .int(/*i18n*/ 'Order is a whole number.')
  .min(0)
  .max(1000);

export const CreateClassBodySchema = z.object({
  academicYearId: z.uuid({ error: /*i18n*/ 'Choose an academic year.' }),
  name: className,
  /** Placed after the last class when not given. */
  position: position.optional(),
  sections: z.array(SectionFields).max(26, /*i18n*/ 'At most 26 sections.').optional(),
});
export type CreateClassBody = z.input<typeof CreateClassBodySchema>;

/** The Add a class form: a class name and its sections typed as a list ("A, B, C"), read as the create call's sections. */
export const ClassFormSchema = z.object({
  name: className,
  sections: text().transform((list) =>
    list
      .split(/[,\s]+/)
      .filter(Boolean)
      .map((name) => ({ name })),
  ),
});
export type ClassForm = z.input<typeof ClassFormSchema>;

export const UpdateClassBodySchema = z.object({ name: className, position: position.optional() });
export type UpdateClassBody = z.input<typeof UpdateClassBodySchema>;

/** Adds the standard classes (Nursery to Class 12) missing from a year, each with section A. */
export const StandardClassesBodySchema = z.object({
  academicYearId: z.uuid({ error: /*i18n*/ 'Choose an academic year.' }),
});

export const ClassListQuerySchema = z.object({
  /** The current year when not given. */
  academicYearId: z.uuid().optional(),
});

export const YearIdParamSchema = z.object({ yearId: z.uuid({ error: /*i18n*/ 'No such academic year.' }) });
export const ClassIdParamSchema = z.object({ classId: z.uuid({ error: /*i18n*/ 'No such class.' }) });
export const SectionIdParamSchema = z.object({ sectionId: z.uuid({ error: /*i18n*/ 'No such section.' }) });
