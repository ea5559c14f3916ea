import { describe, expect, it } from 'vitest';
import { feeReportsApi, feesApi, STUDENT_MESSAGES, studentsApi, type DuesByClass, type FeeCard, type FeeInstalment, type StudentDetail, type StudentDues } from '@school-portal/contract';
import { createClass, createStudent, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A class of the current year: monthly tuition of ₹2,000 due on the 10th and an admission fee (charged regardless of the admission date) due 10 April. */
async function feeClass() {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const tuition = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })).json<{ _id: string }>();
  const yearly = (await admin().call(feesApi.addHead, { body: { name: `Admission ${++keys}`, chargedBeforeAdmission: true } })).json<{ _id: string }>();
  const months = (await admin().call(feesApi.setStructure, { body: { classId: schoolClass.id, headId: tuition._id, frequency: 'monthly', amount: 2000, dueDay: 10 } })).json<FeeInstalment[]>();
  await admin().call(feesApi.setStructure, { body: { classId: schoolClass.id, headId: yearly._id, frequency: 'yearly', amount: 5000, dueDay: 10 } });
  return { schoolClass, sections, months };
}

const moveClass = (studentId: string, body: { sectionId: string; movedOn: string }) => clerk().call(studentsApi.moveClass, { params: { studentId }, body });
const labels = (dues: { label: string }[]) => dues.map((d) => d.label);

describe('a mid-year move to another class', () => {
  it("charges the new class from the move and the old one up to it; what was paid stays on its receipt", async () => {
    const from = await feeClass();
    const to = await feeClass();
    const student = await createStudent(t.app, t.school.code, { sectionId: from.sections[0]!.id, name: 'Meera Pillai', admissionDate: '2026-04-01' });
    // The admin may date a payment months back (a clerk only days).
    const paid = await admin().call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `class-move-${++keys}`,
        paidOn: '2026-05-05',
        paidOnReason: 'Paid at the bank',
        mode: 'cash',
        allocations: from.months.filter((m) => ['April', 'May'].includes(m.label)).map((m) => ({ instalmentId: m._id, amount: 2000 })),
      },
    });
    expect([paid.statusCode, paid.json().fieldErrors]).toEqual([201, undefined]);

    const moved = await moveClass(student.id, { sectionId: to.sections[1]!.id, movedOn: '2026-09-01' });
    expect(moved.statusCode).toBe(200);

    // The new class: from September (its 10 September instalment on), and its admission fee because the head says so.
    const dues = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(labels(dues.dues)).toEqual(['Yearly', 'September', 'October', 'November', 'December', 'January', 'February', 'March']);
    expect(dues.totalDue).toBe(5000 + 7 * 2000);
    expect(dues.receipts.map((r) => [r.amount, r.status])).toEqual([[4000, 'active']]);

    // The reports charge the new class the same.
    const report = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === to.schoolClass.id)?.due).toBe(19_000);

    // The fee card keeps the old class up to the move: April to August, the two months paid.
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: student.id } })).json<FeeCard>();
    const old = card.years.find((y) => y.className === from.schoolClass.name)!;
    expect(labels(old.dues)).toEqual(['Yearly', 'April', 'May', 'June', 'July', 'August']);
    expect(old.dues.reduce((sum, d) => sum + d.paid, 0)).toBe(4000);

    const history = (await clerk().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>().history;
    expect(history[0]).toMatchObject({ action: 'moved', detail: expect.stringContaining('2026-09-01') });
  });

  it('is refused with the field named: a section of the same class, a day not after the admission, no date; another school cannot move the student', async () => {
    const from = await feeClass();
    const to = await feeClass();
    const student = await createStudent(t.app, t.school.code, { sectionId: from.sections[0]!.id, admissionDate: '2026-06-01' });

    const sameClass = await moveClass(student.id, { sectionId: from.sections[1]!.id, movedOn: '2026-09-01' });
    expect([sameClass.statusCode, sameClass.json().fieldErrors]).toEqual([400, { sectionId: STUDENT_MESSAGES.moveClassOther }]);
    const early = await moveClass(student.id, { sectionId: to.sections[0]!.id, movedOn: '2026-06-01' });
    expect([early.statusCode, early.json().fieldErrors]).toEqual([400, { movedOn: STUDENT_MESSAGES.moveAfterAdmission }]);
    const undated = await clerk().call(studentsApi.moveClass, { params: { studentId: student.id }, body: { sectionId: to.sections[0]!.id, movedOn: 'soon' } });
    expect([undated.statusCode, Object.keys(undated.json().fieldErrors)]).toEqual([400, ['movedOn']]);

    const other = await t.app.as(t.other.staff).call(studentsApi.moveClass, { params: { studentId: student.id }, body: { sectionId: to.sections[0]!.id, movedOn: '2026-09-01' } });
    expect(other.statusCode).toBe(404);
    const stays = (await clerk().call(feesApi.dues, { params: { studentId: student.id } })).json<StudentDues>();
    expect(stays.student.className).toBe(from.schoolClass.name);
  });
});
