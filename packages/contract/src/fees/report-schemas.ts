import { z } from 'zod';
import { DateSchema } from '../dates.ts';
import { PAYMENT_MODES, RECEIPT_STATUSES, DueSchema, FeeStudentSchema } from './schemas.ts';

/** The longest span a collections report covers: a whole year, leap day included. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  rangeBackwards: /*i18n*/ 'The end date must be on or after the start date.',
  rangeTooLong: `Choose at most ${MAX_REPORT_DAYS} days.`,
  noCollections: /*i18n*/ 'No fees were collected in these days.',
  noCashToday: /*i18n*/ 'No fees were collected on this day.',
  noClasses: /*i18n*/ 'No classes in this academic year yet.',
  yearNotFound: /*i18n*/ 'No such academic year.',
} as const;

/** Days from one YYYY-MM-DD to another, both counted: 2026-04-01 to 2026-04-30 is 30. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const RangeFields = z.object({
  from: DateSchema(/*i18n*/ 'Choose the start date.'),
  to: DateSchema(/*i18n*/ 'Choose the end date.'),
});

/** Both ends counted, checked so one request cannot ask for years of receipts. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeBackwards });
  else if (daysInRange(q.from, q.to) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.rangeTooLong });
}

/** A span of payment dates. */
export const DateRangeQuerySchema = RangeFields.superRefine(checkRange);
export type DateRangeQuery = z.input<typeof DateRangeQuerySchema>;

export const COLLECTION_TABLES = ['day', 'mode', 'head'] as const;
export type CollectionTable = (typeof COLLECTION_TABLES)[number];

/** One table of the collections report as CSV. */
export const CollectionsExportQuerySchema = RangeFields.extend({
  table: z.enum(COLLECTION_TABLES, { error: /*i18n*/ 'Choose day, mode or head.' }),
}).superRefine(checkRange);
export type CollectionsExportQuery = z.input<typeof CollectionsExportQuerySchema>;

/** Rupees, possibly with paise: report sums are exact paise divided by 100 once. */
const money = z.number();

export const CollectionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: money,
  /** The late fees within the total. */
  lateFees: money,
  receipts: z.number().int(),
  /** Every day of the range, a day without collections at zero (the chart shows the gaps). */
  byDay: z.array(z.object({ date: z.string(), amount: money, receipts: z.number().int() })),
  byMode: z.array(z.object({ mode: z.enum(PAYMENT_MODES), amount: money, receipts: z.number().int() })),
  /** A receipt paying several heads counts in each; the amounts still add up to the total. */
  byHead: z.array(z.object({ headName: z.string(), amount: money, receipts: z.number().int() })),
});
export type CollectionsReport = z.infer<typeof CollectionsReportSchema>;

export const CashSummaryQuerySchema = z.object({ date: DateSchema(/*i18n*/ 'Choose the day.') });
export type CashSummaryQuery = z.input<typeof CashSummaryQuerySchema>;

const ModeTotalSchema = z.object({ mode: z.enum(PAYMENT_MODES), amount: money, receipts: z.number().int() });

export const CashSummarySchema = z.object({
  date: z.string(),
  /** Each clerk's receipts that stand, by mode: what they hand over. */
  collectors: z.array(
    z.object({
      collectorId: z.string(),
      name: z.string(),
      amount: money,
      receipts: z.number().int(),
      byMode: z.array(ModeTotalSchema),
    }),
  ),
  byMode: z.array(ModeTotalSchema),
  total: money,
  /** The late fees within the total. */
  lateFees: money,
  receipts: z.number().int(),
  /** Receipts of the day cancelled or bounced, and earlier receipts cancelled on the day: not in the totals. */
  withdrawn: z.array(
    z.object({
      _id: z.string(),
      receiptNo: z.string(),
      studentName: z.string(),
      paidOn: z.string(),
      amount: money,
      mode: z.enum(PAYMENT_MODES),
      status: z.enum(RECEIPT_STATUSES),
      collectedBy: z.string(),
      cancelledBy: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type CashSummary = z.infer<typeof CashSummarySchema>;

export const DuesByClassQuerySchema = z.object({
  academicYearId: z.uuid({ error: REPORT_MESSAGES.yearNotFound }).optional(),
});
export type DuesByClassQuery = z.input<typeof DuesByClassQuerySchema>;

export const ClassDuesSchema = z.object({
  classId: z.string(),
  className: z.string(),
  students: z.number().int(),
  /** What the class's active students are charged for the year, net of concessions, without late fees. */
  due: money,
  /** What receipts that stand paid of the year's fees, late fees included ... */
  collected: money,
  /** ... these late fees. */
  lateFeesCollected: money,
  /** What is still to pay of `due` (late fees not counted). */
  outstanding: money,
  /** The part of the outstanding already past its due date. */
  overdue: money,
  defaulters: z.number().int(),
});
export type ClassDues = z.infer<typeof ClassDuesSchema>;

export const DuesByClassSchema = z.object({
  academicYear: z.object({ _id: z.string(), name: z.string() }).nullable(),
  classes: z.array(ClassDuesSchema),
  totals: ClassDuesSchema.omit({ classId: true, className: true }),
});
export type DuesByClass = z.infer<typeof DuesByClassSchema>;

const FeeCardReceiptSchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  paidOn: z.string(),
  amount: money,
  mode: z.enum(PAYMENT_MODES),
  status: z.enum(RECEIPT_STATUSES),
  academicYear: z.string(),
});

/** A student's fees over every year they were charged or paid: per head and instalment, and their receipts. */
export const FeeCardSchema = z.object({
  student: FeeStudentSchema,
  years: z.array(
    z.object({
      academicYearId: z.string(),
      name: z.string(),
      className: z.string(),
      dues: z.array(DueSchema),
      amount: money,
      /** What receipts that stand paid, late fees included (as the receipts add up) ... */
      paid: money,
      /** ... these late fees. */
      lateFeesPaid: money,
      /** What is still to pay of `amount`, without late fees ... */
      due: money,
      /** ... and the late fees due on top, as the counter asks them today. */
      lateFeesDue: money,
    }),
  ),
  receipts: z.array(FeeCardReceiptSchema),
  amount: money,
  paid: money,
  lateFeesPaid: money,
  due: money,
  lateFeesDue: money,
});
export type FeeCard = z.infer<typeof FeeCardSchema>;

/** The first-run checklist of the office dashboard: each step of setting up the fees, done or not (current year). */
export const SETUP_STEPS = ['year', 'classes', 'students', 'structure', 'receipt'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const SetupProgressSchema = z.object(
  Object.fromEntries(SETUP_STEPS.map((s) => [s, z.boolean()])) as Record<SetupStep, z.ZodBoolean>,
);
export type SetupProgress = z.infer<typeof SetupProgressSchema>;

/** The office's fee figures on a dashboard, in one call. */
export const FeeDashboardSchema = z.object({
  /** Receipts that stand, late fees included (`lateFees` of them). */
  today: z.object({ date: z.string(), amount: money, lateFees: money, receipts: z.number().int() }),
  month: z.object({
    from: z.string(),
    to: z.string(),
    collected: money,
    lateFees: money,
    receipts: z.number().int(),
    due: money,
  }),
  topClasses: z.array(
    ClassDuesSchema.pick({ classId: true, className: true, overdue: true, outstanding: true, defaulters: true }),
  ),
});
export type FeeDashboard = z.infer<typeof FeeDashboardSchema>;

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const REPORT_BUILT_TEXTS = [/*i18n*/ 'Choose at most 366 days.'];
