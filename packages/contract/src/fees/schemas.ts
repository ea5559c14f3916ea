import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { DateSchema } from '../dates.ts';
import { entered, required, text } from '../fields.ts';
import { FEE_MESSAGES } from './messages.ts';

/**
 * How often a head falls due in a year (April to March). Termly is two terms; three terms is the year of
 * Tamil Nadu's and Kerala's schools (Term 1, 2 and 3).
 */
export const FEE_FREQUENCIES = ['monthly', 'quarterly', 'termly', 'threeTerms', 'yearly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];
export const FEE_FREQUENCY_LABELS: Record<FeeFrequency, string> = {
  monthly: /*i18n*/ 'Monthly',
  quarterly: /*i18n*/ 'Quarterly',
  termly: /*i18n*/ 'Termly',
  threeTerms: /*i18n*/ 'Three terms',
  yearly: /*i18n*/ 'Yearly',
};

export const PAYMENT_MODES = ['cash', 'upi', 'cheque', 'bankTransfer', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: /*i18n*/ 'Cash',
  upi: /*i18n*/ 'UPI',
  cheque: /*i18n*/ 'Cheque',
  bankTransfer: /*i18n*/ 'Bank transfer',
  card: /*i18n*/ 'Card',
};

export const RECEIPT_STATUSES = ['active', 'cancelled', 'bounced'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Whole rupees on the wire (the database keeps paise). */
const rupees = (message: string) =>
  z
    .number({ error: message })
    .int(/*i18n*/ 'Enter whole rupees.')
    .min(1, message)
    .max(10_00_00_000, /*i18n*/ 'At most ₹10,00,00,000.');

/** Rupees and paise (two decimals at most): a percent concession leaves paise to pay. */
const rupeesAndPaise = (message: string) =>
  z
    .number({ error: message })
    .min(0.01, message)
    .max(10_00_00_000, /*i18n*/ 'At most ₹10,00,00,000.')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, /*i18n*/ 'Use at most two decimals (paise).');

/** What an allocation pays: the instalment itself, or its late fee. */
export const ALLOCATION_KINDS = ['fee', 'lateFee'] as const;
export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

export const FeeHeadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  refundable: z.boolean(),
  /** Counted in the yearly tuition-fee certificate for income tax. */
  isTuition: z.boolean(),
  /** Charged also to students admitted after an instalment fell due (an admission or annual fee). */
  chargedBeforeAdmission: z.boolean(),
  /** Charged only to the students assigned it (a bus route, hostel, an activity), not the whole class. */
  forChosenStudents: z.boolean(),
  createdAt: IsoDateSchema,
});
export type FeeHead = z.infer<typeof FeeHeadSchema>;

export const FeeHeadBodySchema = z.object({
  name: required(/*i18n*/ 'Fee head name is required.').pipe(
    z.string().max(60, /*i18n*/ 'Fee head name must be at most 60 characters.'),
  ),
  refundable: z.boolean().default(false),
  isTuition: z.boolean().default(false),
  chargedBeforeAdmission: z.boolean().default(false),
  forChosenStudents: z.boolean().default(false),
});
export type FeeHeadBody = z.input<typeof FeeHeadBodySchema>;

export const FeeInstalmentSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  headId: z.string(),
  headName: z.string(),
  /** April, Quarter 1 (Apr-Jun), Term 1, Yearly. */
  label: z.string(),
  dueDate: z.string(),
  amount: z.number().int(),
});
export type FeeInstalment = z.infer<typeof FeeInstalmentSchema>;

export const FeeStructureQuerySchema = z.object({ classId: z.uuid({ error: FEE_MESSAGES.classNotFound }) });

/** One head of one class: the same amount each instalment, due on the same day of its month. */
export const FeeStructureBodySchema = z.object({
  classId: z.uuid({ error: /*i18n*/ 'Choose a class.' }),
  headId: z.uuid({ error: /*i18n*/ 'Choose a fee head.' }),
  frequency: z.enum(FEE_FREQUENCIES, { error: /*i18n*/ 'Choose how often it is due.' }),
  amount: entered(
    rupees(/*i18n*/ 'Enter the amount of each instalment.'),
    /*i18n*/ 'Enter the amount of each instalment.',
  ),
  dueDay: entered(
    z
      .number({ error: /*i18n*/ 'Enter the day of the month it is due.' })
      .int()
      .min(1, /*i18n*/ 'Choose a day from 1 to 28.')
      .max(28, /*i18n*/ 'Choose a day from 1 to 28.'),
    /*i18n*/ 'Enter the day of the month it is due.',
  ),
});
export type FeeStructureBody = z.input<typeof FeeStructureBodySchema>;
export type FeeStructureParsed = z.output<typeof FeeStructureBodySchema>;

/** A class's whole structure (every head's instalments) copied to other classes of the same year. */
export const CopyStructureBodySchema = z.object({
  fromClassId: z.uuid({ error: /*i18n*/ 'Choose the class to copy from.' }),
  toClassIds: z
    .array(z.uuid({ error: FEE_MESSAGES.classNotFound }), { error: /*i18n*/ 'Choose the classes to copy to.' })
    .min(1, /*i18n*/ 'Choose the classes to copy to.')
    .max(50, /*i18n*/ 'At most 50 classes at once.'),
});
export type CopyStructureBody = z.input<typeof CopyStructureBodySchema>;
export const CopiedStructureSchema = z.array(
  z.object({ classId: z.string(), className: z.string(), instalments: z.number().int() }),
);

export const StudentIdParamsSchema = z.object({ studentId: z.uuid({ error: FEE_MESSAGES.studentNotFound }) });
export const ReceiptIdParamSchema = z.object({ receiptId: z.uuid({ error: FEE_MESSAGES.receiptNotFound }) });

/** Rupees, with paise where a percent concession left some. */
export const DueSchema = z.object({
  /** Of an academic year before the student's current one ("2025-26"): owed since, until paid, conceded or written off. */
  academicYear: z.string().optional(),
  instalmentId: z.string(),
  headName: z.string(),
  label: z.string(),
  dueDate: z.string(),
  /** What the instalment asks of this student: the class's amount less the concession (net). */
  amount: z.number(),
  paid: z.number(),
  due: z.number(),
  /** The class's amount before the concession. */
  gross: z.number(),
  concession: z.number(),
});
export type Due = z.infer<typeof DueSchema>;

export const FeeStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  className: z.string(),
  sectionName: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
});

export type FeeStudent = z.infer<typeof FeeStudentSchema>;

export const ReceiptSummarySchema = z.object({
  _id: z.string(),
  receiptNo: z.string(),
  paidOn: z.string(),
  amount: z.number(),
  mode: z.enum(PAYMENT_MODES),
  status: z.enum(RECEIPT_STATUSES),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummarySchema>;

/** The late fee of one instalment paid late, accrued to the day the dues are seen for. */
export const LateFeeDueSchema = z.object({
  /** Of an instalment of an earlier academic year ("2025-26"), by that year's rule. */
  academicYear: z.string().optional(),
  instalmentId: z.string(),
  headName: z.string(),
  label: z.string(),
  dueDate: z.string(),
  /** Days past the due date the late fee counts (after the grace days; frozen once the instalment is paid). */
  daysLate: z.number().int(),
  accrued: z.number(),
  paid: z.number(),
  /** Let off by the institute admin: nothing more is due. */
  waived: z.boolean(),
  due: z.number(),
});
export type LateFeeDue = z.infer<typeof LateFeeDueSchema>;

/** A student at the counter: what each instalment asks, what was paid and what is still due. */
export const StudentDuesSchema = z.object({
  student: FeeStudentSchema,
  dues: z.array(DueSchema),
  /** The instalments' net dues (late fees not included). */
  totalDue: z.number(),
  receipts: z.array(ReceiptSummarySchema),
  /** The day the late fees are counted to. */
  asOf: z.string(),
  lateFees: z.array(LateFeeDueSchema),
  totalLateFeeDue: z.number(),
});
export type StudentDues = z.infer<typeof StudentDuesSchema>;

const optionalText = (max: number, tooLong: string) =>
  z.union([z.literal('').transform(() => undefined), text().trim().max(max, tooLong)]).optional();

/** Paying in one action (pay-plan.ts): all overdue, all due up to a day, or an amount, oldest dues first. */
export const PayPlanSchema = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('overdue') }),
    z.object({ by: z.literal('upTo'), upTo: DateSchema(/*i18n*/ 'Choose the month to pay up to.') }),
    z.object({ by: z.literal('amount'), amount: rupeesAndPaise(/*i18n*/ 'Enter the amount paid.') }),
  ],
  { error: /*i18n*/ 'Choose all overdue, up to a month, or an amount.' },
);
export type PayPlan = z.infer<typeof PayPlanSchema>;

export const CollectBodySchema = z
  .object({
    studentId: z.uuid({ error: FEE_MESSAGES.studentNotFound }),
    /** Made once per payment by the screen: a double click or a retry answers the same receipt. */
    idempotencyKey: text().min(8).max(100),
    paidOn: DateSchema(/*i18n*/ 'Enter the payment date.'),
    /** Why the payment is dated before today: required then, kept on the receipt with who chose the date. */
    paidOnReason: optionalText(300, /*i18n*/ 'At most 300 characters.'),
    mode: z.enum(PAYMENT_MODES, { error: /*i18n*/ 'Choose the payment mode.' }),
    reference: optionalText(100, /*i18n*/ 'At most 100 characters.'),
    chequeNumber: optionalText(20, /*i18n*/ 'At most 20 characters.'),
    bank: optionalText(100, /*i18n*/ 'At most 100 characters.'),
    chequeDate: z
      .union([z.literal('').transform(() => undefined), DateSchema(/*i18n*/ 'Enter the cheque date.')])
      .optional(),
    allocations: z
      .array(
        z.object({
          instalmentId: z.uuid(),
          amount: rupeesAndPaise(/*i18n*/ 'Enter the amount paid.'),
          kind: z.enum(ALLOCATION_KINDS).default('fee'),
        }),
      )
      .min(1, FEE_MESSAGES.nothingToPay)
      .max(100)
      .optional(),
    /** Instead of allocations: the server works out what is paid, under the student's lock. */
    pay: PayPlanSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.allocations && !b.pay)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: FEE_MESSAGES.nothingToPay });
    if (b.allocations && b.pay)
      ctx.addIssue({ code: 'custom', path: ['pay'], message: FEE_MESSAGES.allocationsOrPlan });
    if (b.mode === 'upi' && !b.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: FEE_MESSAGES.referenceRequired });
    if (b.mode === 'cheque') {
      if (!b.chequeNumber)
        ctx.addIssue({ code: 'custom', path: ['chequeNumber'], message: FEE_MESSAGES.chequeRequired });
      if (!b.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: FEE_MESSAGES.bankRequired });
      if (!b.chequeDate)
        ctx.addIssue({ code: 'custom', path: ['chequeDate'], message: FEE_MESSAGES.chequeDateRequired });
    }
  });
export type CollectBody = z.input<typeof CollectBodySchema>;

/** A late fee's line is labelled "April late fee". */
export const ReceiptLineSchema = z.object({
  headName: z.string(),
  label: z.string(),
  amount: z.number(),
  kind: z.enum(ALLOCATION_KINDS),
});

/** Everything a printed receipt shows. */
export const ReceiptSchema = z.object({
  _id: z.string(),
  /** The prefix and the number: 2026-27/000123. */
  receiptNo: z.string(),
  number: z.number().int(),
  school: z.object({ name: z.string(), address: z.string(), affiliation: z.string().nullable() }),
  student: FeeStudentSchema,
  lines: z.array(ReceiptLineSchema),
  amount: z.number(),
  amountInWords: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  bank: z.string().nullable(),
  chequeDate: z.string().nullable(),
  paidOn: z.string(),
  collectedBy: z.string(),
  /** A payment dated before the day it was recorded: who chose the date and why. */
  backdated: z.object({ by: z.string(), reason: z.string() }).nullable(),
  status: z.enum(RECEIPT_STATUSES),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A receipt's link for the parent: /r/<token>, opened without signing in. */
export const ReceiptLinkSchema = z.object({ token: z.string(), createdAt: IsoDateSchema });
export type ReceiptLink = z.infer<typeof ReceiptLinkSchema>;

/** 256 random bits in base64url: anything else is not a link the office made. */
export const ReceiptTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, FEE_MESSAGES.linkInvalid),
});

/** What the parent's link shows: what the printed receipt shows, and nothing more (no ids, no phone, no one's account). */
export const PublicReceiptSchema = ReceiptSchema.pick({
  receiptNo: true,
  school: true,
  lines: true,
  amount: true,
  amountInWords: true,
  mode: true,
  reference: true,
  chequeNumber: true,
  bank: true,
  chequeDate: true,
  paidOn: true,
  collectedBy: true,
  status: true,
  cancelReason: true,
}).extend({
  student: FeeStudentSchema.pick({
    name: true,
    admissionNumber: true,
    className: true,
    sectionName: true,
    guardianName: true,
  }),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;

export const CancelReceiptBodySchema = z.object({
  reason: required(/*i18n*/ 'Give the reason.').pipe(
    z.string().max(300, /*i18n*/ 'The reason must be at most 300 characters.'),
  ),
});
export type CancelReceiptBody = z.input<typeof CancelReceiptBodySchema>;

export const DEFAULTER_SORTS = ['amount', 'days'] as const;
export type DefaulterSort = (typeof DEFAULTER_SORTS)[number];

/** Students with instalments past their due date still unpaid: the whole school's current year, or one class; the most overdue (amount or days) first. */
const DefaultersFilter = z.object({
  classId: z.uuid({ error: FEE_MESSAGES.classNotFound }).optional(),
  sort: z.enum(DEFAULTER_SORTS, { error: /*i18n*/ 'Sort by amount or days overdue.' }).default('amount'),
});
export const DefaultersQuerySchema = PageQuerySchema.extend(DefaultersFilter.shape);
export type DefaultersQuery = z.input<typeof DefaultersQuerySchema>;
export const DefaultersExportQuerySchema = DefaultersFilter;

export const DefaulterSchema = z.object({
  student: FeeStudentSchema,
  /** Rupees past their due date and unpaid, net of concessions, earlier years' included ... */
  overdue: z.number(),
  /** ... of which this is of academic years before the list's (arrears). */
  earlierYears: z.number(),
  /** The earliest due date still unpaid, and how many days ago it was (Indian time). */
  oldestDueDate: z.string(),
  daysOverdue: z.number().int(),
});
export type Defaulter = z.infer<typeof DefaulterSchema>;

/** The financial year (April to March) a tuition-fee certificate covers, by the year it starts: 2026 is 2026-27. Left out, the one running today. */
export const CertificateQuerySchema = z.object({
  year: z.coerce
    .number({ error: /*i18n*/ 'Choose the financial year.' })
    .int(/*i18n*/ 'Choose the financial year.')
    .min(2000, /*i18n*/ 'Choose the financial year.')
    .max(2100, /*i18n*/ 'Choose the financial year.')
    .optional(),
});
export type CertificateQuery = z.input<typeof CertificateQuerySchema>;

/** `copies=2`: the office's and the parent's copy side by side on one A4 sheet, each labelled. */
export const ReceiptPdfQuerySchema = z.object({
  copies: z.coerce
    .number({ error: /*i18n*/ 'Print 1 or 2 copies.' })
    .int(/*i18n*/ 'Print 1 or 2 copies.')
    .min(1, /*i18n*/ 'Print 1 or 2 copies.')
    .max(2, /*i18n*/ 'Print 1 or 2 copies.')
    .optional(),
});
export type ReceiptPdfQuery = z.input<typeof ReceiptPdfQuerySchema>;

/** The school's own receipt prefix for the current academic year, and the number the next receipt takes. */
export const ReceiptPrefixSchema = z.object({
  academicYear: z.string(),
  prefix: z.string(),
  nextReceiptNo: z.string(),
});
export type ReceiptPrefix = z.infer<typeof ReceiptPrefixSchema>;

export const ReceiptPrefixBodySchema = z.object({
  prefix: required(FEE_MESSAGES.prefixInvalid).pipe(
    z
      .string()
      .max(20, FEE_MESSAGES.prefixInvalid)
      .regex(/^[A-Za-z0-9/_.-]+$/, FEE_MESSAGES.prefixInvalid),
  ),
});
export type ReceiptPrefixBody = z.input<typeof ReceiptPrefixBodySchema>;
