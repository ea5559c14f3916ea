import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { text } from '../fields.ts';
import { DateRangeQuerySchema } from '../fees/report-schemas.ts';
import { isFileLike, type FileLike } from '../profiles/file-rules.ts';
import { BOOKKEEPING_MESSAGES as M } from './messages.ts';

/** A statement export of a few months is well under this; anything larger is a wrong file. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The statement's columns, chosen by the clerk when the bank's export is not one the portal knows. */
const column = z.string().trim().max(100).optional();
export const StatementUploadSchema = z.object({
  // A Blob in the browser, the bytes on the server (an empty file is no statement).
  statement: z.custom<FileLike | Uint8Array>(
    (v) => (v instanceof Uint8Array && v.length > 0) || (isFileLike(v) && v.size > 0),
    { error: M.statementRequired },
  ),
  dateColumn: column,
  amountColumn: column,
  detailsColumn: column,
});

export const StatementSummarySchema = z.object({
  message: z.string(),
  /** The bank whose export it was (SBI, HDFC Bank …), or the other-bank words when the clerk chose the columns. */
  bank: z.string(),
  /** UPI credits read that the portal had not seen. */
  credits: z.number().int(),
  /** UPI credits of an earlier upload (the same statement twice, or overlapping periods). */
  repeated: z.number().int(),
  /** Credits the bank reversed in the same statement: not money received. */
  reversed: z.number().int(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

/** One UPI credit on the school's bank statement. */
export const BankCreditSchema = z.object({
  _id: z.string(),
  utr: z.string(),
  amount: z.number(),
  creditedOn: z.string(),
  /** The payer's name or UPI ID as the bank printed it; may be in Hindi or Tamil. */
  payer: z.string().nullable(),
  details: z.string(),
});
export type BankCredit = z.infer<typeof BankCreditSchema>;

const StudentBriefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  admissionNumber: z.string(),
  className: z.string().nullable(),
  sectionName: z.string().nullable(),
});

export const WaitingClaimSchema = z.object({
  _id: z.string(),
  utr: z.string(),
  amount: z.number(),
  createdAt: IsoDateSchema,
  student: StudentBriefSchema,
  /** A family's claim: the names of the children it is split across on confirmation (the student is the eldest). */
  familyChildren: z.array(z.string()).nullable(),
});
export type WaitingClaim = z.infer<typeof WaitingClaimSchema>;

export const ReconciliationQuerySchema = z.object({
  /** A claim with no credit this many days after it was sent is listed for rejecting. */
  days: z.coerce.number({ error: /*i18n*/ 'days is a whole number from 1 to 60.' }).int().min(1).max(60).default(3),
});

/**
 * The three lists of a fee week: credits that have a parent's claim (the same UTR), credits nobody claimed,
 * and claims the bank has not shown after `days` days.
 */
export const ReconciliationSchema = z.object({
  matched: z.array(
    z.object({
      credit: BankCreditSchema,
      claim: WaitingClaimSchema,
      /** The parent entered another amount than the bank credited: the clerk decides, one by one. */
      amountDiffers: z.boolean(),
    }),
  ),
  unclaimed: z.array(BankCreditSchema),
  unpaidClaims: z.array(WaitingClaimSchema),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const ConfirmMatchedSchema = z.object({
  message: z.string(),
  confirmed: z.number().int(),
  /** Claims that could not be confirmed (more than is now due, say), each with the reason; they still wait. */
  failed: z.array(z.object({ utr: z.string(), message: z.string() })),
});
export type ConfirmMatched = z.infer<typeof ConfirmMatchedSchema>;

export const CreditParamsSchema = z.object({ creditId: z.uuid({ error: M.creditNotFound }) });
export const AssignCreditBodySchema = z.object({ studentId: z.uuid({ error: /*i18n*/ 'Choose the student.' }) });
export type AssignCreditBody = z.input<typeof AssignCreditBodySchema>;
export const DismissCreditBodySchema = z.object({
  reason: text(M.dismissReasonRequired).trim().min(1, M.dismissReasonRequired).max(300),
});
export type DismissCreditBody = z.input<typeof DismissCreditBodySchema>;

const ledger = text(M.ledgerRequired).trim().min(1, M.ledgerRequired).max(100, M.ledgerTooLong);

/** The school's ledgers in Tally, set once: where cash and bank receipts go, and the income ledger of each head. */
export const LedgersBodySchema = z.object({
  cash: ledger,
  bank: ledger,
  lateFee: ledger,
  heads: z.array(z.object({ headId: z.uuid(), ledger })).max(200),
});
export type LedgersBody = z.input<typeof LedgersBodySchema>;
export const LedgersSchema = z.object({
  cash: z.string(),
  bank: z.string(),
  lateFee: z.string(),
  heads: z.array(z.object({ headId: z.string(), headName: z.string(), ledger: z.string() })),
});
export type Ledgers = z.infer<typeof LedgersSchema>;

export const EXPORT_FORMATS = ['xml', 'csv'] as const;
/** A day's or a month's collections for the accountant: Tally's XML import, or CSV for other software. */
export const AccountsExportQuerySchema = DateRangeQuerySchema.and(
  z.object({ format: z.enum(EXPORT_FORMATS, { error: /*i18n*/ 'Choose xml or csv.' }).default('xml') }),
);
export type AccountsExportQuery = z.input<typeof AccountsExportQuerySchema>;
