import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import {
  BOOKKEEPING_MESSAGES as M,
  bookkeepingApi,
  feesApi,
  guardianFeesApi,
  type ConfirmMatched,
  type Ledgers,
  type Receipt,
  type Reconciliation,
  type StatementSummary,
  type StudentDues,
} from '@school-portal/contract';
import { upiClaims } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { createFamilyWithFees, createStudentWithFees, multipartForm, twoInstitutes } from '../../../test/factories.ts';
import { indianToday } from '../fees/index.ts';
import { statementCsv, UPI_DETAILS, type Line } from './statement-samples.ts';

/*
 * A fee week at the office: parents pay by UPI and enter the UTR on their fee page; the clerk uploads the
 * bank's statement, confirms the credits that match in one action, gives a credit nobody claimed to its
 * student, and rejects the claims the bank never showed. Then the accountant takes the books to Tally.
 */

const t = twoInstitutes();
let seq = 0;
const newUtr = () => `4${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(5, '0')}`;
const today = () => indianToday(new Date());

const upload = async (as: 'clerk' | 'other', file: Buffer, fields: Record<string, string> = {}) => {
  const user = as === 'clerk' ? t.school.staff : t.other.staff;
  const form = await multipartForm({ statement: file, ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/bookkeeping/statements',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};
const sbi = (lines: Line[]) => statementCsv('sbi', lines);
const credit = (utr: string, rupees: number, name = 'RAVI KUMAR', date = today()): Line => ({
  date,
  details: UPI_DETAILS.sbi!(utr, name, 'ravi@oksbi'),
  credit: rupees,
});
const lists = async (days = 3) =>
  (await t.clerk().call(bookkeepingApi.reconciliation, { query: { days } })).json<Reconciliation>();
const claimFrom = (token: string, amount: number, utr: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/fee-pages/${token}/claims`,
    payload: { amount, utr },
    remoteAddress: `203.0.113.${(seq % 200) + 1}`,
  });
const dues = async (studentId: string) =>
  (await t.clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();

describe("the school's bank statement against the parents' UPI claims", () => {
  it('lists the credits a claim matches, the credits nobody claimed and the claims the bank never showed', async () => {
    const family = await createFamilyWithFees(t.app, t.school.code);
    const [paid, unclaimed, neverArrived] = [newUtr(), newUtr(), newUtr()];
    expect((await claimFrom(family.token, 1000, paid)).statusCode).toBe(201);
    // A claim sent four days ago whose money the bank has not shown.
    const old = await scoped(t.app.deps.db, institute(t.school.code)).insert(upiClaims, {
      studentId: family.student.id,
      amountPaise: 50_000,
      utr: neverArrived,
      reference: 'SP-OLD',
      createdAt: new Date(Date.now() - 4 * 86_400_000),
    });

    const res = await upload('clerk', sbi([credit(paid, 1000), credit(unclaimed, 750, 'ANBU SELVAN')]));
    expect([res.statusCode, res.json<StatementSummary>()]).toMatchObject([
      200,
      { bank: 'State Bank of India', credits: 2, repeated: 0, reversed: 0 },
    ]);
    const now = await lists();
    expect(now.matched.find((m) => m.credit.utr === paid)).toMatchObject({
      amountDiffers: false,
      claim: { utr: paid, amount: 1000, student: { _id: family.student.id, name: family.student.name } },
    });
    expect(now.unclaimed.find((c) => c.utr === unclaimed)).toMatchObject({
      amount: 750,
      payer: 'ANBU SELVAN (ravi@oksbi)',
    });
    expect(now.unpaidClaims.map((c) => c._id)).toContain(old.id);
    expect((await lists(5)).unpaidClaims.map((c) => c._id)).not.toContain(old.id);
  });

  it('adds nothing when the same statement is uploaded twice, and keeps each school its own', async () => {
    const file = sbi([credit(newUtr(), 400), credit(newUtr(), 600)]);
    expect((await upload('clerk', file)).json<StatementSummary>()).toMatchObject({ credits: 2, repeated: 0 });
    const again = (await upload('clerk', file)).json<StatementSummary>();
    expect(again).toMatchObject({ credits: 0, repeated: 2 });
    expect(again.message).toBe('State Bank of India: 0 new UPI credits, 2 already uploaded.');
    // Another school's statement with the same lines is its own: it neither sees nor blocks this school's.
    expect((await upload('other', file)).json<StatementSummary>()).toMatchObject({ credits: 2, repeated: 0 });
  });

  it('confirms every matched claim in one action, one receipt each, and a second run confirms nothing', async () => {
    const a = await createFamilyWithFees(t.app, t.school.code);
    const b = await createFamilyWithFees(t.app, t.school.code);
    const [utrA, utrB, utrC] = [newUtr(), newUtr(), newUtr()];
    await claimFrom(a.token, 1000, utrA);
    await claimFrom(b.token, 2500.5, utrB);
    // The parent typed ₹900 where the bank credited ₹1,000: the clerk decides that one by hand.
    await claimFrom(b.token, 900, utrC);
    const before = (await dues(a.student.id)).totalDue;
    await upload('clerk', sbi([credit(utrA, 1000), credit(utrB, 2500.5), credit(utrC, 1000)]));
    expect((await lists()).matched.find((m) => m.credit.utr === utrC)?.amountDiffers).toBe(true);

    const res = await t.clerk().call(bookkeepingApi.confirmMatched);
    const done = res.json<ConfirmMatched>();
    expect(done.failed).toEqual([]);
    expect(done.confirmed).toBeGreaterThanOrEqual(2);
    const confirmed = await t.clerk().call(guardianFeesApi.claims, { query: { status: 'confirmed', limit: 100 } });
    const byUtr = new Map(confirmed.json<{ utr: string; receiptId: string }[]>().map((c) => [c.utr, c.receiptId]));
    const receipt = (
      await t.clerk().call(feesApi.receipt, { params: { receiptId: byUtr.get(utrA)! } })
    ).json<Receipt>();
    expect([receipt.mode, receipt.reference, receipt.amount]).toEqual(['upi', utrA, 1000]);
    expect((await dues(a.student.id)).totalDue).toBeCloseTo(before - 1000, 2);
    expect(byUtr.has(utrC)).toBe(false);

    const again = (await t.clerk().call(bookkeepingApi.confirmMatched)).json<ConfirmMatched>();
    expect(again.confirmed).toBe(0);
    const left = await lists();
    expect(left.matched.map((m) => m.credit.utr)).toEqual([utrC]);
    expect(left.unclaimed.map((c) => c.utr)).not.toContain(utrA);
  });

  it("gives a credit nobody claimed to a student: a UPI receipt dated the bank's day, made once", async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code);
    const utr = newUtr();
    await upload('clerk', sbi([credit(utr, 1500, 'KAVYA', '2026-11-20')]));
    const creditId = (await lists()).unclaimed.find((c) => c.utr === utr)!._id;
    const give = () =>
      t.clerk().call(bookkeepingApi.assignCredit, { params: { creditId }, body: { studentId: student.id } });
    const first = await give();
    expect(first.statusCode).toBe(201);
    expect(first.json<Receipt>()).toMatchObject({ mode: 'upi', reference: utr, amount: 1500, paidOn: '2026-11-20' });
    expect(first.json<Receipt>().backdated?.reason).toBe(M.upiCreditOn('2026-11-20'));
    const second = await give();
    expect(second.json<Receipt>()._id).toBe(first.json<Receipt>()._id);
    expect((await lists()).unclaimed.map((c) => c.utr)).not.toContain(utr);
  });

  it("sends a credit a parent claimed to the claim's confirmation, and refuses one more than the student owes", async () => {
    const family = await createFamilyWithFees(t.app, t.school.code);
    const [claimed, tooMuch] = [newUtr(), newUtr()];
    await claimFrom(family.token, 1000, claimed);
    await upload('clerk', sbi([credit(claimed, 1000), credit(tooMuch, 99_999)]));
    const all = await lists();
    const creditOf = (utr: string) =>
      [...all.unclaimed, ...all.matched.map((m) => m.credit)].find((c) => c.utr === utr)!;
    const a = await t.clerk().call(bookkeepingApi.assignCredit, {
      params: { creditId: creditOf(claimed)._id },
      body: { studentId: family.student.id },
    });
    expect([a.statusCode, a.json().message]).toEqual([409, M.creditHasClaim]);
    const b = await t.clerk().call(bookkeepingApi.assignCredit, {
      params: { creditId: creditOf(tooMuch)._id },
      body: { studentId: family.student.id },
    });
    expect(b.statusCode).toBe(400);
    expect(Object.keys(b.json().fieldErrors)).toEqual(['studentId']);
  });

  it('sets a credit aside with the reason, once; another school cannot', async () => {
    const utr = newUtr();
    await upload('clerk', sbi([credit(utr, 5000, 'ROTARY CLUB')]));
    const creditId = (await lists()).unclaimed.find((c) => c.utr === utr)!._id;
    const stranger = await t.app
      .as(t.other.staff)
      .call(bookkeepingApi.dismissCredit, { params: { creditId }, body: { reason: 'Donation' } });
    expect(stranger.statusCode).toBe(404);
    const blank = await t.clerk().call(bookkeepingApi.dismissCredit, { params: { creditId }, body: { reason: ' ' } });
    expect([blank.statusCode, blank.json().fieldErrors]).toEqual([400, { reason: M.dismissReasonRequired }]);
    const done = await t
      .clerk()
      .call(bookkeepingApi.dismissCredit, { params: { creditId }, body: { reason: 'Donation' } });
    expect(done.statusCode).toBe(200);
    expect((await lists()).unclaimed.map((c) => c.utr)).not.toContain(utr);
    const again = await t
      .clerk()
      .call(bookkeepingApi.dismissCredit, { params: { creditId }, body: { reason: 'Donation' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a file it cannot read by the field, never a 500', async () => {
    const pdf = await upload('clerk', Buffer.from('%PDF-1.7\n\u0000\u0001 not a statement'));
    expect([pdf.statusCode, pdf.json().fieldErrors]).toEqual([400, { statement: M.statementUnreadable }]);
    const unknown = await upload('clerk', Buffer.from('When,What,How much\n1/12/2026,UPI/412345678999/X,10\n'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.statement).toContain('When, What, How much');
    const mapped = await upload('clerk', Buffer.from('When,What,How much\n1/12/2026,UPI/412345678999/X,10\n'), {
      dateColumn: 'When',
      amountColumn: 'Amount',
      detailsColumn: 'What',
    });
    expect([mapped.statusCode, mapped.json().fieldErrors]).toEqual([
      400,
      { amountColumn: 'The statement has no column named "Amount".' },
    ]);
    const none = await upload('clerk', sbi([{ date: today(), details: 'NEFT-SALARY', credit: 10 }]));
    expect([none.statusCode, none.json().fieldErrors]).toEqual([400, { statement: M.statementEmpty }]);
    const huge = await upload('clerk', Buffer.alloc(5 * 1024 * 1024 + 10, 65));
    expect(huge.statusCode).toBe(413);
  });
});

describe("the day's books for Tally", () => {
  const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
  });
  interface Entry {
    LEDGERNAME: string;
    ISDEEMEDPOSITIVE: 'Yes' | 'No';
    AMOUNT: number;
  }
  interface Voucher {
    '@VCHTYPE': string;
    DATE: number;
    VOUCHERNUMBER: string;
    NARRATION: string;
    'ALLLEDGERENTRIES.LIST': Entry[];
  }

  it("exports a day's receipts as Tally receipt vouchers into the school's ledgers, and a cancellation as a reversal", async () => {
    const { student, head, instalment } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const ledgers = (await t.admin().call(bookkeepingApi.ledgers)).json<Ledgers>();
    const saved = await t.admin().call(bookkeepingApi.setLedgers, {
      body: {
        cash: 'Cash-in-Hand',
        bank: 'SBI Current A/c',
        lateFee: 'Late Fee Income',
        heads: [
          ...ledgers.heads.filter((h) => h.headId !== head.id),
          { headId: head.id, headName: '', ledger: 'Tuition Fees & Charges' },
        ].map(({ headId, ledger }) => ({ headId, ledger })),
      },
    });
    expect(saved.statusCode).toBe(200);
    const day = today();
    const pay = (mode: 'cash' | 'upi', amount: number, key: string) =>
      t.clerk().call(feesApi.collect, {
        body: {
          studentId: student.id,
          idempotencyKey: `${key}-${Date.now()}`,
          paidOn: day,
          mode,
          ...(mode === 'upi' ? { reference: newUtr() } : {}),
          allocations: [{ instalmentId: instalment.id, amount }],
        },
      });
    const cash = (await pay('cash', 2000, 'cash')).json<Receipt>();
    const upi = (await pay('upi', 3000.5, 'upi')).json<Receipt>();
    expect(
      (await t.clerk().call(feesApi.cancel, { params: { receiptId: cash._id }, body: { reason: 'Wrong student' } }))
        .statusCode,
    ).toBe(200);

    const res = await t.clerk().call(bookkeepingApi.exportAccounts, { query: { from: day, to: day } });
    expect(res.headers['content-type']).toContain('application/xml');
    const doc = xml.parse(res.body) as {
      ENVELOPE: {
        HEADER: { TALLYREQUEST: string };
        BODY: {
          IMPORTDATA: { REQUESTDESC: { REPORTNAME: string }; REQUESTDATA: { TALLYMESSAGE: { VOUCHER: Voucher }[] } };
        };
      };
    };
    expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    const vouchers = doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m) => m.VOUCHER).filter((v) =>
      [cash.receiptNo, upi.receiptNo, `${cash.receiptNo}-R`].includes(v.VOUCHERNUMBER),
    );
    const of = (n: string) => vouchers.find((v) => v.VOUCHERNUMBER === n)!;
    const lines = (v: Voucher) => v['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, e.ISDEEMEDPOSITIVE, e.AMOUNT]);
    expect(of(cash.receiptNo)['@VCHTYPE']).toBe('Receipt');
    expect(of(cash.receiptNo).DATE).toBe(Number(day.replace(/-/g, '')));
    expect(lines(of(cash.receiptNo))).toEqual([
      ['Cash-in-Hand', 'Yes', -2000],
      ['Tuition Fees & Charges', 'No', 2000],
    ]);
    expect(lines(of(upi.receiptNo))).toEqual([
      ['SBI Current A/c', 'Yes', -3000.5],
      ['Tuition Fees & Charges', 'No', 3000.5],
    ]);
    expect(of(`${cash.receiptNo}-R`)['@VCHTYPE']).toBe('Payment');
    expect(lines(of(`${cash.receiptNo}-R`))).toEqual([
      ['Tuition Fees & Charges', 'Yes', -2000],
      ['Cash-in-Hand', 'No', 2000],
    ]);
    expect(of(`${cash.receiptNo}-R`).NARRATION).toContain('Wrong student');
    // Every voucher balances: Tally refuses one whose amounts do not add up to zero.
    for (const v of vouchers)
      expect(v['ALLLEDGERENTRIES.LIST'].reduce((s, e) => s + Math.round(e.AMOUNT * 100), 0)).toBe(0);

    const csv = await t.clerk().call(bookkeepingApi.exportAccounts, { query: { from: day, to: day, format: 'csv' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${upi.receiptNo},SBI Current A/c,3000.50,`);
  });

  it("refuses another school's fee head and a period the wrong way round, by the field", async () => {
    const { head } = await createStudentWithFees(t.app, t.other.code);
    const res = await t.admin().call(bookkeepingApi.setLedgers, {
      body: { cash: 'Cash', bank: 'Bank', lateFee: 'Late', heads: [{ headId: head.id, ledger: 'X' }] },
    });
    expect([res.statusCode, Object.keys(res.json().fieldErrors)]).toEqual([400, ['heads.0.headId']]);
    const period = await t
      .clerk()
      .call(bookkeepingApi.exportAccounts, { query: { from: '2026-11-30', to: '2026-11-01' } });
    expect([period.statusCode, Object.keys(period.json().fieldErrors)]).toEqual([400, ['to']]);
  });
});
