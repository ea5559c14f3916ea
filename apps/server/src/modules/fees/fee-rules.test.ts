import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  feesApi,
  type Concession,
  type Defaulter,
  type LateFeeRule,
  type Receipt,
  type StudentDues,
} from '@school-portal/contract';
import { feeInstalments } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createStudentWithFees, twoInstitutes } from '../../../test/factories.ts';
import { createConcession, createFeeHead, createLateFeeRule } from '../../../test/factories/fees.ts';

const t = twoInstitutes();

const { admin, clerk } = t;
let keys = 0;

type Allocation = { instalmentId: string; amount: number; kind?: 'fee' | 'lateFee' };
const pay = (studentId: string, paidOn: string, allocations: Allocation[]) =>
  clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `rules-key-${Date.now()}-${++keys}`,
      paidOn,
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      allocations,
    },
  });

const duesOn = async (studentId: string, on?: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId }, query: on ? { on } : {} })).json<StudentDues>();

const setRule = (
  classId: string,
  rule: { kind: 'fixed' | 'perDay'; amount: number; graceDays?: number; cap?: number | null },
) => admin().call(feesApi.setLateFeeRule, { body: { classId, ...rule } });

const concede = (body: {
  studentId: string;
  type?: 'sibling' | 'staffChild' | 'rte' | 'merit' | 'custom';
  name?: string;
  mode: 'amount' | 'percent';
  value: number;
  headId?: string | null;
}) => admin().call(feesApi.addConcession, { body: { type: 'merit', reason: 'Topped the class', ...body } });

describe('late fee rules', () => {
  it('a fixed late fee: none on the due date, charged once past it, paid with the fee and never asked again', async () => {
    const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const set = await setRule(schoolClass.id, { kind: 'fixed', amount: 200 });
    expect([set.statusCode, set.json<LateFeeRule>()]).toEqual([
      200,
      expect.objectContaining({ kind: 'fixed', amount: 200, graceDays: 0, cap: null, className: schoolClass.name }),
    ]);

    expect((await duesOn(student.id, '2026-04-10')).lateFees).toEqual([]);
    const badDay = await clerk().call(feesApi.dues, { params: { studentId: student.id }, query: { on: '2026-02-30' } });
    expect([badDay.statusCode, Object.keys(badDay.json().fieldErrors)]).toEqual([400, ['on']]);
    const late = await duesOn(student.id, '2026-04-20');
    expect(late.lateFees).toEqual([
      expect.objectContaining({
        instalmentId: instalment.id,
        daysLate: 10,
        accrued: 200,
        paid: 0,
        waived: false,
        due: 200,
      }),
    ]);
    expect([late.totalDue, late.totalLateFeeDue]).toEqual([12_500, 200]);

    const res = await pay(student.id, '2026-04-20', [
      { instalmentId: instalment.id, amount: 12_500 },
      { instalmentId: instalment.id, amount: 200, kind: 'lateFee' },
    ]);
    expect(res.statusCode).toBe(201);
    const receipt = res.json<Receipt>();
    expect(receipt.amount).toBe(12_700);
    expect(receipt.lines).toEqual([
      { headName: expect.any(String), label: 'Yearly', amount: 12_500, kind: 'fee' },
      { headName: expect.any(String), label: 'Yearly late fee', amount: 200, kind: 'lateFee' },
    ]);
    // The printed receipt and its PDF say so too.
    expect(
      (await clerk().call(feesApi.receipt, { params: { receiptId: receipt._id } })).json<Receipt>().lines[1],
    ).toMatchObject({ label: 'Yearly late fee', amount: 200 });
    expect(pdfText((await clerk().get(`/api/fees/receipts/${receipt._id}/pdf`)).rawPayload)).toContain(
      'Yearly late fee',
    );

    const later = await duesOn(student.id, '2026-12-01');
    expect(later.lateFees).toEqual([expect.objectContaining({ accrued: 200, paid: 200, due: 0 })]);
    expect([later.totalDue, later.totalLateFeeDue]).toEqual([0, 0]);
    const twice = await pay(student.id, '2026-11-20', [{ instalmentId: instalment.id, amount: 200, kind: 'lateFee' }]);
    expect([twice.statusCode, twice.json().fieldErrors]).toEqual([
      400,
      { 'allocations.0.amount': FEE_MESSAGES.lateFeeOverpaid },
    ]);
  });

  it('per day after the grace days, up to the cap, counted to the payment date', async () => {
    const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
    expect((await setRule(schoolClass.id, { kind: 'perDay', amount: 10, graceDays: 5, cap: 300 })).statusCode).toBe(
      200,
    );
    expect((await duesOn(student.id, '2026-04-15')).totalLateFeeDue).toBe(0);
    expect((await duesOn(student.id, '2026-04-16')).totalLateFeeDue).toBe(10);
    expect((await duesOn(student.id, '2026-04-25')).totalLateFeeDue).toBe(100);
    expect((await duesOn(student.id, '2026-12-01')).totalLateFeeDue).toBe(300);
    // More than accrued on the payment date is refused, though more accrues later.
    const early = await pay(student.id, '2026-04-25', [{ instalmentId: instalment.id, amount: 110, kind: 'lateFee' }]);
    expect([early.statusCode, early.json().fieldErrors]).toEqual([
      400,
      { 'allocations.0.amount': FEE_MESSAGES.lateFeeOverpaid },
    ]);
    // Paid off on the 25th: the late fee stops there, whatever day the dues are seen.
    expect((await pay(student.id, '2026-04-25', [{ instalmentId: instalment.id, amount: 12_500 }])).statusCode).toBe(
      201,
    );
    expect((await duesOn(student.id, '2026-12-01')).lateFees).toEqual([
      expect.objectContaining({ daysLate: 15, accrued: 100, due: 100 }),
    ]);
    // Its late fee paid, nothing more is asked afterwards.
    expect(
      (await pay(student.id, '2026-11-20', [{ instalmentId: instalment.id, amount: 100, kind: 'lateFee' }])).statusCode,
    ).toBe(201);
    expect((await duesOn(student.id, '2027-01-01')).totalLateFeeDue).toBe(0);
  });

  it('paying the instalment in full on time means no late fee', async () => {
    const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
    await setRule(schoolClass.id, { kind: 'fixed', amount: 500 });
    expect((await pay(student.id, '2026-04-10', [{ instalmentId: instalment.id, amount: 12_500 }])).statusCode).toBe(
      201,
    );
    const after = await duesOn(student.id, '2026-12-01');
    expect([after.lateFees, after.totalDue]).toEqual([[], 0]);
    const sneaky = await pay(student.id, '2026-11-20', [{ instalmentId: instalment.id, amount: 500, kind: 'lateFee' }]);
    expect(sneaky.statusCode).toBe(400);
  });

  it('one rule a class, replaced when set again; refused by the field; the clerk reads but cannot set or remove', async () => {
    const { schoolClass } = await createStudentWithFees(t.app, t.school.code);
    const first = (await setRule(schoolClass.id, { kind: 'fixed', amount: 100 })).json<LateFeeRule>();
    const again = (await setRule(schoolClass.id, { kind: 'perDay', amount: 5, cap: 150 })).json<LateFeeRule>();
    expect(again).toMatchObject({ _id: first._id, kind: 'perDay', amount: 5, cap: 150 });
    const rules = (await clerk().call(feesApi.lateFeeRules)).json<LateFeeRule[]>();
    expect(rules.filter((r) => r.classId === schoolClass.id)).toHaveLength(1);

    const noCap = await setRule(schoolClass.id, { kind: 'perDay', amount: 10 });
    expect([noCap.statusCode, noCap.json().fieldErrors]).toEqual([400, { cap: FEE_MESSAGES.capRequired }]);
    const lowCap = await setRule(schoolClass.id, { kind: 'perDay', amount: 10, cap: 5 });
    expect([lowCap.statusCode, lowCap.json().fieldErrors]).toEqual([400, { cap: FEE_MESSAGES.capBelowAmount }]);
    const badGrace = await setRule(schoolClass.id, { kind: 'fixed', amount: 10, graceDays: -1 });
    expect([badGrace.statusCode, Object.keys(badGrace.json().fieldErrors)]).toEqual([400, ['graceDays']]);
    const badAmount = await setRule(schoolClass.id, { kind: 'fixed', amount: 0 });
    expect([badAmount.statusCode, Object.keys(badAmount.json().fieldErrors)]).toEqual([400, ['amount']]);

    expect(
      (await clerk().call(feesApi.setLateFeeRule, { body: { classId: schoolClass.id, kind: 'fixed', amount: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await clerk().call(feesApi.removeLateFeeRule, { params: { ruleId: first._id } })).statusCode).toBe(403);
    expect((await admin().call(feesApi.removeLateFeeRule, { params: { ruleId: first._id } })).statusCode).toBe(200);
    expect((await admin().call(feesApi.removeLateFeeRule, { params: { ruleId: first._id } })).statusCode).toBe(404);
  });

  it("another institute's class is refused by the field, its rule answers 404", async () => {
    const { schoolClass } = await createStudentWithFees(t.app, t.other.code);
    const res = await setRule(schoolClass.id, { kind: 'fixed', amount: 100 });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { classId: FEE_MESSAGES.classNotFound }]);
    const theirs = await createLateFeeRule(t.app, t.other.code);
    expect((await admin().call(feesApi.removeLateFeeRule, { params: { ruleId: theirs.id } })).statusCode).toBe(404);
    expect((await clerk().call(feesApi.lateFeeRules)).json<LateFeeRule[]>().map((r) => r._id)).not.toContain(theirs.id);
  });
});

describe('waiving a late fee at the counter', () => {
  it('only the institute admin waives, with a reason, once; nothing more is asked, what was paid stays', async () => {
    const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
    await setRule(schoolClass.id, { kind: 'fixed', amount: 250 });
    const body = { instalmentId: instalment.id, reason: 'Father in hospital' };
    expect((await clerk().call(feesApi.waiveLateFee, { params: { studentId: student.id }, body })).statusCode).toBe(
      403,
    );
    const noReason = await admin().call(feesApi.waiveLateFee, {
      params: { studentId: student.id },
      body: { instalmentId: instalment.id, reason: ' ' },
    });
    expect([noReason.statusCode, Object.keys(noReason.json().fieldErrors)]).toEqual([400, ['reason']]);
    const res = await admin().call(feesApi.waiveLateFee, { params: { studentId: student.id }, body });
    expect([res.statusCode, res.json()]).toEqual([
      201,
      expect.objectContaining({
        instalmentId: instalment.id,
        reason: 'Father in hospital',
        waivedBy: expect.any(String),
      }),
    ]);
    const dues = await duesOn(student.id);
    expect(dues.lateFees).toEqual([expect.objectContaining({ accrued: 250, waived: true, due: 0 })]);
    expect(dues.totalLateFeeDue).toBe(0);
    expect((await admin().call(feesApi.waiveLateFee, { params: { studentId: student.id }, body })).statusCode).toBe(
      409,
    );
    const paying = await pay(student.id, '2026-06-01', [{ instalmentId: instalment.id, amount: 250, kind: 'lateFee' }]);
    expect(paying.statusCode).toBe(400);
  });

  it('refuses an instalment with no late fee, one not of the student, and answers 404 for another institute’s student', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code);
    const none = await admin().call(feesApi.waiveLateFee, {
      params: { studentId: student.id },
      body: { instalmentId: instalment.id, reason: 'x' },
    });
    expect([none.statusCode, none.json().message]).toEqual([409, FEE_MESSAGES.noLateFee]);
    const theirs = await createStudentWithFees(t.app, t.other.code);
    const wrong = await admin().call(feesApi.waiveLateFee, {
      params: { studentId: student.id },
      body: { instalmentId: theirs.instalment.id, reason: 'x' },
    });
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([
      400,
      { instalmentId: FEE_MESSAGES.notInStudentDues },
    ]);
    const elsewhere = await admin().call(feesApi.waiveLateFee, {
      params: { studentId: theirs.student.id },
      body: { instalmentId: theirs.instalment.id, reason: 'x' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('concessions', () => {
  it('a percent rounds to the whole paisa in the student’s favour; the due shows gross, concession and net, and the net can be paid to the paisa', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code, 999);
    const res = await concede({ studentId: student.id, type: 'staffChild', mode: 'percent', value: 12.35 });
    expect([res.statusCode, res.json<Concession>()]).toEqual([
      201,
      expect.objectContaining({
        name: 'Staff child',
        mode: 'percent',
        value: 12.35,
        headId: null,
        academicYear: '2026-27',
      }),
    ]);
    const dues = await duesOn(student.id);
    // 12.35% of ₹999 is ₹123.3765: ₹123.38 off.
    expect(dues.dues[0]).toMatchObject({ gross: 999, concession: 123.38, amount: 875.62, due: 875.62 });
    const over = await pay(student.id, '2026-04-01', [{ instalmentId: instalment.id, amount: 875.63 }]);
    expect(over.statusCode).toBe(400);
    const tooFine = await pay(student.id, '2026-04-01', [{ instalmentId: instalment.id, amount: 1.005 }]);
    expect([tooFine.statusCode, Object.keys(tooFine.json().fieldErrors)]).toEqual([400, ['allocations.0.amount']]);
    const paid = await pay(student.id, '2026-04-01', [{ instalmentId: instalment.id, amount: 875.62 }]);
    expect([paid.statusCode, paid.json<Receipt>().amountInWords]).toEqual([
      201,
      'Rupees Eight Hundred Seventy Five and Sixty Two Paise Only',
    ]);
    expect((await duesOn(student.id)).totalDue).toBe(0);
  });

  it('on one head, or on every head, as an amount off each instalment', async () => {
    const { student, instalment, schoolClass, year, head } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const transport = await createFeeHead(t.app, t.school.code, { name: `Transport ${Date.now()}`, isTuition: false });
    const bus = await scoped(t.app.deps.db, institute(t.school.code)).insert(feeInstalments, {
      academicYearId: year.id,
      classId: schoolClass.id,
      headId: transport.id,
      frequency: 'yearly',
      label: 'Yearly',
      dueDate: '2026-04-10',
      amountPaise: 600_000,
    });
    const one = await concede({ studentId: student.id, type: 'sibling', mode: 'amount', value: 1000, headId: head.id });
    expect(one.json<Concession>()).toMatchObject({
      headId: head.id,
      headName: head.name,
      name: 'Sibling',
      value: 1000,
    });
    const byId = (d: StudentDues, id: string) => d.dues.find((x) => x.instalmentId === id);
    let dues = await duesOn(student.id);
    expect([byId(dues, instalment.id)?.amount, byId(dues, bus.id)?.amount, dues.totalDue]).toEqual([
      11_500, 6000, 17_500,
    ]);
    await concede({ studentId: student.id, type: 'custom', name: 'Alumni ward', mode: 'amount', value: 500 });
    dues = await duesOn(student.id);
    expect([byId(dues, instalment.id)?.concession, byId(dues, bus.id)?.concession, dues.totalDue]).toEqual([
      1500, 500, 16_500,
    ]);
  });

  it('never makes a due negative, also when given after a payment', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code, 12_500);
    await concede({ studentId: student.id, mode: 'amount', value: 20_000 });
    expect((await duesOn(student.id)).dues[0]).toMatchObject({ gross: 12_500, concession: 12_500, amount: 0, due: 0 });

    const paid = await createStudentWithFees(t.app, t.school.code, 12_500);
    await pay(paid.student.id, '2026-04-01', [{ instalmentId: paid.instalment.id, amount: 5000 }]);
    await concede({ studentId: paid.student.id, type: 'rte', mode: 'percent', value: 100 });
    const dues = await duesOn(paid.student.id);
    expect(dues.dues[0]).toMatchObject({ amount: 0, paid: 5000, due: 0 });
    expect(dues.totalDue).toBe(0);
  });

  it('refused by the field; only the admin gives or removes one, the clerk reads them', async () => {
    const { student } = await createStudentWithFees(t.app, t.school.code);
    const custom = await concede({ studentId: student.id, type: 'custom', mode: 'amount', value: 100 });
    expect([custom.statusCode, custom.json().fieldErrors]).toEqual([
      400,
      { name: FEE_MESSAGES.concessionNameRequired },
    ]);
    const percent = await concede({ studentId: student.id, mode: 'percent', value: 101 });
    expect([percent.statusCode, Object.keys(percent.json().fieldErrors)]).toEqual([400, ['value']]);
    const fraction = await concede({ studentId: student.id, mode: 'amount', value: 10.5 });
    expect([fraction.statusCode, Object.keys(fraction.json().fieldErrors)]).toEqual([400, ['value']]);
    const noReason = await admin().call(feesApi.addConcession, {
      body: { studentId: student.id, type: 'merit', mode: 'amount', value: 100, reason: '' },
    });
    expect([noReason.statusCode, Object.keys(noReason.json().fieldErrors)]).toEqual([400, ['reason']]);
    const badHead = await concede({
      studentId: student.id,
      mode: 'amount',
      value: 100,
      headId: '00000000-0000-4000-8000-000000000000',
    });
    expect([badHead.statusCode, badHead.json().fieldErrors]).toEqual([400, { headId: FEE_MESSAGES.headNotFound }]);
    expect(
      (
        await clerk().call(feesApi.addConcession, {
          body: { studentId: student.id, type: 'merit', mode: 'amount', value: 100, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    const given = (await concede({ studentId: student.id, mode: 'amount', value: 100 })).json<Concession>();
    const listed = await clerk().call(feesApi.concessions, { query: { studentId: student.id } });
    expect([listed.statusCode, listed.headers['x-total-count'], listed.json<Concession[]>().map((c) => c._id)]).toEqual(
      [200, '1', [given._id]],
    );
    expect((await clerk().call(feesApi.removeConcession, { params: { concessionId: given._id } })).statusCode).toBe(
      403,
    );
    expect((await admin().call(feesApi.removeConcession, { params: { concessionId: given._id } })).statusCode).toBe(
      200,
    );
    expect((await duesOn(student.id)).dues[0]?.concession).toBe(0);
  });

  it("another institute's student is refused, its concession answers 404 and is never listed", async () => {
    const theirs = await createStudentWithFees(t.app, t.other.code);
    const res = await concede({ studentId: theirs.student.id, mode: 'amount', value: 100 });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { studentId: FEE_MESSAGES.studentNotFound }]);
    const theirConcession = await createConcession(t.app, t.other.code);
    expect(
      (await admin().call(feesApi.removeConcession, { params: { concessionId: theirConcession.id } })).statusCode,
    ).toBe(404);
    const all = (await clerk().call(feesApi.concessions, { query: { limit: 100 } })).json<Concession[]>();
    expect(all.map((c) => c._id)).not.toContain(theirConcession.id);
  });

  it('the defaulters report counts the net amount', async () => {
    const { student, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
    await concede({ studentId: student.id, type: 'merit', mode: 'percent', value: 40 });
    const rows = (await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json<Defaulter[]>();
    expect(rows.map((r) => [r.student._id, r.overdue])).toEqual([[student.id, 7500]]);
    await concede({ studentId: student.id, type: 'rte', mode: 'percent', value: 60 });
    expect(
      (await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json<Defaulter[]>(),
    ).toEqual([]);
  });

  it('the tuition certificate counts the tuition actually paid: net of the concession, without late fees', async () => {
    const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 10_000);
    await concede({ studentId: student.id, mode: 'percent', value: 10 });
    await setRule(schoolClass.id, { kind: 'fixed', amount: 300 });
    const res = await pay(student.id, '2026-06-01', [
      { instalmentId: instalment.id, amount: 9000 },
      { instalmentId: instalment.id, amount: 300, kind: 'lateFee' },
    ]);
    expect(res.statusCode).toBe(201);
    const pdf = await clerk().get(`/api/fees/students/${student.id}/tuition-certificate?year=2026`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('₹9,000');
    expect(text).not.toContain('9,300');
  });
});
