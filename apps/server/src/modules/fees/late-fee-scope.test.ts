import { describe, expect, it } from 'vitest';
import { feesApi, type FeeInstalment, type LateFeeRule, type Receipt, type StudentDues } from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A class with a monthly fee of ₹1,500 due on the 10th, a student admitted in April, and ₹10 a day late fee, at most ₹300 at the scope given. */
async function lateStudent(scope: 'instalment' | 'year') {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const head = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${scope} ${++keys}` } })).json<{
    _id: string;
  }>();
  const months = (
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: head._id, frequency: 'monthly', amount: 1500, dueDay: 10 },
    })
  ).json<FeeInstalment[]>();
  const rule = await admin().call(feesApi.setLateFeeRule, {
    body: { classId: schoolClass.id, kind: 'perDay', amount: 10, cap: 300, scope },
  });
  expect([rule.statusCode, rule.json<LateFeeRule>().scope]).toEqual([200, scope]);
  const student = await createStudent(t.app, t.school.code, {
    sectionId: sections[0]!.id,
    admissionDate: '2026-04-01',
  });
  return { student, months };
}

const duesOn = async (studentId: string, on: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId }, query: { on } })).json<StudentDues>();

describe('the scope of a late fee cap', () => {
  it('per instalment: each late month reaches ₹300 on its own', async () => {
    const { student } = await lateStudent('instalment');
    const dues = await duesOn(student.id, '2026-07-31');
    // April, May, June and July are late by 112, 82, 51 and 21 days.
    expect(dues.lateFees.map((l) => [l.label, l.due])).toEqual([
      ['April', 300],
      ['May', 300],
      ['June', 300],
      ['July', 210],
    ]);
    expect(dues.totalLateFeeDue).toBe(1110);
  });

  it('per student per year: ₹300 in all, the oldest month first, and a late fee paid counts against it', async () => {
    const { student, months } = await lateStudent('year');
    const dues = await duesOn(student.id, '2026-07-31');
    // The months past the year's cap ask nothing, so the counter does not list them.
    expect(dues.lateFees.map((l) => [l.label, l.due])).toEqual([['April', 300]]);
    expect(dues.totalLateFeeDue).toBe(300);

    // April's fee and ₹100 of its late fee paid on 20 May (40 days late by then).
    const april = months.find((m) => m.label === 'April')!;
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `scope-key-${++keys}`,
        paidOn: '2026-05-20',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: [
          { instalmentId: april._id, amount: 1500 },
          { instalmentId: april._id, amount: 100, kind: 'lateFee' },
        ],
      },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json<Receipt>().amount).toBe(1600);
    const after = await duesOn(student.id, '2026-07-31');
    // ₹100 of the ₹300 is paid: ₹200 more in the year, still April's (the oldest), none of May's to July's.
    expect(after.lateFees.map((l) => [l.label, l.paid, l.due])).toEqual([['April', 100, 200]]);
    expect(after.totalLateFeeDue).toBe(200);
    const over = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `scope-key-${++keys}`,
        paidOn: '2026-07-31',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: [{ instalmentId: months[2]!._id, amount: 10, kind: 'lateFee' }],
      },
    });
    expect(over.statusCode).toBe(400);
  });
});
