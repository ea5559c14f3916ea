import { and, between, eq, inArray, or, sql } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import type { PaymentMode } from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { feeAllocations, feeInstalments, feeReceipts, students } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { toCsv } from '../../http/csv.ts';
import type { Translate } from '../../http/language.ts';
import { ledgersOf } from './ledgers.ts';

/** One line of a voucher: a ledger debited (money in: cash or bank) or credited (income: a head, the late fee). */
export interface Entry {
  ledger: string;
  /** Paise; debit and credit lines of a voucher add up to the same. */
  debit: number;
  credit: number;
}

export interface Voucher {
  /** Receipt for money in; Payment for a cancelled or bounced receipt taken back (Tally keeps cash and bank out of journals). */
  type: 'Receipt' | 'Payment';
  date: string;
  number: string;
  reference: string | null;
  narration: string;
  entries: Entry[];
}

/** Indian date of an instant: the day the office cancelled a receipt. */
const indianDay = sql<string>`to_char(${feeReceipts.cancelledAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

const moneyLedger = (mode: PaymentMode, ledgers: { cash: string; bank: string }) =>
  mode === 'cash' ? ledgers.cash : ledgers.bank;

/**
 * The vouchers of a period: every receipt paid in it (whatever became of it later: it was money received that
 * day), and a reversing Payment for every receipt cancelled in it, dated the day it was cancelled. So the
 * export of each day, or of the month, adds up to the same books.
 */
export async function vouchersOf(db: Db, at: Institute, from: string, to: string): Promise<Voucher[]> {
  const rows = scoped(db, at);
  const receipts = await db
    .select({
      id: feeReceipts.id,
      receiptNo: feeReceipts.receiptNo,
      amountPaise: feeReceipts.amountPaise,
      mode: feeReceipts.mode,
      reference: feeReceipts.reference,
      chequeNumber: feeReceipts.chequeNumber,
      paidOn: feeReceipts.paidOn,
      cancelledOn: indianDay,
      cancelReason: feeReceipts.cancelReason,
      status: feeReceipts.status,
      studentName: students.name,
      admissionNumber: students.admissionNumber,
    })
    .from(feeReceipts)
    .innerJoin(students, eq(students.id, feeReceipts.studentId))
    .where(
      rows.where(feeReceipts, or(between(feeReceipts.paidOn, from, to), sql`${indianDay} between ${from} and ${to}`)),
    )
    .orderBy(feeReceipts.paidOn, feeReceipts.number);
  const ledgers = await ledgersOf(db, at);
  const headLedger = new Map(ledgers.heads.map((h) => [h.headId, h.ledger]));
  const allocations = receipts.length
    ? await db
        .select({
          receiptId: feeAllocations.receiptId,
          headId: feeInstalments.headId,
          kind: feeAllocations.kind,
          amountPaise: feeAllocations.amountPaise,
        })
        .from(feeAllocations)
        .innerJoin(feeInstalments, eq(feeInstalments.id, feeAllocations.instalmentId))
        .where(
          and(
            rows.where(feeAllocations),
            inArray(
              feeAllocations.receiptId,
              receipts.map((r) => r.id),
            ),
          ),
        )
    : [];
  // What each receipt paid, by income ledger (two heads sharing a ledger are one line).
  const income = new Map<string, Map<string, number>>();
  for (const a of allocations) {
    const ledger = a.kind === 'lateFee' ? ledgers.lateFee : (headLedger.get(a.headId) ?? ledgers.lateFee);
    const lines = income.get(a.receiptId) ?? new Map<string, number>();
    lines.set(ledger, (lines.get(ledger) ?? 0) + a.amountPaise);
    income.set(a.receiptId, lines);
  }
  const vouchers: Voucher[] = [];
  for (const r of receipts) {
    const number = r.receiptNo ?? r.id;
    const money = moneyLedger(r.mode, ledgers);
    const heads = [...(income.get(r.id) ?? new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b));
    const who = `${r.studentName} (${r.admissionNumber})`;
    const reference = r.reference ?? r.chequeNumber;
    if (r.paidOn >= from && r.paidOn <= to)
      vouchers.push({
        type: 'Receipt',
        date: r.paidOn,
        number,
        reference,
        narration: `Fee receipt ${number}: ${who}${reference ? `, ${r.mode.toUpperCase()} ${reference}` : ''}`,
        entries: [
          { ledger: money, debit: r.amountPaise, credit: 0 },
          ...heads.map(([ledger, paise]) => ({ ledger, debit: 0, credit: paise })),
        ],
      });
    if (r.status !== 'active' && r.cancelledOn && r.cancelledOn >= from && r.cancelledOn <= to)
      vouchers.push({
        type: /*i18n*/ 'Payment',
        date: r.cancelledOn,
        number: `${number}-R`,
        reference,
        narration: `Reversal of fee receipt ${number} (${r.status}): ${who}${r.cancelReason ? `. ${r.cancelReason}` : ''}`,
        entries: [
          ...heads.map(([ledger, paise]) => ({ ledger, debit: paise, credit: 0 })),
          { ledger: money, debit: 0, credit: r.amountPaise },
        ],
      });
  }
  return vouchers.sort((a, b) => a.date.localeCompare(b.date));
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * Tally Prime's XML import (Gateway of Tally, Import, Transactions). Tally writes a debit as a negative amount
 * deemed positive, a credit as a positive amount: each voucher's amounts add up to zero. The builder escapes
 * every text (a student named "A & B" stays one name).
 */
export function tallyXml(vouchers: Voucher[], company?: string): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: ' ' });
  const voucher = (v: Voucher) => ({
    '@VCHTYPE': v.type,
    '@ACTION': 'Create',
    '@OBJVIEW': 'Accounting Voucher View',
    DATE: v.date.replace(/-/g, ''),
    VOUCHERTYPENAME: v.type,
    VOUCHERNUMBER: v.number,
    ...(v.reference ? { REFERENCE: v.reference } : {}),
    NARRATION: v.narration,
    PERSISTEDVIEW: 'Accounting Voucher View',
    'ALLLEDGERENTRIES.LIST': v.entries.map((e) => ({
      LEDGERNAME: e.ledger,
      ISDEEMEDPOSITIVE: e.debit > 0 ? 'Yes' : 'No',
      AMOUNT: e.debit > 0 ? `-${rupees(e.debit)}` : rupees(e.credit),
    })),
  });
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: 'Vouchers',
            ...(company ? { STATICVARIABLES: { SVCURRENTCOMPANY: company } } : {}),
          },
          REQUESTDATA: {
            TALLYMESSAGE: vouchers.map((v) => ({ '@xmlns:UDF': 'TallyUDF', VOUCHER: voucher(v) })),
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope)}`;
}

/** The same vouchers for other accounting software: one row a ledger line, in the caller's language. */
export function vouchersCsv(vouchers: Voucher[], t: Translate): string {
  return toCsv(
    [
      t(/*i18n*/ 'Date'),
      t(/*i18n*/ 'Voucher type'),
      t(/*i18n*/ 'Voucher number'),
      t(/*i18n*/ 'Ledger'),
      t(/*i18n*/ 'Debit'),
      t(/*i18n*/ 'Credit'),
      t(/*i18n*/ 'Narration'),
    ],
    vouchers.flatMap((v) =>
      v.entries.map((e) => [
        v.date,
        t(v.type),
        v.number,
        e.ledger,
        e.debit ? rupees(e.debit) : '',
        e.credit ? rupees(e.credit) : '',
        v.narration,
      ]),
    ),
  );
}
