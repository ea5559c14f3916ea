import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { DateSchema } from '../dates.ts';
import { entered, required, text } from '../fields.ts';
import { FEE_MESSAGES } from './messages.ts';

/** Whole rupees for a rule or a concession (the database keeps paise). */
const wholeRupees = (message: string) =>
  z
    .number({ error: message })
    .int(/*i18n*/ 'Enter whole rupees.')
    .min(1, message)
    .max(10_00_00_000, /*i18n*/ 'At most ₹10,00,00,000.');

const reason = required(/*i18n*/ 'Give the reason.').pipe(
  z.string().max(300, /*i18n*/ 'The reason must be at most 300 characters.'),
);

/** A late fee is charged once (fixed) or for each day (perDay) an instalment stays unpaid after its due date and the grace days. */
export const LATE_FEE_KINDS = ['fixed', 'perDay'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];
export const LATE_FEE_KIND_LABELS: Record<LateFeeKind, string> = {
  fixed: /*i18n*/ 'Fixed amount',
  perDay: /*i18n*/ 'Per day',
};

/** Where the cap applies: to each instalment's late fee, or to all of a student's late fees in the year. */
export const LATE_FEE_SCOPES = ['instalment', 'year'] as const;
export type LateFeeScope = (typeof LATE_FEE_SCOPES)[number];
export const LATE_FEE_SCOPE_LABELS: Record<LateFeeScope, string> = {
  instalment: /*i18n*/ 'Each instalment',
  year: /*i18n*/ 'Each student per year',
};

export const LateFeeRuleSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  className: z.string(),
  kind: z.enum(LATE_FEE_KINDS),
  /** Rupees: the whole late fee (fixed) or each day's (perDay). */
  amount: z.number().int(),
  graceDays: z.number().int(),
  /** The most the late fees reach at the rule's scope (per-day: required; fixed: only per year, optional); null for none. */
  cap: z.number().int().nullable(),
  scope: z.enum(LATE_FEE_SCOPES),
  updatedAt: IsoDateSchema,
});
export type LateFeeRule = z.infer<typeof LateFeeRuleSchema>;

/** One class's rule (a class belongs to one academic year, so the rule is per class and year). */
export const LateFeeRuleBodySchema = z
  .object({
    classId: z.uuid({ error: /*i18n*/ 'Choose a class.' }),
    kind: z.enum(LATE_FEE_KINDS, { error: /*i18n*/ 'Choose a fixed amount or per day.' }),
    amount: entered(wholeRupees(/*i18n*/ 'Enter the late fee amount.'), /*i18n*/ 'Enter the late fee amount.'),
    // An emptied grace-days box means none.
    graceDays: z
      .union([
        z.literal('').transform(() => 0),
        z
          .number({ error: /*i18n*/ 'Enter the grace days (0 for none).' })
          .int(/*i18n*/ 'Enter whole days.')
          .min(0, /*i18n*/ 'Enter 0 or more days.')
          .max(365, /*i18n*/ 'At most 365 days.'),
      ])
      .default(0),
    cap: z
      .union([
        z.null(),
        z.literal('').transform(() => null),
        wholeRupees(/*i18n*/ 'Enter the most a late fee may reach.'),
      ])
      .optional(),
    scope: z
      .enum(LATE_FEE_SCOPES, { error: /*i18n*/ 'Choose each instalment or each student per year.' })
      .default('instalment'),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'perDay' && (b.cap === null || b.cap === undefined))
      ctx.addIssue({ code: 'custom', path: ['cap'], message: FEE_MESSAGES.capRequired });
    if (b.kind === 'perDay' && typeof b.cap === 'number' && b.cap < b.amount)
      ctx.addIssue({ code: 'custom', path: ['cap'], message: FEE_MESSAGES.capBelowAmount });
  });
export type LateFeeRuleBody = z.input<typeof LateFeeRuleBodySchema>;
/** A rule as the server takes it, once read: numbers where the form held ''. */
export type LateFeeRuleParsed = z.output<typeof LateFeeRuleBodySchema>;

export const LateFeeRuleIdParamSchema = z.object({ ruleId: z.uuid({ error: FEE_MESSAGES.ruleNotFound }) });

export const CONCESSION_TYPES = ['sibling', 'staffChild', 'rte', 'merit', 'custom'] as const;
export type ConcessionType = (typeof CONCESSION_TYPES)[number];
export const CONCESSION_TYPE_LABELS: Record<ConcessionType, string> = {
  sibling: /*i18n*/ 'Sibling',
  staffChild: /*i18n*/ 'Staff child',
  rte: /*i18n*/ 'RTE',
  merit: /*i18n*/ 'Merit',
  custom: /*i18n*/ 'Custom',
};

export const CONCESSION_MODES = ['amount', 'percent'] as const;
export type ConcessionMode = (typeof CONCESSION_MODES)[number];

export const ConcessionSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  admissionNumber: z.string(),
  academicYear: z.string(),
  type: z.enum(CONCESSION_TYPES),
  /** What the school calls it: the type's label, or its own name for a custom one. */
  name: z.string(),
  mode: z.enum(CONCESSION_MODES),
  /** Rupees off each instalment it covers (amount), or the percent off (percent, up to two decimals). */
  value: z.number(),
  /** null: every head. */
  headId: z.string().nullable(),
  headName: z.string().nullable(),
  reason: z.string(),
  createdAt: IsoDateSchema,
});
export type Concession = z.infer<typeof ConcessionSchema>;

const percent = z
  .number({ error: /*i18n*/ 'Enter the percent.' })
  .gt(0, /*i18n*/ 'Enter a percent above 0.')
  .max(100, /*i18n*/ 'At most 100 percent.')
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    /*i18n*/ 'Use at most two decimals.',
  );

export const ConcessionBodySchema = z
  .object({
    studentId: z.uuid({ error: FEE_MESSAGES.studentNotFound }),
    type: z.enum(CONCESSION_TYPES, { error: /*i18n*/ 'Choose the kind of concession.' }),
    name: z
      .union([z.literal('').transform(() => undefined), text().trim().max(60, /*i18n*/ 'At most 60 characters.')])
      .optional(),
    mode: z.enum(CONCESSION_MODES, { error: /*i18n*/ 'Choose an amount or a percent.' }),
    value: entered(z.number({ error: /*i18n*/ 'Enter the concession.' }), /*i18n*/ 'Enter the concession.'),
    /** Left out or null: every head. */
    headId: z
      .union([z.null(), z.literal('').transform(() => null), z.uuid({ error: FEE_MESSAGES.headNotFound })])
      .optional(),
    reason,
  })
  .superRefine((b, ctx) => {
    if (b.type === 'custom' && !b.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: FEE_MESSAGES.concessionNameRequired });
    const check = (b.mode === 'percent' ? percent : wholeRupees(/*i18n*/ 'Enter the concession amount.')).safeParse(
      b.value,
    );
    if (!check.success) ctx.addIssue({ code: 'custom', path: ['value'], message: check.error.issues[0]!.message });
  });
export type ConcessionBody = z.input<typeof ConcessionBodySchema>;
export type ConcessionParsed = z.output<typeof ConcessionBodySchema>;

export const ConcessionsQuerySchema = PageQuerySchema.extend({
  studentId: z.uuid({ error: FEE_MESSAGES.studentNotFound }).optional(),
});
export type ConcessionsQuery = z.input<typeof ConcessionsQuerySchema>;
export const ConcessionIdParamSchema = z.object({ concessionId: z.uuid({ error: FEE_MESSAGES.concessionNotFound }) });

/** The institute admin lets a student off an instalment's late fee, with the reason; recorded with who and when. */
export const LateFeeWaiverBodySchema = z.object({
  instalmentId: z.uuid({ error: FEE_MESSAGES.notInStudentDues }),
  reason,
});
export type LateFeeWaiverBody = z.input<typeof LateFeeWaiverBodySchema>;

export const LateFeeWaiverSchema = z.object({
  _id: z.string(),
  instalmentId: z.string(),
  reason: z.string(),
  waivedBy: z.string(),
  createdAt: IsoDateSchema,
});
export type LateFeeWaiver = z.infer<typeof LateFeeWaiverSchema>;

/** The counter's dues as on a payment date (Indian calendar day); left out, today. */
export const DuesQuerySchema = z.object({ on: DateSchema(/*i18n*/ 'Enter the payment date.').optional() });
export type DuesQuery = z.input<typeof DuesQuerySchema>;

/** Writing off what a student still owes of an earlier academic year (institute admin only, decision 032). */
export const WriteOffBodySchema = z.object({
  academicYearId: z.uuid({ error: FEE_MESSAGES.writeOffYear }),
  reason,
});
export type WriteOffBody = z.input<typeof WriteOffBodySchema>;

/** One instalment written off: kept and listed, so the books say where the money went. */
export const WriteOffSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  admissionNumber: z.string(),
  academicYear: z.string(),
  headName: z.string(),
  label: z.string(),
  amount: z.number(),
  reason: z.string(),
  writtenOffBy: z.string(),
  createdAt: IsoDateSchema,
});
export type WriteOff = z.infer<typeof WriteOffSchema>;
