/**
 * The statement exports of the banks Indian schools use most, told apart by their column headings. Headings
 * are compared squashed (lower case, letters and digits only), so "Ref No./Cheque No." and "REF NO CHEQUE NO"
 * are one heading. Each field lists the headings it may have; `signature` lists the headings that must all be
 * present for the format to be this bank's (the first row of the file that has them is the heading row: the
 * account details above it are skipped).
 */
export interface StatementFormat {
  bank: string;
  signature: string[];
  date: string[];
  details: string[];
  credit: string[];
  debit?: string[];
  /** A column of its own for the UPI reference (a QR merchant report), instead of finding it in the details. */
  utr?: string[];
  payer?: string[];
  /** A merchant report lists failed payments too: only rows whose status is a success count. */
  status?: string[];
}

/** A heading cell: text as a rule, a number or a date where a spreadsheet made one. */
export type HeadingCell = string | number | boolean | Date | null | undefined;

export const squash = (heading: HeadingCell) =>
  (heading instanceof Date ? heading.toISOString() : String(heading ?? ''))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export const STATEMENT_FORMATS: StatementFormat[] = [
  {
    bank: 'State Bank of India',
    signature: ['txndate', 'description', 'refnochequeno', 'credit'],
    date: ['txndate'],
    details: ['description'],
    credit: ['credit'],
    debit: ['debit'],
  },
  {
    bank: 'HDFC Bank',
    signature: ['narration', 'depositamt'],
    date: ['date'],
    details: ['narration'],
    credit: ['depositamt'],
    debit: ['withdrawalamt'],
  },
  {
    bank: 'ICICI Bank',
    signature: ['transactionremarks', 'depositamountinr'],
    date: ['transactiondate', 'valuedate'],
    details: ['transactionremarks'],
    credit: ['depositamountinr'],
    debit: ['withdrawalamountinr'],
  },
  {
    bank: 'Axis Bank',
    signature: ['trandate', 'particulars', 'cr', 'dr'],
    date: ['trandate'],
    details: ['particulars'],
    credit: ['cr'],
    debit: ['dr'],
  },
  {
    bank: 'Canara Bank',
    signature: ['txndate', 'description', 'branchcode', 'credit'],
    date: ['txndate'],
    details: ['description'],
    credit: ['credit'],
    debit: ['debit'],
  },
  {
    bank: 'Bank of Baroda',
    signature: ['narration', 'depositcr'],
    date: ['trandate', 'transactiondate'],
    details: ['narration'],
    credit: ['depositcr'],
    debit: ['withdrawaldr'],
  },
  {
    bank: 'UPI QR merchant report',
    signature: ['payervpa', 'amount'],
    date: ['transactiondate', 'date'],
    details: ['payervpa'],
    credit: ['amount'],
    utr: ['utr', 'rrn', 'utrrrn', 'bankrrn', 'upitransactionid'],
    payer: ['payername'],
    status: ['status', 'transactionstatus'],
  },
];

/** The columns a clerk names for a bank the portal does not know: the date, the amount credited, the details. */
export const mappedFormat = (columns: { date: string; amount: string; details: string }): StatementFormat => ({
  bank: '',
  signature: [squash(columns.date), squash(columns.amount), squash(columns.details)],
  date: [squash(columns.date)],
  details: [squash(columns.details)],
  credit: [squash(columns.amount)],
});
