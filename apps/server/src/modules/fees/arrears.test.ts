import { describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  studentsApi,
  type Defaulter,
  type DuesByClass,
  type FeeCard,
  type Receipt,
  type StudentDues,
  type WriteOff,
} from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A head and one class's structure of it: `amount` each instalment, due on the 10th. */
async function structure(classId: string, frequency: 'quarterly' | 'yearly', amount: number, name = 'Tuition') {
  const head = (await admin().call(feesApi.addHead, { body: { name: `${name} ${++keys}`, isTuition: true } })).json<{
    _id: string;
  }>();
  const set = await admin().call(feesApi.setStructure, {
    body: { classId, headId: head._id, frequency, amount, dueDay: 10 },
  });
  expect(set.statusCode).toBe(200);
}

/**
 * Issue 46's example: last year's Class 7 charges ₹6,250 a quarter; Karthik, admitted then, pays nothing; this year's
 * Class 8 charges ₹30,000 a year and Class 7 is promoted into it. Before, the counter asked ₹30,000: last year's
 * ₹25,000 was gone from the counter, the fee card and the reports.
 */
async function karthik() {
  const last = await createClass(t.app, t.school.code, `Class 7 (${++keys})`, ['A'], 2025);
  const next = await createClass(t.app, t.school.code, `Class 8 (${++keys})`, ['A'], 2026);
  await structure(last.schoolClass.id, 'quarterly', 6250);
  await structure(next.schoolClass.id, 'yearly', 30_000);
  const student = await createStudent(t.app, t.school.code, {
    sectionId: last.sections[0]!.id,
    name: 'Karthik Subramanian',
    admissionDate: '2025-04-01',
  });
  const promoted = await clerk().call(studentsApi.promote, {
    body: { fromClassId: last.schoolClass.id, toClassId: next.schoolClass.id },
  });
  expect(promoted.json()).toMatchObject({ moved: 1 });
  return { last, next, student };
}

const dues = async (studentId: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();

describe('arrears follow the student across a year end (issue 46)', () => {
  it('a promoted student still owes last year: the counter lists it first, the fee card totals both years, the reports keep it', async () => {
    const { last, student } = await karthik();

    const counter = await dues(student.id);
    expect(counter.totalDue).toBe(55_000);
    // Last year's quarters first, each named by its year; then this year's.
    expect(counter.dues.map((d) => [d.academicYear ?? 'this year', d.label, d.due])).toEqual([
      ['2025-26', 'Quarter 1', 6250],
      ['2025-26', 'Quarter 2', 6250],
      ['2025-26', 'Quarter 3', 6250],
      ['2025-26', 'Quarter 4', 6250],
      ['this year', 'Yearly', 30_000],
    ]);

    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: student.id } })).json<FeeCard>();
    expect(card.years.map((y) => [y.name, y.amount, y.due])).toEqual([
      ['2026-27', 30_000, 30_000],
      ['2025-26', 25_000, 25_000],
    ]);
    expect(card.due).toBe(55_000);

    // Dues by Class of last year keeps him in Class 7 with what he owes.
    const lastYear = (
      await clerk().call(feeReportsApi.duesByClass, { query: { academicYearId: last.year.id } })
    ).json<DuesByClass>();
    expect(lastYear.classes.find((c) => c.classId === last.schoolClass.id)).toMatchObject({
      students: 1,
      outstanding: 25_000,
      defaulters: 1,
    });

    // The school-wide defaulters list counts it, and says how much is of earlier years.
    const listed = (await clerk().call(feesApi.defaulters, { query: { limit: 100 } }))
      .json<Defaulter[]>()
      .find((d) => d.student._id === student.id);
    expect([listed?.overdue, listed?.earlierYears, listed?.oldestDueDate]).toEqual([55_000, 25_000, '2025-04-10']);
  });

  it('"All overdue" pays last year first, and a receipt belongs to the year it is collected in', async () => {
    const { student, next } = await karthik();
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `arrears-${++keys}`,
        paidOn: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
        mode: 'cash',
        pay: { by: 'amount', amount: 12_500 },
      },
    });
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json<Receipt>();
    expect(receipt.lines.map((l) => [l.label, l.kind, l.amount])).toEqual([
      ['Quarter 1', 'fee', 6250],
      ['Quarter 2', 'fee', 6250],
    ]);
    // Numbered in this year's series: the year it is collected in (decision 032).
    expect(receipt.receiptNo.startsWith('2026-27/')).toBe(true);
    expect((await dues(student.id)).totalDue).toBe(42_500);
    expect(next.year.startYear).toBe(2026);
  });
});

describe('writing off an earlier year', () => {
  it('is the institute admin’s, with a reason kept and listed; this year’s dues cannot be written off', async () => {
    const { last, next, student } = await karthik();
    const body = { academicYearId: last.year.id, reason: 'Family moved to Madurai; father unemployed' };
    expect((await clerk().call(feesApi.writeOff, { params: { studentId: student.id }, body })).statusCode).toBe(403);
    const thisYear = await admin().call(feesApi.writeOff, {
      params: { studentId: student.id },
      body: { ...body, academicYearId: next.year.id },
    });
    expect([thisYear.statusCode, Object.keys(thisYear.json().fieldErrors ?? {})]).toEqual([400, ['academicYearId']]);

    const written = await admin().call(feesApi.writeOff, { params: { studentId: student.id }, body });
    expect(written.statusCode).toBe(201);
    expect(written.json<WriteOff[]>().reduce((sum, w) => sum + w.amount, 0)).toBe(25_000);
    expect((await dues(student.id)).totalDue).toBe(30_000);
    const listed = (await clerk().call(feesApi.writeOffs, {}))
      .json<WriteOff[]>()
      .filter((w) => w.studentId === student.id);
    expect(listed.map((w) => [w.academicYear, w.amount, w.reason])).toEqual(
      Array.from({ length: 4 }, () => ['2025-26', 6250, body.reason]),
    );
    // Nothing left of that year: a second write-off has nothing to take.
    expect((await admin().call(feesApi.writeOff, { params: { studentId: student.id }, body })).statusCode).toBe(409);
  });
});

describe('a mid-year admission (issue 47)', () => {
  it('owes a head charged in full to mid-year admissions from the admission day: not a defaulter since the year’s due date', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code, `Class 3 (${++keys})`, ['A']);
    const annual = (
      await admin().call(feesApi.addHead, { body: { name: `Annual charges ${++keys}`, chargedBeforeAdmission: true } })
    ).json<{ _id: string }>();
    // Due 10 April; the student comes on 2 November.
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: annual._id, frequency: 'yearly', amount: 5000, dueDay: 10 },
    });
    const yazhini = await createStudent(t.app, t.school.code, {
      sectionId: sections[0]!.id,
      name: 'Yazhini Murugan',
      admissionDate: '2026-11-02',
    });

    const counter = await dues(yazhini.id);
    expect(counter.dues.map((d) => [d.label, d.dueDate, d.due])).toEqual([['Yearly', '2026-11-02', 5000]]);
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: yazhini.id } })).json<FeeCard>();
    expect(card.years[0]!.dues.map((d) => d.dueDate)).toEqual(['2026-11-02']);
    const listed = (await clerk().call(feesApi.defaulters, { query: { classId: schoolClass.id } })).json<Defaulter[]>();
    expect(listed.map((d) => [d.student.name, d.overdue, d.oldestDueDate])).toEqual([
      ['Yazhini Murugan', 5000, '2026-11-02'],
    ]);
  });
});
