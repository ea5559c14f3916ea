import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES, feesApi, type FeeInstalment, type Receipt, type StudentDues } from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** Monthly tuition ₹2,000 and transport ₹800 due on the 10th, ₹50 once late; a student admitted in April. */
async function student() {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const tuition = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}` } })).json<{
    _id: string;
  }>();
  const transport = (await admin().call(feesApi.addHead, { body: { name: `Transport ${++keys}` } })).json<{
    _id: string;
  }>();
  await admin().call(feesApi.setStructure, {
    body: { classId: schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2000, dueDay: 10 },
  });
  const months = (
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: transport._id, frequency: 'monthly', amount: 800, dueDay: 10 },
    })
  ).json<FeeInstalment[]>();
  await admin().call(feesApi.setLateFeeRule, { body: { classId: schoolClass.id, kind: 'fixed', amount: 50 } });
  const s = await createStudent(t.app, t.school.code, { sectionId: sections[0]!.id, admissionDate: '2026-04-01' });
  return { id: s.id, months };
}

const collect = (studentId: string, paidOn: string, pay: unknown) =>
  clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `plan-key-${++keys}`,
      paidOn,
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      pay,
    } as never,
  });

/** "April Transport 800", "April late fee Transport 50": a late fee sits under its instalment. */
const linesOf = (r: Receipt) => r.lines.map((l) => `${l.label} ${l.headName.split(' ')[0]} ${l.amount}`);

describe('paying in one action', () => {
  it('"Pay all overdue" pays every instalment due before the payment date with its late fee, oldest first, in one receipt', async () => {
    const s = await student();
    const res = await collect(s.id, '2026-06-20', { by: 'overdue' });
    expect(res.statusCode).toBe(201);
    const receipt = res.json<Receipt>();
    expect(linesOf(receipt)).toEqual([
      'April Transport 800',
      'April late fee Transport 50',
      'April Tuition 2000',
      'April late fee Tuition 50',
      'May Transport 800',
      'May late fee Transport 50',
      'May Tuition 2000',
      'May late fee Tuition 50',
      'June Transport 800',
      'June late fee Transport 50',
      'June Tuition 2000',
      'June late fee Tuition 50',
    ]);
    expect(receipt.amount).toBe(3 * 2900);
    const dues = (
      await clerk().call(feesApi.dues, { params: { studentId: s.id }, query: { on: '2026-06-20' } })
    ).json<StudentDues>();
    expect([dues.dues.filter((d) => d.dueDate < '2026-06-20' && d.due > 0), dues.totalLateFeeDue]).toEqual([[], 0]);
    const again = await collect(s.id, '2026-06-20', { by: 'overdue' });
    expect([again.statusCode, again.json().fieldErrors]).toEqual([400, { pay: FEE_MESSAGES.nothingDueThen }]);
  });

  it('"Pay up to" a month pays what falls due by then, also ahead of time', async () => {
    const s = await student();
    const res = await collect(s.id, '2026-04-05', { by: 'upTo', upTo: '2026-06-30' });
    expect(res.json<Receipt>().amount).toBe(3 * 2800);
  });

  it('an amount pays the oldest dues first, each fee before its late fee, and may end part way', async () => {
    const s = await student();
    const res = await collect(s.id, '2026-05-20', { by: 'amount', amount: 3000.5 });
    expect(res.statusCode).toBe(201);
    expect(linesOf(res.json<Receipt>())).toEqual([
      'April Transport 800',
      'April late fee Transport 50',
      'April Tuition 2000',
      'April late fee Tuition 50',
      'May Transport 100.5',
    ]);
    const dues = (
      await clerk().call(feesApi.dues, { params: { studentId: s.id }, query: { on: '2026-05-20' } })
    ).json<StudentDues>();
    expect(dues.dues.find((d) => d.label === 'May' && d.due < 800)).toMatchObject({ paid: 100.5, due: 699.5 });

    const tooMuch = await collect(s.id, '2026-05-20', { by: 'amount', amount: 10_00_000 });
    expect([tooMuch.statusCode, tooMuch.json().fieldErrors]).toEqual([400, { 'pay.amount': FEE_MESSAGES.moreThanDue }]);
    const bad = await collect(s.id, '2026-05-20', { by: 'amount', amount: -5 });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['pay.amount']]);
    const both = await clerk().call(feesApi.collect, {
      body: {
        studentId: s.id,
        idempotencyKey: `plan-key-${++keys}`,
        paidOn: '2026-05-20',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        pay: { by: 'overdue' },
        allocations: [{ instalmentId: s.months[0]!._id, amount: 1 }],
      },
    });
    expect([both.statusCode, both.json().fieldErrors]).toEqual([400, { pay: FEE_MESSAGES.allocationsOrPlan }]);
  });
});
