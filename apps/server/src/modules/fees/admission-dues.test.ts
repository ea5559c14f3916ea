import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  feeReportsApi,
  feesApi,
  type Defaulter,
  type DuesByClass,
  type FeeInstalment,
  type StudentDues,
} from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';
import { daysBetween } from './fee-math.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A class of the current year with a monthly tuition of ₹2,000 due on the 10th, an admission fee due 10 April and ₹10 a day late fee up to ₹300. */
async function juneSchool() {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const tuition = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })).json<{
    _id: string;
  }>();
  const admission = (
    await admin().call(feesApi.addHead, { body: { name: `Admission ${++keys}`, chargedBeforeAdmission: true } })
  ).json<{ _id: string; chargedBeforeAdmission: boolean }>();
  expect(admission.chargedBeforeAdmission).toBe(true);
  const months = (
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2000, dueDay: 10 },
    })
  ).json<FeeInstalment[]>();
  await admin().call(feesApi.setStructure, {
    body: { classId: schoolClass.id, headId: admission._id, frequency: 'yearly', amount: 5000, dueDay: 10 },
  });
  await admin().call(feesApi.setLateFeeRule, {
    body: { classId: schoolClass.id, kind: 'perDay', amount: 10, graceDays: 0, cap: 300 },
  });
  return { schoolClass, sectionId: sections[0]!.id, months };
}

const duesOf = async (studentId: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();

describe('dues follow the admission date', () => {
  it('a student admitted on 1 June is not charged April and May, except a head charged regardless; its late fee counts from the admission', async () => {
    const { months, sectionId } = await juneSchool();
    const june = await createStudent(t.app, t.school.code, {
      sectionId,
      name: 'Ishaan Verma',
      admissionDate: '2026-06-01',
    });
    const april = await createStudent(t.app, t.school.code, {
      sectionId,
      name: 'Ananya Rao',
      admissionDate: '2026-04-01',
    });

    const dues = await duesOf(june.id);
    expect(dues.dues.map((d) => d.label)).toEqual([
      'Yearly',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
      'January',
      'February',
      'March',
    ]);
    expect(dues.totalDue).toBe(5000 + 10 * 2000);
    // The admission fee fell due on 10 April, before the admission: it is late from 1 June, not from April.
    expect(dues.lateFees.find((l) => l.label === 'Yearly')?.daysLate).toBe(daysBetween('2026-06-01', dues.asOf));
    expect((await duesOf(april.id)).lateFees.find((l) => l.label === 'Yearly')?.daysLate).toBe(
      daysBetween('2026-04-10', dues.asOf),
    );
    expect((await duesOf(april.id)).dues).toHaveLength(13);

    const aprilInstalment = months.find((m) => m.label === 'April')!;
    const res = await clerk().call(feesApi.collect, {
      body: {
        studentId: june.id,
        idempotencyKey: `admission-key-${++keys}`,
        paidOn: '2026-06-05',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: [{ instalmentId: aprilInstalment._id, amount: 2000 }],
      },
    });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([
      400,
      { 'allocations.0.instalmentId': FEE_MESSAGES.notInStudentDues },
    ]);
  });

  it('Dues by Class and Defaulters charge the June admission from June, as the counter does', async () => {
    const { schoolClass, sectionId } = await juneSchool();
    const june = await createStudent(t.app, t.school.code, {
      sectionId,
      name: 'Ishaan Verma',
      admissionDate: '2026-06-01',
    });
    const counter = await clerk().call(feesApi.dues, { params: { studentId: june.id } });
    const today = counter.json<StudentDues>().asOf;
    const report = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    const row = report.classes.find((c) => c.classId === schoolClass.id)!;
    expect(row.due).toBe(25_000);
    expect(row.outstanding).toBe(counter.json<StudentDues>().totalDue);
    const overdue = counter
      .json<StudentDues>()
      .dues.filter((d) => d.dueDate < today)
      .reduce((s, d) => s + d.due, 0);
    const listed = (await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json<Defaulter[]>();
    expect([row.overdue, listed.map((d) => d.overdue)]).toEqual([overdue, overdue > 0 ? [overdue] : []]);
  });
});

describe('defaulters school-wide', () => {
  it('lists every class with no class chosen, sorts by amount or by days overdue, and exports the same list', async () => {
    const a = await juneSchool();
    const b = await juneSchool();
    const big = await createStudent(t.app, t.school.code, {
      sectionId: a.sectionId,
      name: 'Admitted April',
      admissionDate: '2026-04-01',
    });
    const late = await createStudent(t.app, t.school.code, {
      sectionId: b.sectionId,
      name: 'Admitted October',
      admissionDate: '2026-10-01',
    });

    const all = await clerk().call(feesApi.defaulters, { query: {} });
    expect(all.statusCode).toBe(200);
    const ids = all.json<Defaulter[]>().map((d) => d.student._id);
    expect(ids.indexOf(big.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).toContain(late.id);

    const byDays = (await clerk().call(feesApi.defaulters, { query: { sort: 'days', limit: 100 } })).json<
      Defaulter[]
    >();
    const days = byDays.map((d) => d.daysOverdue);
    expect(days).toEqual([...days].sort((x, y) => y - x));

    const onlyB = (await clerk().call(feesApi.defaulters, { query: { classId: b.schoolClass.id } })).json<
      Defaulter[]
    >();
    expect(onlyB.map((d) => d.student._id)).toEqual([late.id]);

    const csv = await clerk().call(feesApi.defaultersCsv, { query: {} });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Admitted October');
    const bad = await clerk().get('/api/fees/reports/defaulters?sort=name');
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['sort']]);
  });
});
