import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { text } from '../fields.ts';
import { PAYMENT_MODES, RECEIPT_STATUSES } from '../fees/schemas.ts';
import { GUARDIAN_FEE_MESSAGES as M } from './messages.ts';

/** A UPI ID (VPA): a handle, `@`, and the bank's or app's name (`school.fees@sbi`, `9876543210@ybl`). */
export const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const UpiSettingsBodySchema = z.object({
  vpa: z.string({ error: M.vpaInvalid }).trim().regex(VPA_PATTERN, M.vpaInvalid),
  payeeName: text(M.payeeRequired).trim().min(1, M.payeeRequired).max(50, M.payeeTooLong),
});
export type UpiSettingsBody = z.input<typeof UpiSettingsBodySchema>;

export const UpiSettingsSchema = z.object({ vpa: z.string().nullable(), payeeName: z.string().nullable() });
export type UpiSettings = z.infer<typeof UpiSettingsSchema>;

export const GuardianStudentParamsSchema = z.object({ studentId: z.uuid({ error: /*i18n*/ 'Student not found.' }) });

/** The link the office sends the guardian: its path on the portal, and since when it stands. */
export const FeePageLinkSchema = z.object({ token: z.string(), path: z.string(), createdAt: IsoDateSchema });
export type FeePageLink = z.infer<typeof FeePageLinkSchema>;

/** 256 random bits in base64url, as the receipt's link. */
export const FeePageTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, M.linkInvalid) });
export const FeePageReceiptParamsSchema = FeePageTokenParamSchema.extend({
  receiptId: z.uuid({ error: M.linkInvalid }),
});

export const CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A UTR is 12 digits; spaces a parent copies with it are dropped. */
export const UtrSchema = z
  .string({ error: M.utrInvalid })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, M.utrInvalid));

const amountPaid = z
  .number({ error: M.amountInvalid })
  .min(0.01, M.amountInvalid)
  .max(10_00_00_000, M.amountInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, M.amountInvalid);

export const ClaimBodySchema = z.object({ amount: amountPaid, utr: UtrSchema });
export type ClaimBody = z.input<typeof ClaimBodySchema>;

/** One line of the guardian's page: an instalment with what is still due of it and of its late fee, today. */
export const FeePageLineSchema = z.object({
  headName: z.string(),
  label: z.string(),
  dueDate: z.string(),
  due: z.number(),
  lateFee: z.number(),
});
export type FeePageLine = z.infer<typeof FeePageLineSchema>;

export const ClaimOutcomeSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  utr: z.string(),
  status: z.enum(CLAIM_STATUSES),
  rejectReason: z.string().nullable(),
  receiptNo: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type ClaimOutcome = z.infer<typeof ClaimOutcomeSchema>;

/** What the guardian's link shows: the school's name, the student, dues, payments, and nothing else of the school. */
export const FeePageSchema = z.object({
  /** The office's phone (its profile's, null before it is saved): a parent with a question calls it. */
  school: z.object({ name: z.string(), phone: z.string().nullable() }),
  student: z.object({ name: z.string(), admissionNumber: z.string(), className: z.string(), sectionName: z.string() }),
  asOf: z.string(),
  /** Due on or before today, each with its late fee as of today. */
  dueNow: z.array(FeePageLineSchema),
  /** Falling due later. */
  dueNext: z.array(FeePageLineSchema),
  /** Fees and late fees due now, less claims waiting for the office. */
  payNow: z.number(),
  /** Everything due this year (fees now and later, late fees now), less claims waiting: the most a claim may be. */
  maxClaim: z.number(),
  /** The UPI request for `payNow` (null until the school sets its UPI ID, or when nothing is to pay). */
  upi: z
    .object({ link: z.string(), vpa: z.string(), payeeName: z.string(), amount: z.number(), reference: z.string() })
    .nullable(),
  receipts: z.array(
    z.object({
      _id: z.string(),
      receiptNo: z.string(),
      paidOn: z.string(),
      amount: z.number(),
      mode: z.enum(PAYMENT_MODES),
      status: z.enum(RECEIPT_STATUSES),
      pdfPath: z.string(),
    }),
  ),
  claims: z.array(ClaimOutcomeSchema),
});
export type FeePage = z.infer<typeof FeePageSchema>;

export const ClaimsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CLAIM_STATUSES, { error: /*i18n*/ 'Choose pending, confirmed or rejected.' }).default('pending'),
});
export type ClaimsQuery = z.input<typeof ClaimsQuerySchema>;

/** A family's claim (from the family's page): the children it is for, and once confirmed what each child's receipt took. */
export const ClaimFamilySchema = z.object({
  _id: z.string(),
  children: z.array(z.object({ _id: z.string(), name: z.string(), admissionNumber: z.string() })),
  shares: z.array(
    z.object({ studentId: z.string(), amount: z.number(), receiptId: z.string(), receiptNo: z.string() }),
  ),
});
export type ClaimFamily = z.infer<typeof ClaimFamilySchema>;

export const ClaimSchema = ClaimOutcomeSchema.extend({
  student: z.object({
    _id: z.string(),
    name: z.string(),
    admissionNumber: z.string(),
    className: z.string(),
    sectionName: z.string(),
  }),
  reference: z.string(),
  receiptId: z.string().nullable(),
  /** null: one student's claim. A family's is listed under its eldest child and split across all at confirmation. */
  family: ClaimFamilySchema.nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const GuardianFamilyParamsSchema = z.object({ familyId: z.uuid({ error: /*i18n*/ 'Family not found.' }) });

/** One child on the family's page: what is due now and next, as on their own page. */
export const FamilyPageChildSchema = z.object({
  name: z.string(),
  admissionNumber: z.string(),
  className: z.string(),
  sectionName: z.string(),
  dueNow: z.array(FeePageLineSchema),
  dueNext: z.array(FeePageLineSchema),
  /** Everything this child owes this year (fees now and later, late fees now). */
  owes: z.number(),
});
export type FamilyPageChild = z.infer<typeof FamilyPageChildSchema>;

/** The family's page (decision 037): every child with what each owes, one UPI request and one UTR for all. */
export const FamilyPageSchema = FeePageSchema.omit({ student: true, dueNow: true, dueNext: true }).extend({
  children: z.array(FamilyPageChildSchema),
  receipts: z.array(FeePageSchema.shape.receipts.element.extend({ studentName: z.string() })),
});
export type FamilyPage = z.infer<typeof FamilyPageSchema>;

export const ClaimIdParamsSchema = z.object({ claimId: z.uuid({ error: M.claimNotFound }) });
export const RejectClaimBodySchema = z.object({
  reason: text(M.rejectReasonRequired)
    .trim()
    .min(3, M.rejectReasonRequired)
    .max(300, /*i18n*/ 'At most 300 characters.'),
});
export type RejectClaimBody = z.input<typeof RejectClaimBodySchema>;

/** `again` reminds a guardian reminded earlier the same day: the clerk was told and chose to. */
export const ReminderBodySchema = z.object({ again: z.boolean().default(false) });
export const ReminderSchema = z.object({
  studentId: z.string(),
  /** Every student the message was for: the student, or all the children of their family (decision 037). */
  covered: z.array(z.string()),
  url: z.string(),
  text: z.string(),
  overdue: z.number(),
  remindedAt: IsoDateSchema,
});
export type Reminder = z.infer<typeof ReminderSchema>;

export const RemindedSchema = z.object({ studentId: z.string(), remindedAt: IsoDateSchema, remindedBy: z.string() });
export type Reminded = z.infer<typeof RemindedSchema>;
