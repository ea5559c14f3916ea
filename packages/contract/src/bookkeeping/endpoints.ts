import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import { ReceiptSchema } from '../fees/schemas.ts';
import {
  AccountsExportQuerySchema,
  AssignCreditBodySchema,
  ConfirmMatchedSchema,
  CreditParamsSchema,
  DismissCreditBodySchema,
  LedgersBodySchema,
  LedgersSchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
  STATEMENT_MAX_BYTES,
  StatementSummarySchema,
  StatementUploadSchema,
} from './schemas.ts';

const office = ['instituteAdmin', 'instituteUser'] as const;

/** The school's bank statement against parents' UPI claims, and the day's books for the accountant (issue 49). */
export const bookkeepingApi = endpoints('bookkeeping', {
  uploadStatement: {
    method: 'POST',
    path: '/api/bookkeeping/statements',
    access: office,
    summary:
      'Read the UPI credits of a bank statement (CSV or .xlsx; SBI, HDFC, ICICI, Axis, Canara, Bank of Baroda or a UPI QR report by their columns, any other bank by the columns chosen); a credit already read is not added again',
    body: StatementUploadSchema,
    answer: StatementSummarySchema,
    multipart: true,
    bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
    fileLimit: STATEMENT_MAX_BYTES,
    errors: [400, 401, 403, 413],
  },
  reconciliation: {
    method: 'GET',
    path: '/api/bookkeeping/reconciliation',
    access: office,
    summary:
      'Credits with a waiting claim of the same UTR, credits nobody claimed, claims with no credit after some days',
    query: ReconciliationQuerySchema,
    answer: ReconciliationSchema,
    errors: [400, 401, 403],
  },
  confirmMatched: {
    method: 'POST',
    path: '/api/bookkeeping/reconciliation/confirm',
    access: office,
    summary: 'Confirm every waiting claim whose UTR and amount the bank credited: one receipt each, as a clerk would',
    answer: ConfirmMatchedSchema,
    errors: [401, 403],
  },
  assignCredit: {
    method: 'POST',
    path: '/api/bookkeeping/credits/:creditId/receipt',
    access: office,
    summary: "A credit nobody claimed is a student's payment: a receipt by the collection, mode UPI with its UTR",
    params: CreditParamsSchema,
    body: AssignCreditBodySchema,
    answer: ReceiptSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  dismissCredit: {
    method: 'POST',
    path: '/api/bookkeeping/credits/:creditId/dismiss',
    access: office,
    summary: 'Set a credit aside (not a fee: a donation, a refund from a supplier), with the reason',
    params: CreditParamsSchema,
    body: DismissCreditBodySchema,
    answer: MessageSchema,
    errors: [400, 401, 403, 404, 409],
  },
  ledgers: {
    method: 'GET',
    path: '/api/bookkeeping/ledgers',
    access: office,
    summary: "The school's Tally ledger names: cash, bank, late fee and each fee head's income ledger",
    answer: LedgersSchema,
    errors: [401, 403],
  },
  setLedgers: {
    method: 'PUT',
    path: '/api/bookkeeping/ledgers',
    // The books are the Fee Manager's, as the fee structure is.
    access: ['instituteAdmin'],
    summary: "Set the school's Tally ledger names",
    body: LedgersBodySchema,
    answer: LedgersSchema,
    errors: [400, 401, 403],
  },
  exportAccounts: {
    method: 'GET',
    path: '/api/bookkeeping/export',
    access: office,
    summary:
      "The period's receipts as Tally Prime receipt vouchers (XML import) or CSV: one voucher a receipt, cancellations as reversing journals",
    query: AccountsExportQuerySchema,
    answer: z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' }),
    file: true,
    errors: [400, 401, 403],
  },
});
