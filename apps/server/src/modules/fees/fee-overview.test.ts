import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  type DuesByClass,
  type FeeCard,
  type FeeDashboard,
  type Receipt,
} from '@school-portal/contract';
import { feeInstalments, students } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createClass,
  createFeeHead,
  createInstitute,
  createStudent,
  createStudentWithFees,
  type TestInstitute,
} from '../../../test/factories.ts';
import { indianToday } from './reports.ts';
import { monthOf } from './report-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let keys = 0;
const pay = (school: TestInstitute, studentId: string, instalmentId: string, amount: number, paidOn = '2026-06-05') =>
  app.as(school.staff).call(feesApi.collect, {
    body: {
      studentId,
      idempotencyKey: `overview-${Date.now()}-${++keys}`,
      paidOn,
      paidOnReason: 'Paid at the bank',
      mode: 'cash',
      allocations: [{ instalmentId, amount }],
    },
  });

const addInstalment = (code: string, values: Omit<typeof feeInstalments.$inferInsert, 'instituteCode' | 'frequency'>) =>
  scoped(app.deps.db, institute(code)).insert(feeInstalments, { frequency: 'yearly', ...values });

describe('dues by class', () => {
  it("gives each class's due, collected, outstanding, overdue and defaulters, with totals; cancelled receipts count as unpaid", async () => {
    const school = await createInstitute(app);
    const {
      schoolClass,
      year,
      head,
      instalment,
      student: paid,
    } = await createStudentWithFees(app, school.code, 12_500);
    const later = await addInstalment(school.code, {
      academicYearId: year.id,
      classId: schoolClass.id,
      headId: head.id,
      label: 'Later',
      dueDate: '2099-01-10',
      amountPaise: 100_000,
    });
    const unpaid = await createStudent(app, school.code, { sectionId: paid.sectionId, name: 'Meera Iyer' });
    await createStudent(app, school.code, {
      sectionId: paid.sectionId,
      name: 'Left',
      status: 'left',
      leftOn: '2026-05-01',
    });
    const empty = await createClass(app, school.code, 'Class Empty');
    expect((await pay(school, paid.id, instalment.id, 12_500)).statusCode).toBe(201);
    expect((await pay(school, paid.id, later.id, 250)).statusCode).toBe(201);
    const cancelled = (await pay(school, unpaid.id, instalment.id, 5000)).json<Receipt>();
    await app
      .as(school.staff)
      .call(feesApi.cancel, { params: { receiptId: cancelled._id }, body: { reason: 'Wrong' } });

    const res = await app.as(school.admin).call(feeReportsApi.duesByClass, { query: {} });
    expect(res.statusCode).toBe(200);
    const report = res.json<DuesByClass>();
    expect(report.academicYear).toEqual({ _id: year.id, name: '2026-27' });
    const row = report.classes.find((c) => c.classId === schoolClass.id);
    expect(row).toEqual({
      classId: schoolClass.id,
      className: schoolClass.name,
      students: 2,
      due: 27_000,
      collected: 12_750,
      lateFeesCollected: 0,
      outstanding: 14_250,
      overdue: 12_500,
      defaulters: 1,
    });
    expect(report.classes.find((c) => c.classId === empty.schoolClass.id)).toMatchObject({
      students: 0,
      due: 0,
      defaulters: 0,
    });
    expect(report.totals).toEqual({
      students: 2,
      due: 27_000,
      collected: 12_750,
      lateFeesCollected: 0,
      outstanding: 14_250,
      overdue: 12_500,
      defaulters: 1,
    });

    const csv = await app.as(school.staff).call(feeReportsApi.duesByClassCsv, { query: { academicYearId: year.id } });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Class,Students,Due (Rs.),Collected (Rs.),Of Which Late Fees (Rs.),Outstanding (Rs.),Overdue (Rs.),Defaulters',
    );
    expect(lines).toContain(`${schoolClass.name},2,27000,12750,0,14250,12500,1`);
    expect(lines.at(-1)).toBe('Total,2,27000,12750,0,14250,12500,1');
  });

  it('counts dues net of concessions, as the counter and the defaulters list do: a student whose concession covers the rest is no defaulter', async () => {
    const school = await createInstitute(app);
    const { schoolClass, instalment, student } = await createStudentWithFees(app, school.code, 10_000);
    const other = await createStudent(app, school.code, { sectionId: student.sectionId, name: 'Kiran Rao' });
    expect((await pay(school, student.id, instalment.id, 7500)).statusCode).toBe(201);
    const concession = await app.as(school.admin).call(feesApi.addConcession, {
      body: { studentId: student.id, type: 'rte', mode: 'percent', value: 25, reason: 'RTE seat' },
    });
    expect(concession.statusCode).toBe(201);
    await app.as(school.admin).call(feesApi.addConcession, {
      body: { studentId: other.id, type: 'sibling', mode: 'amount', value: 1000, reason: 'Sibling' },
    });

    const report = (await app.as(school.staff).call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === schoolClass.id)).toEqual({
      classId: schoolClass.id,
      className: schoolClass.name,
      students: 2,
      due: 7500 + 9000,
      collected: 7500,
      lateFeesCollected: 0,
      outstanding: 9000,
      overdue: 9000,
      defaulters: 1,
    });
  });

  it("answers 404 for another institute's academic year and 400 for an id that is not one", async () => {
    const school = await createInstitute(app);
    const other = await createInstitute(app);
    const theirs = await createStudentWithFees(app, other.code);
    expect(
      (await app.as(school.staff).call(feeReportsApi.duesByClass, { query: { academicYearId: theirs.year.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.as(school.staff).call(feeReportsApi.duesByClassCsv, { query: { academicYearId: theirs.year.id } }))
        .statusCode,
    ).toBe(404);
    const bad = await app.as(school.staff).call(feeReportsApi.duesByClass, { query: { academicYearId: 'year-1' } });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['academicYearId']]);
    const none = (await app.as(school.staff).call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect([none.academicYear, none.classes]).toEqual([null, []]);
  });
});

describe("a student's fee card", () => {
  it('shows the years they were charged or paid, per instalment, with every receipt', async () => {
    const school = await createInstitute(app);
    const lastYear = await createClass(app, school.code, 'Class 4', ['A'], 2025);
    const head = await createFeeHead(app, school.code);
    const old = await addInstalment(school.code, {
      academicYearId: lastYear.year.id,
      classId: lastYear.schoolClass.id,
      headId: head.id,
      label: 'Yearly',
      dueDate: '2025-04-10',
      amountPaise: 1_000_000,
    });
    const student = await createStudent(app, school.code, {
      sectionId: lastYear.sections[0]!.id,
      admissionDate: '2025-04-01',
    });
    const oldReceipt = (await pay(school, student.id, old.id, 6000, '2025-06-01')).json<Receipt>();
    // Promoted: the student now sits in this year's class, whose fees are due.
    const thisYear = await createClass(app, school.code, 'Class 5', ['A'], 2026);
    const fresh = await addInstalment(school.code, {
      academicYearId: thisYear.year.id,
      classId: thisYear.schoolClass.id,
      headId: head.id,
      label: 'Yearly',
      dueDate: '2026-04-10',
      amountPaise: 1_200_000,
    });
    await scoped(app.deps.db, institute(school.code)).update(
      students,
      { sectionId: thisYear.sections[0]!.id },
      eq(students.id, student.id),
    );
    const newReceipt = (await pay(school, student.id, fresh.id, 2000, '2026-06-01')).json<Receipt>();

    const res = await app.as(school.admin).call(feeReportsApi.feeCard, { params: { studentId: student.id } });
    expect(res.statusCode).toBe(200);
    const card = res.json<FeeCard>();
    expect(card.student).toMatchObject({ _id: student.id, className: 'Class 5' });
    expect(card.years.map((y) => [y.name, y.className, y.amount, y.paid, y.due])).toEqual([
      ['2026-27', 'Class 5', 12_000, 2000, 10_000],
      ['2025-26', 'Class 4', 10_000, 6000, 4000],
    ]);
    expect(card.years[1]!.dues).toEqual([
      {
        instalmentId: old.id,
        headName: head.name,
        label: 'Yearly',
        dueDate: '2025-04-10',
        gross: 10_000,
        concession: 0,
        amount: 10_000,
        paid: 6000,
        due: 4000,
      },
    ]);
    expect(card.receipts.map((r) => [r._id, r.academicYear, r.amount])).toEqual([
      [newReceipt._id, '2026-27', 2000],
      [oldReceipt._id, '2025-26', 6000],
    ]);
    expect([card.amount, card.paid, card.due]).toEqual([22_000, 8000, 14_000]);
  });

  it("answers 404 for another institute's student", async () => {
    const school = await createInstitute(app);
    const other = await createInstitute(app);
    const theirs = await createStudentWithFees(app, other.code);
    expect(
      (await app.as(school.staff).call(feeReportsApi.feeCard, { params: { studentId: theirs.student.id } })).statusCode,
    ).toBe(404);
  });
});

describe('the dashboard figures', () => {
  it("give today's collections, this month's against what falls due this month, and the classes most overdue", async () => {
    const school = await createInstitute(app);
    const today = indianToday(new Date());
    const month = monthOf(today);
    const a = await createStudentWithFees(app, school.code, 9000);
    const b = await createStudentWithFees(app, school.code, 4000);
    await createStudent(app, school.code, { sectionId: b.student.sectionId, name: 'Second in B' });
    const thisMonth = await addInstalment(school.code, {
      academicYearId: a.year.id,
      classId: a.schoolClass.id,
      headId: a.head.id,
      label: 'This month',
      dueDate: month.to,
      amountPaise: 150_000,
    });
    await pay(school, a.student.id, thisMonth.id, 1000, today);
    await pay(school, a.student.id, a.instalment.id, 500, today);
    await pay(school, b.student.id, b.instalment.id, 4000, month.from);

    const res = await app.as(school.staff).call(feeReportsApi.dashboard);
    expect(res.statusCode).toBe(200);
    const figures = res.json<FeeDashboard>();
    const sameDay = month.from === today;
    expect(figures.today).toEqual({
      date: today,
      amount: sameDay ? 5500 : 1500,
      lateFees: 0,
      receipts: sameDay ? 3 : 2,
    });
    expect(figures.month).toEqual({ ...month, collected: 5500, lateFees: 0, receipts: 3, due: 1500 });
    // Class A owes 9,000 − 500 past due; class B's second student owes 4,000.
    expect(figures.topClasses).toEqual([
      {
        classId: a.schoolClass.id,
        className: a.schoolClass.name,
        overdue: 8500,
        outstanding: 8500 + 500,
        defaulters: 1,
      },
      { classId: b.schoolClass.id, className: b.schoolClass.name, overdue: 4000, outstanding: 4000, defaulters: 1 },
    ]);
    const admin = (await app.as(school.admin).call(feeReportsApi.dashboard)).json<FeeDashboard>();
    expect(admin).toEqual(figures);
  });
});
