import { describe, expect, it } from 'vitest';
import { BOOKKEEPING_MESSAGES as M } from '@school-portal/contract';
import { readStatement, statementDate, statementPaise, StatementError } from './statement-read.ts';
import { LAYOUTS, statementCsv, statementXlsx, UPI_DETAILS, type Line } from './statement-samples.ts';

const BANKS: Record<string, string> = {
  sbi: 'State Bank of India',
  hdfc: 'HDFC Bank',
  icici: 'ICICI Bank',
  axis: 'Axis Bank',
  canara: 'Canara Bank',
  baroda: 'Bank of Baroda',
  qr: 'UPI QR merchant report',
};

/** A fee week as a bank prints it: two parents' UPI credits (one named in Hindi), the school's own payments, a NEFT, a credit taken back. */
function week(bank: string): Line[] {
  const upi = (utr: string, name: string, vpa: string) => UPI_DETAILS[bank]!(utr, name, vpa);
  const qr = bank === 'qr';
  const lines: Line[] = [
    {
      date: '2026-11-24',
      details: upi('412345678901', 'RAVI KUMAR', 'ravi.k@oksbi'),
      credit: 12_500,
      utr: '412345678901',
      payer: 'RAVI KUMAR',
    },
    {
      date: '2026-11-25',
      details: upi('433300011122', 'सुनीता देवी', '9876543210@ybl'),
      credit: 6_250.5,
      utr: '433300011122',
      payer: 'सुनीता देवी',
    },
    // The same UTR printed twice (a statement spanning two pages repeats its line): one payment.
    {
      date: '2026-11-25',
      details: upi('433300011122', 'सुनीता देवी', '9876543210@ybl'),
      credit: 6_250.5,
      utr: '433300011122',
      payer: 'सुनीता देवी',
    },
  ];
  if (qr)
    return [...lines, { date: '2026-11-26', details: 'x@ybl', credit: 500, utr: '455500011122', status: 'FAILED' }];
  return [
    ...lines,
    // The school pays its electricity bill by UPI: a debit, never a fee.
    { date: '2026-11-25', details: upi('499900011122', 'TNEB', 'tneb@sbi'), debit: 3_400 },
    { date: '2026-11-26', details: 'NEFT-CANARA BANK-ANBU SELVAN-N12345', credit: 20_000 },
    // Credited, then reversed by the bank the next day: not money received.
    { date: '2026-11-26', details: upi('477700011122', 'MANI', 'mani@paytm'), credit: 1_000 },
    { date: '2026-11-27', details: `REV-${upi('477700011122', 'MANI', 'mani@paytm')}`, debit: 1_000 },
  ];
}

describe('a bank statement read for its UPI credits', () => {
  for (const bank of Object.keys(LAYOUTS))
    for (const kind of ['csv', 'xlsx'] as const)
      it(`finds ${BANKS[bank]}'s export (${kind}) by its columns, below the account's details`, async () => {
        const file = kind === 'csv' ? statementCsv(bank, week(bank)) : await statementXlsx(bank, week(bank));
        const read = await readStatement(file);
        expect(read.bank).toBe(BANKS[bank]);
        expect(read.credits.map((c) => [c.utr, c.amountPaise, c.creditedOn])).toEqual([
          ['412345678901', 1_250_000, '2026-11-24'],
          ['433300011122', 625_050, '2026-11-25'],
        ]);
        expect(read.credits[0]!.payer).toMatch(/^RAVI KUMAR/);
        expect(read.credits[1]!.payer).toMatch(/^सुनीता देवी/);
        expect(read.reversed).toBe(bank === 'qr' ? 0 : 1);
      });

  it('reads any other bank by the columns the clerk names, and says which one the file lacks', async () => {
    const csv = Buffer.from(
      'Posting Date,Remarks,Amount Credited\n02/12/2026,UPI/CR/488800011122/KAVYA/kavya@ibl,"1,500.00"\n',
    );
    await expect(readStatement(csv)).rejects.toMatchObject({
      text: { id: M.columnsUnknown, values: { columns: 'Posting Date, Remarks, Amount Credited' } },
    });
    const read = await readStatement(csv, { date: 'Posting Date', amount: 'Amount Credited', details: 'Remarks' });
    expect([read.bank, read.credits.map((c) => [c.utr, c.amountPaise, c.creditedOn, c.payer])]).toEqual([
      '',
      [['488800011122', 150_000, '2026-12-02', 'KAVYA (kavya@ibl)']],
    ]);
    const wrong = readStatement(csv, { date: 'Posting Date', amount: 'Credit', details: 'Remarks' });
    await expect(wrong).rejects.toMatchObject({ field: 'amountColumn' });
  });

  it('refuses a file that is neither CSV nor a workbook: an old .xls, a PDF, a broken .xlsx', async () => {
    for (const bytes of [
      Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'),
      Buffer.from('%PDF-1.7\n\u0000\u0001\u0002 binary'),
      Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]),
    ]) {
      const err = await readStatement(bytes).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StatementError);
      expect((err as StatementError).field).toBe('statement');
    }
  });
});

describe("a statement's dates and amounts as Indian banks print them", () => {
  it.each([
    ['28/11/2026', '2026-11-28'],
    ['28-11-26', '2026-11-28'],
    ['28 Nov 2026', '2026-11-28'],
    ['28-NOV-2026 10:15:22', '2026-11-28'],
    ['2026-11-28 09:30:00', '2026-11-28'],
    ['5/6/2026', '2026-06-05'],
    ['31/13/2026', null],
    ['Opening balance', null],
  ])('%j is %j', (text, iso) => expect(statementDate(text)).toBe(iso));

  it.each([
    ['1,25,000.50', 12_500_050],
    ['1250', 125_000],
    ['5,000.00 Cr', 500_000],
    [1234.5, 123_450],
    ['', null],
    ['0.00', null],
    ['-', null],
    ['12.345', null],
  ])('%j is %j paise', (text, paise) => expect(statementPaise(text)).toBe(paise));
});
