import { describe, expect, it } from 'vitest';
import {
  feeReportsApi,
  feesApi,
  STUDENT_MESSAGES,
  studentsApi,
  type Defaulter,
  type DuesByClass,
  type FeeCard,
  type FeeInstalment,
  type StudentDetail,
  type StudentDues,
} from '@school-portal/contract';
import { openDatabase } from '../../db/client.ts';
import { holdStudentFees } from '../../db/locks.ts';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A class of the current year: monthly tuition of ₹2,000 due on the 10th and an admission fee (charged regardless of the admission date) due 10 April. */
async function feeClass() {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const tuition = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })).json<{
    _id: string;
  }>();
  const yearly = (
    await admin().call(feesApi.addHead, { body: { name: `Admission ${++keys}`, chargedBeforeAdmission: true } })
  ).json<{ _id: string }>();
  const months = (
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2000, dueDay: 10 },
    })
  ).json<FeeInstalment[]>();
  await admin().call(feesApi.setStructure, {
    body: { classId: schoolClass.id, headId: yearly._id, frequency: 'yearly', amount: 5000, dueDay: 10 },
  });
  return { schoolClass, sections, months };
}

const moveClass = (studentId: string, body: { sectionId: string; movedOn: string }) =>
  clerk().call(studentsApi.moveClass, { params: { studentId }, body });
const labels = (dues: { label: string }[]) => dues.map((d) => d.label);

describe('a mid-year move to another class', () => {
  it('charges the new class from the move and the old one up to it, at the counter and in the reports under the current class; what was paid stays on its receipt', async () => {
    const from = await feeClass();
    const to = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: from.sections[0]!.id,
      name: 'Meera Pillai',
      admissionDate: '2026-04-01',
    });
    // The admin may date a payment months back (a clerk only days).
    const paid = await admin().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `class-move-${++keys}`,
        paidOn: '2026-05-05',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: from.months
          .filter((m) => ['April', 'May'].includes(m.label))
          .map((m) => ({ instalmentId: m._id, amount: 2000 })),
      },
    });
    expect([paid.statusCode, paid.json().fieldErrors]).toEqual([201, undefined]);

    const moved = await moveClass(student.id, { sectionId: to.sections[1]!.id, movedOn: '2026-09-01' });
    expect(moved.statusCode).toBe(200);

    // The counter: the new class from September (its 10 September instalment on, and its admission fee because
    // the head says so), and what the class left charged before the move and is unpaid (its admission fee, June to August).
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    const unpaidBefore = 5000 + 3 * 2000;
    const months = ['September', 'October', 'November', 'December', 'January', 'February', 'March'].map((m) => [
      m,
      2000,
    ]);
    // The class left's admission fee fell due on 10 April; the new class's falls due on the day of the move, when
    // the student came to it (issue 47: never due before they were there).
    expect(dues.dues.map((d) => [d.label, d.dueDate, d.due])).toEqual([
      ['Yearly', '2026-04-10', 5000],
      ['April', '2026-04-10', 0],
      ['May', '2026-05-10', 0],
      ['June', '2026-06-10', 2000],
      ['July', '2026-07-10', 2000],
      ['August', '2026-08-10', 2000],
      ['Yearly', '2026-09-01', 5000],
      ...months.map(([m, due]) => [m, expect.any(String), due]),
    ]);
    expect(dues.totalDue).toBe(5000 + 7 * 2000 + unpaidBefore);
    expect(dues.receipts.map((r) => [r.amount, r.status])).toEqual([[4000, 'active']]);

    // The reports put it all under the class the student sits in now, so the school's total is the counter's.
    const report = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === to.schoolClass.id)).toMatchObject({
      students: 1,
      outstanding: 19_000 + unpaidBefore,
      collected: 4000,
    });
    expect(report.classes.find((c) => c.classId === from.schoolClass.id)).toMatchObject({
      students: 0,
      outstanding: 0,
    });
    const listed = (await clerk().call(feesApi.defaulters, { query: {} }))
      .json<Defaulter[]>()
      .find((d) => d.student._id === student.id);
    expect([listed?.student.className, listed?.oldestDueDate]).toEqual([to.schoolClass.name, '2026-04-10']);
    const ofNewClass = (await clerk().call(feesApi.defaulters, { query: { classId: to.schoolClass.id } })).json<
      Defaulter[]
    >();
    expect(ofNewClass.map((d) => d.student._id)).toContain(student.id);

    // The fee card keeps the old class up to the move as its own entry: April to August, the two months paid.
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: student.id } })).json<FeeCard>();
    const old = card.years.find((y) => y.className === from.schoolClass.name)!;
    expect(labels(old.dues)).toEqual(['Yearly', 'April', 'May', 'June', 'July', 'August']);
    expect([old.paid, old.due, card.due]).toEqual([4000, unpaidBefore, dues.totalDue]);

    // Collect Fee takes the class left's dues like any other.
    const june = dues.dues.find((d) => d.label === 'June')!;
    const collected = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `class-move-${++keys}`,
        paidOn: dues.asOf,
        mode: 'cash',
        allocations: [{ instalmentId: june.instalmentId, amount: 2000 }],
      },
    });
    expect([collected.statusCode, collected.json().fieldErrors]).toEqual([201, undefined]);
    const after = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(after.classes.find((c) => c.classId === to.schoolClass.id)?.outstanding).toBe(19_000 + unpaidBefore - 2000);

    const history = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>()
      .history;
    expect(history[0]).toMatchObject({ action: 'moved', detail: expect.stringContaining('2026-09-01') });
  });

  it('out and back into a class in one year (A→B→A): each class charges exactly the months the student sat in it, in every figure', async () => {
    const a = await feeClass();
    const b = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: a.sections[0]!.id,
      name: 'Kavya Rao',
      admissionDate: '2026-04-01',
    });
    expect((await moveClass(student.id, { sectionId: b.sections[0]!.id, movedOn: '2026-07-01' })).statusCode).toBe(200);
    expect((await moveClass(student.id, { sectionId: a.sections[0]!.id, movedOn: '2026-10-01' })).statusCode).toBe(200);

    // A: its admission fee and April-June, then October-March again; B: its admission fee (charged regardless) and July-September.
    // Every month of tuition once, at ₹2,000; two admission fees of ₹5,000.
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    const tuition = dues.dues.filter((d) => d.label !== 'Yearly');
    expect(tuition.map((d) => [d.label, d.due])).toEqual(
      [
        'April',
        'May',
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
      ].map((m) => [m, 2000]),
    );
    expect(dues.dues.filter((d) => d.label === 'Yearly').map((d) => d.due)).toEqual([5000, 5000]);
    expect(dues.totalDue).toBe(34_000);

    // The fee card: class A's entry is both stretches, class B's the months between; together the counter's total.
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: student.id } })).json<FeeCard>();
    const entry = (name: string) => card.years.find((y) => y.className === name)!;
    expect(labels(entry(a.schoolClass.name).dues)).toEqual([
      'Yearly',
      'April',
      'May',
      'June',
      'October',
      'November',
      'December',
      'January',
      'February',
      'March',
    ]);
    expect(labels(entry(b.schoolClass.name).dues)).toEqual(['Yearly', 'July', 'August', 'September']);
    expect([entry(a.schoolClass.name).due, entry(b.schoolClass.name).due, card.due]).toEqual([23_000, 11_000, 34_000]);

    // June, from the first stretch in A, is collected at the counter like any other month.
    const june = tuition.find((d) => d.label === 'June')!;
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `class-move-${++keys}`,
        paidOn: dues.asOf,
        mode: 'cash',
        allocations: [{ instalmentId: june.instalmentId, amount: 2000 }],
      },
    });
    expect([paid.statusCode, paid.json().fieldErrors]).toEqual([201, undefined]);

    // The reports under class A, where the student sits: the same ₹32,000 still to pay, and overdue what fell due before today.
    const report = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === a.schoolClass.id)).toMatchObject({
      students: 1,
      due: 34_000,
      collected: 2000,
      outstanding: 32_000,
    });
    expect(report.classes.find((c) => c.classId === b.schoolClass.id)).toMatchObject({
      students: 0,
      due: 0,
      outstanding: 0,
    });
    const after = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    const overdue = after.dues.filter((d) => d.dueDate < after.asOf).reduce((sum, d) => sum + d.due, 0);
    const listed = (await clerk().call(feesApi.defaulters, { query: { classId: a.schoolClass.id } }))
      .json<Defaulter[]>()
      .find((d) => d.student._id === student.id);
    expect([listed?.overdue, after.totalDue]).toEqual([overdue, 32_000]);
  });

  it('is refused with the field named: a section of the same class, a day not after the admission or the last move, no date; another school cannot move the student', async () => {
    const from = await feeClass();
    const to = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: from.sections[0]!.id,
      admissionDate: '2026-06-01',
    });

    const sameClass = await moveClass(student.id, { sectionId: from.sections[1]!.id, movedOn: '2026-09-01' });
    expect([sameClass.statusCode, sameClass.json().fieldErrors]).toEqual([
      400,
      { sectionId: STUDENT_MESSAGES.moveClassOther },
    ]);
    const early = await moveClass(student.id, { sectionId: to.sections[0]!.id, movedOn: '2026-06-01' });
    expect([early.statusCode, early.json().fieldErrors]).toEqual([
      400,
      { movedOn: STUDENT_MESSAGES.moveAfterAdmission },
    ]);
    const undated = await clerk().call(studentsApi.moveClass, {
      params: { studentId: student.id },
      body: { sectionId: to.sections[0]!.id, movedOn: 'soon' },
    });
    expect([undated.statusCode, Object.keys(undated.json().fieldErrors)]).toEqual([400, ['movedOn']]);

    // Moves go in the order of their days: one dated before the last would leave two classes charging the same months.
    expect((await moveClass(student.id, { sectionId: to.sections[0]!.id, movedOn: '2026-09-01' })).statusCode).toBe(
      200,
    );
    const backdated = await moveClass(student.id, { sectionId: from.sections[0]!.id, movedOn: '2026-08-15' });
    expect([backdated.statusCode, backdated.json().fieldErrors]).toEqual([
      400,
      { movedOn: STUDENT_MESSAGES.moveAfterLastMove },
    ]);

    const other = await t.app.as(t.other.staff).call(studentsApi.moveClass, {
      params: { studentId: student.id },
      body: { sectionId: from.sections[0]!.id, movedOn: '2026-10-01' },
    });
    expect(other.statusCode).toBe(404);
    const stays = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(stays.student.className).toBe(to.schoolClass.name);
  });
});

/** The student's edit form sent back with another section: what the office's Edit saves. */
async function editSection(studentId: string, sectionId: string, admissionDate?: string) {
  const s = (await clerk().call(studentsApi.get, { params: { studentId } })).json<StudentDetail>();
  const body = {
    admissionNumber: s.admissionNumber,
    name: s.name,
    gender: s.gender,
    dob: s.dob,
    sectionId,
    rollNumber: s.rollNumber,
    guardianName: s.guardianName,
    guardianPhone: s.guardianPhone,
    address: s.address,
    admissionDate: admissionDate ?? s.admissionDate,
  };
  return clerk().call(studentsApi.update, { params: { studentId }, body });
}

describe("a moved student's admission date", () => {
  it('cannot be edited to the day of their first move or later (every class would charge them from the admission); earlier it can', async () => {
    const a = await feeClass();
    const b = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: a.sections[0]!.id,
      admissionDate: '2026-04-01',
    });
    expect((await moveClass(student.id, { sectionId: b.sections[0]!.id, movedOn: '2026-07-01' })).statusCode).toBe(200);
    const before = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();

    for (const day of ['2026-07-01', '2026-08-15']) {
      const res = await editSection(student.id, b.sections[0]!.id, day);
      expect([res.statusCode, res.json().fieldErrors]).toEqual([
        400,
        { admissionDate: STUDENT_MESSAGES.admissionAfterMove },
      ]);
    }
    const after = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(after.totalDue).toBe(before.totalDue);
    // A day before the move is a correction of the admission: April and May are no longer charged.
    expect((await editSection(student.id, b.sections[0]!.id, '2026-06-01')).statusCode).toBe(200);
  });
});

describe("another class chosen in the student's edit form", () => {
  it('is a correction when the student never moved: the new class charges from the admission, the old one nothing, and no move is written', async () => {
    const wrong = await feeClass();
    const right = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: wrong.sections[0]!.id,
      admissionDate: '2026-04-01',
    });
    const res = await editSection(student.id, right.sections[0]!.id);
    expect([res.statusCode, res.json().fieldErrors]).toEqual([200, undefined]);
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(dues.totalDue).toBe(5000 + 12 * 2000);
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: student.id } })).json<FeeCard>();
    expect(card.years.map((y) => [y.className, y.due])).toEqual([[right.schoolClass.name, 29_000]]);
    // Then a dated move and back the same year is still the move dialog's, and a section of the same class stays an edit.
    expect((await moveClass(student.id, { sectionId: wrong.sections[0]!.id, movedOn: '2026-09-01' })).statusCode).toBe(
      200,
    );
    expect((await editSection(student.id, wrong.sections[1]!.id)).statusCode).toBe(200);
  });

  it('is refused, naming the field and pointing to "Move to another class", once the student has moved between classes this year', async () => {
    const a = await feeClass();
    const b = await feeClass();
    const c = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: a.sections[0]!.id,
      admissionDate: '2026-04-01',
    });
    expect((await moveClass(student.id, { sectionId: b.sections[0]!.id, movedOn: '2026-07-01' })).statusCode).toBe(200);
    const before = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();

    const res = await editSection(student.id, c.sections[0]!.id);
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { sectionId: STUDENT_MESSAGES.classChangeIsMove }]);
    expect(STUDENT_MESSAGES.classChangeIsMove).toContain('Move to another class');
    // The bulk move to a section is refused alike for such a student (nothing moves).
    const bulk = await clerk().call(studentsApi.move, {
      body: { studentIds: [student.id], sectionId: c.sections[0]!.id },
    });
    expect([bulk.statusCode, bulk.json().fieldErrors]).toEqual([
      400,
      { sectionId: STUDENT_MESSAGES.classChangeIsMove },
    ]);

    // Nothing changed: the class, the history and every figure are as before.
    const after = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect([after.student.className, after.totalDue]).toEqual([b.schoolClass.name, before.totalDue]);
    expect((await editSection(student.id, b.sections[1]!.id)).statusCode).toBe(200);
  });
});

/** Another connection (PostgreSQL only: PGlite has one) holding the student's fees, as a payment being taken does. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a class move and a payment for the same student', () => {
  it('the move waits while a payment holds the student, so the payment never reads a class changing under it', async () => {
    const from = await feeClass();
    const to = await feeClass();
    const student = await createStudent(t.app, t.school.code, {
      sectionId: from.sections[0]!.id,
      name: 'Arjun Nair',
      admissionDate: '2026-04-01',
    });
    const other = await openDatabase({ databaseUrl: t.app.databaseUrl!, poolSize: 1 });
    try {
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const payment = other.db.transaction(async (tx) => {
        await holdStudentFees(tx, student.id);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      let answered = false;
      const move = moveClass(student.id, { sectionId: to.sections[0]!.id, movedOn: '2026-09-01' }).then(
        (res) => ((answered = true), res),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      release();
      await payment;
      expect((await move).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
