import { z } from 'zod';
import { DateSchema } from '../dates.ts';
import { required } from '../fields.ts';
import { AcademicYearSchema } from '../classes/schemas.ts';
import { ConcessionSchema } from '../fees/rules.ts';
import { YEAR_END_MESSAGES as M } from './messages.ts';

/** Fees copied into the new year are rounded up to one of these rupee steps after the increase. */
export const FEE_ROUNDINGS = [10, 50, 100] as const;
export type FeeRounding = (typeof FEE_ROUNDINGS)[number];

/** A student who leaves at the year end: the day and the reason, as the register keeps them. */
export const YearEndLeaverSchema = z.object({
  studentId: z.uuid({ error: M.studentNotFound }),
  leftOn: DateSchema(/*i18n*/ 'The date the student left is required.'),
  reason: required(/*i18n*/ 'A reason is required.').pipe(
    z.string().max(300, /*i18n*/ 'Reason must be at most 300 characters.'),
  ),
});

/**
 * Everything the office decides at the year end, sent twice: once for the preview (nothing written), then to run it.
 * Students not named are promoted (or pass out of the highest class); concessions not named carry on.
 */
export const YearEndBodySchema = z.object({
  /** The year being closed: the current one, as the screen showed it (a second run finds it closed and is refused). */
  fromYearId: z.uuid({ error: M.notCurrentYear }),
  increasePercent: z
    .number({ error: M.increaseRange })
    .min(0, { error: M.increaseRange })
    .max(100, { error: M.increaseRange })
    .default(0),
  roundTo: z.literal(FEE_ROUNDINGS, { error: /*i18n*/ 'Round to ₹10, ₹50 or ₹100.' }).default(10),
  detained: z
    .array(z.uuid({ error: M.studentNotFound }))
    .max(5000)
    .default([]),
  leavers: z.array(YearEndLeaverSchema).max(5000).default([]),
  endedConcessions: z
    .array(z.uuid({ error: M.concessionNotFound }))
    .max(5000)
    .default([]),
});
export type YearEndBody = z.input<typeof YearEndBodySchema>;
export type YearEndParsed = z.output<typeof YearEndBodySchema>;

/** One class of this year and what the year end does with its students. */
export const YearEndClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  /** The class they go to next year; null for the highest class (they pass out). */
  nextClassName: z.string().nullable(),
  students: z.number().int(),
  promoted: z.number().int(),
  passedOut: z.number().int(),
  detained: z.number().int(),
  leaving: z.number().int(),
  /** Rupees the class's students still owe (this year and earlier, late fees not counted): it stays owed after. */
  arrears: z.number(),
  /** The year's fees of one student of the class (every head for the whole class), now and next year. */
  yearFee: z.number(),
  nextYearFee: z.number(),
});

export const YearEndStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  classId: z.string(),
  sectionName: z.string(),
  arrears: z.number(),
});

export const YearEndPreviewSchema = z.object({
  fromYear: AcademicYearSchema,
  /** 2027-28 */
  nextYearName: z.string(),
  classes: z.array(YearEndClassSchema),
  /** The active students, for ticking who stays back and who leaves. */
  students: z.array(YearEndStudentSchema),
  /** This year's concessions of students who stay: each carries on into the new year unless ended. */
  concessions: z.array(ConcessionSchema),
  totals: z.object({
    promoted: z.number().int(),
    passedOut: z.number().int(),
    detained: z.number().int(),
    leaving: z.number().int(),
    arrears: z.number(),
  }),
});
export type YearEndPreview = z.infer<typeof YearEndPreviewSchema>;

export const YearEndResultSchema = z.object({
  message: z.string(),
  academicYear: AcademicYearSchema,
  promoted: z.number().int(),
  passedOut: z.number().int(),
  detained: z.number().int(),
  left: z.number().int(),
  concessionsCarried: z.number().int(),
});
export type YearEndResult = z.infer<typeof YearEndResultSchema>;
