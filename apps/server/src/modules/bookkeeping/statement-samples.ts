import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';

/*
 * Statements as each bank's export lays them out, made by the tests: the account's details above the
 * headings, then the lines. Only the tests import this file.
 */

export interface Line {
  /** YYYY-MM-DD */
  date: string;
  details: string;
  /** Rupees: one of the two. */
  credit?: number;
  debit?: number;
  /** A merchant report's own columns. */
  utr?: string;
  payer?: string;
  status?: string;
}

const [y, m, d] = [0, 1, 2];
const dmy = (iso: string, sep = '/') => {
  const p = iso.split('-');
  return [p[d], p[m], p[y]].join(sep);
};
const MON = ['Jan', 'Feb', 'Mar', 'Apr', /*i18n*/ 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMonY = (iso: string, sep = ' ') => {
  const p = iso.split('-');
  return [p[d], MON[Number(p[m]) - 1], p[y]].join(sep);
};
const money = (v?: number) => (v === undefined ? '' : v.toLocaleString('en-IN', { minimumFractionDigits: 2 }));

interface Layout {
  preamble: string[][];
  headings: string[];
  row: (l: Line, i: number) => (string | number)[];
}

export const LAYOUTS: Record<string, Layout> = {
  sbi: {
    preamble: [
      ['Account Name', ':', 'ST MARYS MATRIC HR SEC SCHOOL'],
      ['Account Number', ':', '00000031234567890'],
      [],
    ],
    headings: ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    row: (l) => [dMonY(l.date), dMonY(l.date), l.details, '', money(l.debit), money(l.credit), '1,00,000.00'],
  },
  hdfc: {
    preamble: [['HDFC BANK Ltd.'], ['Statement of account'], ['']],
    headings: ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    row: (l) => [
      dmy(l.date).replace(/\/20(\d\d)$/, '/$1'),
      l.details,
      '0000',
      dmy(l.date),
      l.debit ?? '',
      l.credit ?? '',
      50_000,
    ],
  },
  icici: {
    preamble: [['DETAILED STATEMENT'], ['Transactions List - ST MARYS SCHOOL (INR) - 000401234567']],
    headings: [
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ],
    row: (l, i) => [i + 1, dmy(l.date), dmy(l.date), '-', l.details, l.debit ?? 0, l.credit ?? 0, 75_000],
  },
  axis: {
    preamble: [['Statement of Account No - 912010012345678 for the period (From : 01-11-2026 To : 30-11-2026)']],
    headings: ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
    row: (l) => [dmy(l.date, '-'), '', l.details, money(l.debit), money(l.credit), '20,000.00', '1234'],
  },
  canara: {
    preamble: [['Canara Bank'], ['Account Statement']],
    headings: ['Txn Date', 'Value Date', 'Cheque No.', 'Description', 'Branch Code', 'Debit', 'Credit', 'Balance'],
    row: (l) => [
      `${dMonY(l.date, '-')} 10:15:22`,
      dMonY(l.date, '-'),
      '',
      l.details,
      '2345',
      money(l.debit),
      money(l.credit),
      '9,000.00',
    ],
  },
  baroda: {
    preamble: [['Bank of Baroda'], ['Account No : 12340100001234']],
    headings: ['TRAN DATE', 'VALUE DATE', 'NARRATION', 'CHQ.NO.', 'WITHDRAWAL(DR)', 'DEPOSIT(CR)', 'BALANCE(INR)'],
    row: (l) => [dmy(l.date), dmy(l.date), l.details, '', money(l.debit), money(l.credit), '5,000.00Cr'],
  },
  qr: {
    preamble: [],
    headings: ['Transaction Date', 'UTR', 'Amount', 'Payer VPA', 'Payer Name', 'Status'],
    row: (l) => [`${l.date} 09:30:00`, l.utr ?? '', l.credit ?? 0, l.details, l.payer ?? '', l.status ?? 'SUCCESS'],
  },
};

/** Each bank writes a UPI credit's details its own way; the UTR and the payer are in them. */
export const UPI_DETAILS: Record<string, (utr: string, name: string, vpa: string) => string> = {
  sbi: (utr, name, vpa) => `BY TRANSFER-UPI/CR/${utr}/${name}/SBIN/${vpa}/Fees`,
  hdfc: (utr, name, vpa) => `UPI-${name}-${vpa}-SBIN0001234-${utr}-SCHOOL FEES`,
  icici: (utr, name, vpa) => `UPI/${utr}/Fees/${vpa}/State Bank Of I/${name}`,
  axis: (utr, name, vpa) => `UPI/P2M/${utr}/${name}/${vpa}/Axis Bank`,
  canara: (utr, name, vpa) => `UPI/CR/${utr}/${name}/YESB/${vpa}/Payment`,
  baroda: (utr, name, vpa) => `UPI/${utr}/CR/${name}/${vpa}/BARB`,
  qr: (_utr, _name, vpa) => vpa,
};

const rowsOf = (bank: string, lines: Line[]) => {
  const layout = LAYOUTS[bank]!;
  return [...layout.preamble, layout.headings, ...lines.map((l, i) => layout.row(l, i))];
};

export const statementCsv = (bank: string, lines: Line[]) =>
  Buffer.from(`\uFEFF${Papa.unparse(rowsOf(bank, lines))}`, 'utf8');

export const statementXlsx = async (bank: string, lines: Line[]) =>
  writeXlsxFile(rowsOf(bank, lines).map((row) => row.map((value) => (value === '' ? null : value)))).toBuffer();
