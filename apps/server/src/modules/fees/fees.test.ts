import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEE_MESSAGES, feesApi, type Receipt, type StudentDues } from '@school-portal/contract';
import { feeReceipts } from '../../db/schema/index.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createClass, createInstitute, createStudentWithFees, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();

const { clerk } = t;
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

const pay = (studentId: string, instalmentId: string, amount: number, extra: Record<string, unknown> = {}) =>
  clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: key(),
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      allocations: [{ instalmentId, amount }],
      ...extra,
    },
  });

const dues = async (studentId: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();

describe('the fee manager', () => {
  it('adds fee heads, each name once', async () => {
    const res = await clerk().call(feesApi.addHead, {
      body: { name: 'Transport', refundable: false, isTuition: false },
    });
    expect(res.statusCode).toBe(201);
    const dup = await clerk().call(feesApi.addHead, { body: { name: 'transport' } });
    expect([dup.statusCode, dup.json().fieldErrors]).toEqual([409, { name: FEE_MESSAGES.headExists }]);
    const heads = (await clerk().call(feesApi.heads)).json<{ name: string }[]>();
    expect(heads.map((h) => h.name)).toContain('Transport');
  });

  it('sets a monthly fee for a class: twelve instalments from April to March on the day chosen', async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const head = (await clerk().call(feesApi.addHead, { body: { name: 'Tuition Fee', isTuition: true } })).json<{
      _id: string;
    }>();
    const res = await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'monthly', amount: 2500, dueDay: 10 },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ label: string; dueDate: string; amount: number }[]>();
    expect(items).toHaveLength(12);
    expect(items[0]).toMatchObject({ label: 'April', dueDate: '2026-04-10', amount: 2500 });
    expect(items[11]).toMatchObject({ label: 'March', dueDate: '2027-03-10' });
    const quarterly = await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'quarterly', amount: 7500, dueDay: 5 },
    });
    expect(quarterly.json<{ label: string; dueDate: string }[]>().map((i) => [i.label, i.dueDate])).toEqual([
      ['Quarter 1', '2026-04-05'],
      ['Quarter 2', '2026-07-05'],
      ['Quarter 3', '2026-10-05'],
      ['Quarter 4', '2027-01-05'],
    ]);
  });

  it("refuses another institute's class or a bad amount by the field", async () => {
    const { schoolClass } = await createClass(t.app, t.other.code);
    const head = (await clerk().call(feesApi.addHead, { body: { name: 'Exam' } })).json<{ _id: string }>();
    const res = await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'yearly', amount: 100, dueDay: 1 },
    });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { classId: FEE_MESSAGES.classNotFound }]);
    const bad = await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'yearly', amount: 10.5, dueDay: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toContain('amount');
  });
});

describe('collecting fees at the counter', () => {
  it('a part payment by UPI is numbered from 1 in the year, with its reference, and leaves the rest due', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const noRef = await pay(student.id, instalment.id, 5000, { mode: 'upi' });
    expect([noRef.statusCode, noRef.json().fieldErrors]).toEqual([400, { reference: FEE_MESSAGES.referenceRequired }]);
    const res = await pay(student.id, instalment.id, 5000, { mode: 'upi', reference: 'UPI-4455' });
    expect(res.statusCode).toBe(201);
    const receipt = res.json<Receipt>();
    expect(receipt).toMatchObject({
      amount: 5000,
      amountInWords: 'Rupees Five Thousand Only',
      mode: 'upi',
      reference: 'UPI-4455',
      status: 'active',
    });
    expect(receipt.receiptNo).toMatch(/^2026-27\/\d{6}$/);
    expect(receipt.lines).toEqual([
      { headName: expect.stringContaining('Tuition'), label: 'Yearly', amount: 5000, kind: 'fee' },
    ]);
    const after = await dues(student.id);
    expect(after.dues[0]).toMatchObject({ amount: 12500, paid: 5000, due: 7500 });
    expect(after.totalDue).toBe(7500);
    expect(after.receipts.map((r) => r.receiptNo)).toEqual([receipt.receiptNo]);
  });

  it('refuses more than is due, and a due of another student', async () => {
    const a = await createStudentWithFees(t.app, t.school.code);
    const b = await createStudentWithFees(t.app, t.school.code);
    const over = await pay(a.student.id, a.instalment.id, 12_501);
    expect([over.statusCode, over.json().fieldErrors]).toEqual([
      400,
      { 'allocations.0.amount': FEE_MESSAGES.overpaid },
    ]);
    const wrong = await pay(a.student.id, b.instalment.id, 100);
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([
      400,
      { 'allocations.0.instalmentId': FEE_MESSAGES.notInStudentDues },
    ]);
    expect((await dues(a.student.id)).totalDue).toBe(12_500);
  });

  it('the fees of a head cannot be set anew for a class once some of it was paid', async () => {
    const { student, instalment, schoolClass, head } = await createStudentWithFees(t.app, t.school.code);
    await pay(student.id, instalment.id, 100);
    const res = await clerk().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head.id, frequency: 'monthly', amount: 1000, dueDay: 5 },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, FEE_MESSAGES.structureHasPayments]);
    expect((await dues(student.id)).dues).toHaveLength(1);
  });

  it("another institute's student: dues answer 404 and a payment is refused", async () => {
    const theirs = await createStudentWithFees(t.app, t.other.code);
    expect((await clerk().call(feesApi.dues, { params: { studentId: theirs.student.id } })).statusCode).toBe(404);
    expect((await pay(theirs.student.id, theirs.instalment.id, 100)).statusCode).toBe(400);
  });

  it('a payment sent twice with the same key records one receipt and answers it both times', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const body = {
      studentId: student.id,
      idempotencyKey: key(),
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'cash' as const,
      allocations: [{ instalmentId: instalment.id, amount: 1000 }],
    };
    const [first, second] = await Promise.all([
      clerk().call(feesApi.collect, { body }),
      clerk().call(feesApi.collect, { body }),
    ]);
    expect(first.json<Receipt>()._id).toBe(second.json<Receipt>()._id);
    expect((await dues(student.id)).totalDue).toBe(11_500);
  });

  it('cancelling a receipt keeps it, marked with the reason and who did it, and restores the dues', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const receipt = (await pay(student.id, instalment.id, 12_500)).json<Receipt>();
    expect((await dues(student.id)).totalDue).toBe(0);
    const res = await clerk().call(feesApi.cancel, {
      params: { receiptId: receipt._id },
      body: { reason: 'Wrong student' },
    });
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Wrong student',
      cancelledBy: expect.any(String),
    });
    const after = await dues(student.id);
    expect(after.totalDue).toBe(12_500);
    expect(after.receipts[0]).toMatchObject({ receiptNo: receipt.receiptNo, status: 'cancelled' });
    const again = await clerk().call(feesApi.cancel, { params: { receiptId: receipt._id }, body: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
  });

  it('only the institute admin cancels a receipt of an earlier day', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const receipt = (await pay(student.id, instalment.id, 100)).json<Receipt>();
    await t.app.deps.db
      .update(feeReceipts)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(feeReceipts.id, receipt._id));
    const byClerk = await clerk().call(feesApi.cancel, {
      params: { receiptId: receipt._id },
      body: { reason: 'Late' },
    });
    expect([byClerk.statusCode, byClerk.json().message]).toEqual([403, FEE_MESSAGES.onlyAdminCancelsOld]);
    const byAdmin = await t
      .admin()
      .call(feesApi.cancel, { params: { receiptId: receipt._id }, body: { reason: 'Late' } });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('a bounced cheque reverses the payment; a cash payment cannot bounce', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const cheque = (
      await pay(student.id, instalment.id, 2000, {
        mode: 'cheque',
        chequeNumber: '004512',
        bank: 'State Bank of India',
        chequeDate: '2026-06-04',
      })
    ).json<Receipt>();
    expect(cheque).toMatchObject({ chequeNumber: '004512', bank: 'State Bank of India', chequeDate: '2026-06-04' });
    const bounced = await clerk().call(feesApi.bounce, {
      params: { receiptId: cheque._id },
      body: { reason: 'Insufficient funds' },
    });
    expect(bounced.json()).toMatchObject({ status: 'bounced' });
    expect((await dues(student.id)).totalDue).toBe(12_500);
    const cash = (await pay(student.id, instalment.id, 100)).json<Receipt>();
    expect(
      (await clerk().call(feesApi.bounce, { params: { receiptId: cash._id }, body: { reason: 'x' } })).statusCode,
    ).toBe(409);
  });

  it('the receipt PDF is A5 and says what the printed receipt says', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const receipt = (
      await pay(student.id, instalment.id, 12_500, { mode: 'upi', reference: 'UPI-777' })
    ).json<Receipt>();
    const res = await clerk().get(`/api/fees/receipts/${receipt._id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('419.53');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Receipt No. ${receipt.receiptNo}`);
    expect(text).toContain('Rupees Twelve Thousand Five Hundred Only');
    expect(text).toContain('₹12,500');
    expect(text).toContain('Mode: UPI (UPI-777)');
  });
});

describe('receipt numbers under concurrent collection', () => {
  it('many clerks at once, with retries of the same payment: numbers gapless and unique, the dues add up', async () => {
    const fresh = await createInstitute(t.app);
    const students = [];
    for (let i = 0; i < 25; i++) students.push(await createStudentWithFees(t.app, fresh.code, 1000));
    const bodies = students.map((s, i) => ({
      studentId: s.student.id,
      idempotencyKey: `concurrent-${fresh.code}-${i}`,
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'cash' as const,
      allocations: [{ instalmentId: s.instalment.id, amount: 400 }],
    }));
    // Every fifth payment is sent three times, as a double click and a retry would.
    const calls = bodies.flatMap((body, i) => (i % 5 === 0 ? [body, body, body] : [body]));
    const answers = await Promise.all(
      calls.map((body, i) => t.app.as(i % 2 ? fresh.staff : fresh.admin).call(feesApi.collect, { body })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const receipts = new Map(answers.map((a) => [a.json<Receipt>()._id, a.json<Receipt>()]));
    expect(receipts.size).toBe(25);
    expect([...receipts.values()].map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    for (const s of students)
      expect(
        (await t.app.as(fresh.staff).call(feesApi.dues, { params: { studentId: s.student.id } })).json<StudentDues>()
          .totalDue,
      ).toBe(600);
  });

  it('two clerks taking the same due at once: one receipt, the other refused as more than due, and no number lost', async () => {
    const fresh = await createInstitute(t.app);
    const { student, instalment } = await createStudentWithFees(t.app, fresh.code, 1000);
    const body = (i: number) => ({
      studentId: student.id,
      idempotencyKey: `race-${fresh.code}-${i}`,
      paidOn: '2026-06-05',
      paidOnReason: 'Paid at the bank',
      mode: 'cash' as const,
      allocations: [{ instalmentId: instalment.id, amount: 600 }],
    });
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => t.app.as(i % 2 ? fresh.staff : fresh.admin).call(feesApi.collect, { body: body(i) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().fieldErrors).toEqual({
      'allocations.0.amount': FEE_MESSAGES.overpaid,
    });
    const next = await t.app
      .as(fresh.staff)
      .call(feesApi.collect, { body: { ...body(9), allocations: [{ instalmentId: instalment.id, amount: 400 }] } });
    expect([answers.find((a) => a.statusCode === 201)!.json<Receipt>().number, next.json<Receipt>().number]).toEqual([
      1, 2,
    ]);
    expect(
      (await t.app.as(fresh.staff).call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>()
        .totalDue,
    ).toBe(0);
  });
});
