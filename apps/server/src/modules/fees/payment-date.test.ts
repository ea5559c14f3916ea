import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES, feesApi, type CollectBody, type Receipt, type StudentDues } from '@school-portal/contract';
import { createStudentWithFees, twoInstitutes, type TestInstitute } from '../../../test/factories.ts';
import { indianToday } from './fee-math.ts';

const t = twoInstitutes({ FEE_BACKDATE_DAYS: '3' });

const daysAgo = (days: number) =>
  new Date(Date.parse(`${indianToday(new Date())}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
let keys = 0;
const pay = (as: TestInstitute['staff'], body: Partial<CollectBody> & Pick<CollectBody, 'studentId' | 'allocations'>) =>
  t.app.as(as).call(feesApi.collect, {
    body: {
      idempotencyKey: `dating-${Date.now()}-${++keys}`,
      paidOn: indianToday(new Date()),
      mode: 'cash',
      ...body,
    },
  });

async function studentOwingLateFee() {
  const { student, instalment, schoolClass } = await createStudentWithFees(t.app, t.school.code, 12_500);
  // Due 10 April 2026: ₹300 late once past it.
  expect(
    (
      await t.app
        .as(t.school.admin)
        .call(feesApi.setLateFeeRule, { body: { classId: schoolClass.id, kind: 'fixed', amount: 300 } })
    ).statusCode,
  ).toBe(200);
  return { studentId: student.id, allocations: [{ instalmentId: instalment.id, amount: 12_500 }] };
}

describe('the payment date', () => {
  it('a clerk cannot back-date a payment past the late fee: older than 3 days is the admin’s, and never after today', async () => {
    const payment = await studentOwingLateFee();
    const dodge = await pay(t.school.staff, { ...payment, paidOn: '2026-04-10', paidOnReason: 'Paid on time' });
    expect([dodge.statusCode, dodge.json().fieldErrors]).toEqual([
      403,
      { paidOn: 'Only the institute admin can date a payment more than 3 days back.' },
    ]);
    const future = await pay(t.school.staff, { ...payment, paidOn: daysAgo(-1) });
    expect([future.statusCode, future.json().fieldErrors]).toEqual([400, { paidOn: FEE_MESSAGES.paidInFuture }]);
    const dues = (
      await t.app.as(t.school.staff).call(feesApi.dues, { params: { studentId: payment.studentId }, query: {} })
    ).json<StudentDues>();
    expect(dues.totalLateFeeDue).toBe(300);

    const admin = await pay(t.school.admin, {
      ...payment,
      paidOn: '2026-04-10',
      paidOnReason: 'Cheque received on the due date, entered late',
    });
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json<Receipt>().backdated).toEqual({
      by: t.school.admin.account.name,
      reason: 'Cheque received on the due date, entered late',
    });
  });

  it('a clerk dates a payment up to 3 days back with a reason, and the receipt says who chose the date', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const allocations = [{ instalmentId: instalment.id, amount: 100 }];
    const noReason = await pay(t.school.staff, { studentId: student.id, allocations, paidOn: daysAgo(3) });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([
      400,
      { paidOnReason: FEE_MESSAGES.paidOnReasonRequired },
    ]);
    const backdated = await pay(t.school.staff, {
      studentId: student.id,
      allocations,
      paidOn: daysAgo(3),
      paidOnReason: 'Paid at the bank on Friday',
    });
    expect(backdated.statusCode, backdated.body).toBe(201);
    const receipt = (
      await t.app.as(t.school.admin).call(feesApi.receipt, { params: { receiptId: backdated.json<Receipt>()._id } })
    ).json<Receipt>();
    expect([receipt.paidOn, receipt.backdated]).toEqual([
      daysAgo(3),
      { by: t.school.staff.account.name, reason: 'Paid at the bank on Friday' },
    ]);

    const today = await pay(t.school.staff, { studentId: student.id, allocations });
    expect([today.statusCode, today.json<Receipt>().backdated]).toEqual([201, null]);
  });
});

describe('the idempotency key', () => {
  it('a key reused for another payment is refused, a retry of the same payment answers its receipt', async () => {
    const { student, instalment } = await createStudentWithFees(t.app, t.school.code, 12_500);
    const body = {
      studentId: student.id,
      idempotencyKey: `reused-${Date.now()}`,
      allocations: [{ instalmentId: instalment.id, amount: 500 }],
    };
    const first = await pay(t.school.staff, body);
    expect(first.statusCode).toBe(201);
    const retry = await pay(t.school.staff, body);
    expect(retry.json<Receipt>()._id).toBe(first.json<Receipt>()._id);
    const other = await pay(t.school.staff, { ...body, allocations: [{ instalmentId: instalment.id, amount: 700 }] });
    expect([other.statusCode, other.json().fieldErrors]).toEqual([
      409,
      { idempotencyKey: FEE_MESSAGES.idempotencyKeyReused },
    ]);
  });
});
