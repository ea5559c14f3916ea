import { describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  studentsApi,
  transferCertificatesApi as tcApi,
  type FeeCard,
  type IssueTcBody,
  type StudentDues,
  type TransferCertificate,
} from '@school-portal/contract';
import { createClass, createStudent, tcBody, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A head and one class's structure of it, due on the 10th: three terms fall on 10 Apr, 10 Aug and 10 Dec. */
async function structure(
  classId: string,
  frequency: 'monthly' | 'threeTerms' | 'yearly',
  amount: number,
  name: string,
) {
  const head = (await admin().call(feesApi.addHead, { body: { name: `${name} ${++keys}`, isTuition: true } })).json<{
    _id: string;
  }>();
  const set = await admin().call(feesApi.setStructure, {
    body: { classId, headId: head._id, frequency, amount, dueDay: 10 },
  });
  expect(set.statusCode).toBe(200);
}

const dues = async (studentId: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();
const card = async (studentId: string) =>
  (await clerk().call(feeReportsApi.feeCard, { params: { studentId } })).json<FeeCard>();

async function pay(studentId: string, amount: number) {
  const paid = await clerk().call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `leaver-${++keys}`,
      paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      mode: 'cash',
      pay: { by: 'amount', amount },
    },
  });
  expect(paid.statusCode).toBe(201);
}

describe('a student who leaves mid-year is charged up to the leaving day (issue 46)', () => {
  it('Karthik leaves on 15 Oct in a three-term year: the third term is not owed, the TC is allowed once the first two are paid', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code, `Class 7 (${++keys})`, ['A'], 2026);
    await structure(schoolClass.id, 'threeTerms', 10_000, 'Tuition');
    await structure(schoolClass.id, 'yearly', 3_000, 'Annual');
    const karthik = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      name: 'Karthik Subramanian',
      admissionDate: '2026-04-01',
    });
    // While he is on the roll the whole year is his: three terms and the yearly head.
    expect((await dues(karthik.id)).totalDue).toBe(33_000);
    await pay(karthik.id, 13_000);

    const issue = (as = clerk()) =>
      as.call(tcApi.issue, {
        params: { studentId: karthik.id },
        body: tcBody({ leftOn: '2026-10-15', reason: 'Family moved to Madurai' }) as IssueTcBody,
      });
    // Refused for the second term only (10 Aug, before he left), not the third (10 Dec, after).
    const refused = await issue();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('₹10,000');
    expect(refused.json<{ message: string }>().message).not.toContain('₹20,000');
    // The refusal wrote nothing: he is still on the roll and still charged the whole year.
    expect((await dues(karthik.id)).totalDue).toBe(20_000);

    await pay(karthik.id, 10_000);
    const allowed = await issue();
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json<TransferCertificate>()).toMatchObject({ leftOn: '2026-10-15', duesAtIssue: 0 });

    // The counter and the fee card agree: the two terms and the yearly head he was charged, all paid; no third term.
    const after = await dues(karthik.id);
    expect(after.totalDue).toBe(0);
    expect(after.dues.map((d) => `${d.label} ${d.dueDate}`).sort()).toEqual([
      'Term 1 2026-04-10',
      'Term 2 2026-08-10',
      'Yearly 2026-04-10',
    ]);
    const fees = await card(karthik.id);
    expect(fees).toMatchObject({ amount: 23_000, paid: 23_000, due: 0 });
  });

  it('a leaver who has not paid still owes what fell due before the leaving day, the yearly head too', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code, `Class 6 (${++keys})`, ['A'], 2026);
    await structure(schoolClass.id, 'threeTerms', 8_000, 'Tuition');
    await structure(schoolClass.id, 'yearly', 2_000, 'Annual');
    const meena = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      name: 'Meena Raj',
      admissionDate: '2026-04-01',
    });
    const left = await clerk().call(studentsApi.leave, {
      params: { studentId: meena.id },
      body: { leftOn: '2026-08-10', reason: 'Moved to Chennai' },
    });
    expect(left.statusCode).toBe(200);
    // The leaving day itself is still hers: the second term falls due that day and stays owed.
    expect((await dues(meena.id)).totalDue).toBe(18_000);
    expect(await card(meena.id)).toMatchObject({ amount: 18_000, due: 18_000 });
    const refused = await clerk().call(tcApi.issue, { params: { studentId: meena.id }, body: tcBody() as IssueTcBody });
    expect(refused.json<{ message: string }>().message).toContain('₹18,000');
  });

  it('a re-admitted student is not charged what fell due while away, and is charged again from the day she came back', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code, `Class 5 (${++keys})`, ['A'], 2026);
    await structure(schoolClass.id, 'monthly', 1_000, 'Tuition');
    const divya = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      name: 'Divya Murugan',
      admissionDate: '2026-04-01',
    });
    const left = await clerk().call(studentsApi.leave, {
      params: { studentId: divya.id },
      body: { leftOn: '2026-10-15', reason: 'Family went to the village' },
    });
    expect(left.statusCode).toBe(200);
    // April to October (seven months).
    expect((await dues(divya.id)).totalDue).toBe(7_000);
    const back = await clerk().call(studentsApi.readmit, {
      params: { studentId: divya.id },
      body: { sectionId: sections[0]!.id, readmittedOn: '2026-11-20' },
    });
    expect(back.statusCode).toBe(200);
    // November fell due while she was away; December to March are hers again: eleven months.
    const counter = await dues(divya.id);
    expect(counter.totalDue).toBe(11_000);
    expect(counter.dues.map((d) => d.dueDate)).not.toContain('2026-11-10');
    expect(counter.dues.map((d) => d.dueDate)).toContain('2026-12-10');
    expect(await card(divya.id)).toMatchObject({ amount: 11_000, due: 11_000 });
  });
});
