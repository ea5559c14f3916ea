import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { BOOKKEEPING_MESSAGES as M, icu, type IcuText } from '@school-portal/contract';
import {
  mappedFormat,
  squash,
  STATEMENT_FORMATS,
  type HeadingCell,
  type StatementFormat,
} from './statement-formats.ts';

type Cell = HeadingCell;

/** One UPI credit as the bank printed it. */
export interface StatementCredit {
  utr: string;
  amountPaise: number;
  creditedOn: string;
  payer: string | null;
  details: string;
}

export interface ReadStatement {
  /** The bank's name, or '' when the clerk chose the columns. */
  bank: string;
  credits: StatementCredit[];
  /** Credits the same statement takes back (a reversal debit carrying the credit's UTR). */
  reversed: number;
}

/** Refused: the message, and whether choosing the columns would help (the columns found, for the form). */
export class StatementError extends Error {
  constructor(
    readonly text: IcuText | string,
    readonly field: string = 'statement',
  ) {
    super(typeof text === 'string' ? text : text.id);
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((b, i) => bytes[i] === b);

/** The file's rows: an .xlsx workbook's first sheet, or CSV text (UTF-8, a leading byte-order mark dropped). */
async function rowsOf(bytes: Uint8Array): Promise<Cell[][]> {
  if (isZip(bytes)) {
    try {
      return (await readSheet(Buffer.from(bytes))) as Cell[][];
    } catch {
      throw new StatementError(M.statementUnreadable);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // A binary file (an old .xls, a PDF) decodes to text full of control characters: not a statement.
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text.slice(0, 2000))) throw new StatementError(M.statementUnreadable);
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
}; // prettier-ignore

const pad = (n: string) => n.padStart(2, '0');

/**
 * A statement's date as YYYY-MM-DD. Indian banks print the day first: 28/11/2026, 28-11-26, 28-Nov-2026,
 * 28 Nov 2026, sometimes with a time after it; a spreadsheet cell may hold a date itself.
 */
export function statementDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const v = String(cell ?? '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(v);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})[/.\- ](\d{1,2}|[A-Za-z]{3})[A-Za-z]*[/.\- ,]*(\d{4}|\d{2})\b/.exec(v);
  if (!m) return null;
  const month = /^\d+$/.test(m[2]!) ? pad(m[2]!) : MONTHS[m[2]!.toLowerCase()];
  const year = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
  if (!month || Number(month) > 12 || Number(m[1]) < 1 || Number(m[1]) > 31) return null;
  return `${year}-${month}-${pad(m[1]!)}`;
}

/** An amount as paise: 1,25,000.50 (Indian grouping), 1250, "1,250.00 Cr"; empty, zero or not a number is null. */
export function statementPaise(cell: Cell): number | null {
  if (typeof cell === 'number') return cell > 0 ? Math.round(cell * 100) : null;
  const v = String(cell ?? '')
    .replace(/,/g, '')
    .replace(/\s*(cr|dr|inr|₹|rs\.?)\s*/gi, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const paise = Math.round(Number(v) * 100);
  return paise > 0 ? paise : null;
}

/** A UPI reference number (UTR/RRN) is 12 digits; in the details it stands between separators. */
const UTR_IN_TEXT = /(?<!\d)\d{12}(?!\d)/;

/** Words banks and UPI apps put between the separators that are not the payer's name. */
const NOT_A_NAME =
  /^(upi|cr|dr|p2a|p2m|by transfer|transfer|payment|pay|paid|fee|fees|school fees|neft|imps|rev|na|upi payment)$/i;

/**
 * The payer as the details name them: the name between the separators (in any script) and the UPI ID
 * (name@bank), as "RAVI KUMAR (ravi@oksbi)". Bank names, branch codes and the payer's note are left out.
 */
function payerIn(details: string, utr: string): string | null {
  const parts = details
    .split(/[/|]|-(?=\S)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const vpa = parts.find((p) => /^[\w.-]{2,}@[A-Za-z]\w+$/.test(p));
  const name = parts.find(
    (p) =>
      p !== utr &&
      /^[\p{L}\p{M} .']{2,}$/u.test(p) &&
      !NOT_A_NAME.test(p) &&
      !/\bbank\b|\bbk\b/i.test(p) &&
      !/^[A-Z]{4}$/.test(p), // a bank's short code (SBIN, YESB, BARB)
  );
  if (name && vpa) return `${name} (${vpa})`;
  return name ?? vpa ?? null;
}

const SUCCESS = /^(success|successful|s|completed|paid)$/i;

/** The column index of a field, by any of its headings; -1 when absent. */
const columnOf = (headings: string[], names: string[] | undefined) =>
  names ? headings.findIndex((h) => names.includes(h)) : -1;

/**
 * The statement's format and its heading row: a known bank by its headings, or the clerk's columns.
 * Statements open with the account's details; the heading row is looked for in the first 40 rows.
 */
function findHeadings(rows: Cell[][], chosen?: { date: string; amount: string; details: string }) {
  const formats = chosen ? [mappedFormat(chosen)] : STATEMENT_FORMATS;
  for (let r = 0; r < Math.min(rows.length, 40); r++) {
    const headings = rows[r]!.map(squash);
    const format = formats.find((f) => f.signature.every((s) => headings.includes(s)));
    if (format) return { format, headings, start: r + 1 };
  }
  if (chosen) {
    // Name the first chosen column the file lacks, under its own field.
    const all = new Set(rows.slice(0, 40).flatMap((row) => row.map(squash)));
    for (const [field, name] of [
      ['dateColumn', chosen.date],
      ['amountColumn', chosen.amount],
      ['detailsColumn', chosen.details],
    ] as const)
      if (!all.has(squash(name))) throw new StatementError(icu(M.columnMissing, { column: name }), field);
  }
  const widest = rows.slice(0, 40).reduce<Cell[]>((a, row) => (row.filter(Boolean).length > a.length ? row : a), []);
  const columns = widest
    .filter((c) => String(c ?? '').trim())
    .map((c) => String(c).trim())
    .join(', ');
  throw new StatementError(icu(M.columnsUnknown, { columns }));
}

/**
 * The UPI credits of a statement. Debits are left out, but a reversal debit (its details mark it REV and carry
 * a credit's UTR) takes that credit back; a credit marked as a reversal is the school's own failed payment
 * coming back, not a fee. A UTR printed twice is one payment, kept once.
 */
export async function readStatement(
  bytes: Uint8Array,
  chosen?: { date: string; amount: string; details: string },
): Promise<ReadStatement> {
  const rows = await rowsOf(bytes);
  const { format, headings, start } = findHeadings(rows, chosen);
  const col = (names?: string[]) => columnOf(headings, names);
  const at = {
    date: col(format.date),
    details: col(format.details),
    credit: col(format.credit),
    debit: col(format.debit),
    utr: col(format.utr),
    payer: col(format.payer),
    status: col(format.status),
  };
  const credits = new Map<string, StatementCredit>();
  const reversals = new Set<string>();
  for (const row of rows.slice(start)) {
    const details = String(row[at.details] ?? '').trim();
    const text = format.utr ? '' : details;
    const ownUtr = at.utr >= 0 ? String(row[at.utr] ?? '').replace(/\D/g, '') : '';
    const utr = ownUtr.length === 12 ? ownUtr : UTR_IN_TEXT.exec(text)?.[0];
    const isUpi = format.utr !== undefined || /\bUPI\b/i.test(details);
    if (!utr || !isUpi) continue;
    const reversal = /\bREV(ERSAL|ERSED)?\b/i.test(details);
    if (at.debit >= 0 && statementPaise(row[at.debit]) !== null) {
      if (reversal) reversals.add(utr);
      continue;
    }
    const paise = statementPaise(row[at.credit]);
    const creditedOn = statementDate(row[at.date]);
    if (paise === null || creditedOn === null || reversal) continue;
    if (at.status >= 0 && !SUCCESS.test(String(row[at.status] ?? '').trim())) continue;
    if (credits.has(utr)) continue;
    const payer = at.payer >= 0 ? String(row[at.payer] ?? '').trim() || null : payerIn(details, utr);
    credits.set(utr, { utr, amountPaise: paise, creditedOn, payer, details: details.slice(0, 300) });
  }
  const kept = [...credits.values()].filter((c) => !reversals.has(c.utr));
  return { bank: format.bank, credits: kept, reversed: credits.size - kept.length };
}

export type { StatementFormat };
