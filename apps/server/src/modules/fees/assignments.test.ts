import { describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  feeAssignmentsApi,
  feeReportsApi,
  feesApi,
  type DuesByClass,
  type FeeCard,
  type HeadAssignment,
  type Receipt,
  type StudentDues,
} from '@school-portal/contract';
import { createClass, createFeeHead, createStudent, twoInstitutes } from '../../../test/factories.ts';
import { indianToday } from './fee-math.ts';

const t = twoInstitutes();
const { admin, clerk } = t;
let keys = 0;

/** A class with monthly tuition ₹2,000 and a bus route for chosen students at ₹1,500 a month, both due on the 5th. */
async function routeSchool() {
  const { schoolClass, sections } = await createClass(t.app, t.school.code);
  const tuition = (await admin().call(feesApi.addHead, { body: { name: `Tuition ${++keys}`, isTuition: true } })).json<{
    _id: string;
  }>();
  const route = (
    await admin().call(feesApi.addHead, { body: { name: `Transport Route ${++keys}`, forChosenStudents: true } })
  ).json<{ _id: string; forChosenStudents: boolean }>();
  expect(route.forChosenStudents).toBe(true);
  for (const [headId, amount] of [
    [tuition._id, 2000],
    [route._id, 1500],
  ] as const) {
    await admin().call(feesApi.setStructure, {
      body: { classId: schoolClass.id, headId, frequency: 'monthly', amount, dueDay: 5 },
    });
  }
  const student = (name: string) =>
    createStudent(t.app, t.school.code, { sectionId: sections[0]!.id, name, admissionDate: '2026-04-01' });
  return { schoolClass, tuition, route, student };
}

const duesOf = async (studentId: string) =>
  (await clerk().call(feesApi.dues, { params: { studentId } })).json<StudentDues>();
const routeLabels = (dues: StudentDues, headName: string) =>
  dues.dues.filter((d) => d.headName.startsWith(headName)).map((d) => d.label);
const assign = (headId: string, studentIds: string[], startsOn: string) =>
  clerk().call(feeAssignmentsApi.assignHead, { params: { headId }, body: { studentIds, startsOn } });

describe('heads for chosen students', () => {
  it('a bus route is charged only to the students assigned it, from the assignment day; the class reports follow', async () => {
    const s = await routeSchool();
    const rider = await s.student('Meera Iyer');
    const walker = await s.student('Kabir Singh');
    expect(routeLabels(await duesOf(rider.id), 'Transport')).toEqual([]);

    const res = await assign(s.route._id, [rider.id], '2026-07-01');
    expect(res.statusCode).toBe(201);
    expect(res.json<HeadAssignment[]>()).toMatchObject([
      { studentId: rider.id, headId: s.route._id, startsOn: '2026-07-01', endsOn: null },
    ]);
    const dues = await duesOf(rider.id);
    // Assigned in July: April to June fell due before it and are not charged.
    expect(routeLabels(dues, 'Transport')).toEqual([
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
    expect(dues.totalDue).toBe(12 * 2000 + 9 * 1500);
    expect((await duesOf(walker.id)).totalDue).toBe(12 * 2000);

    const listed = (await clerk().call(feeAssignmentsApi.studentHeads, { params: { studentId: rider.id } })).json<
      HeadAssignment[]
    >();
    expect(listed.map((a) => a.headName)).toEqual([expect.stringMatching(/^Transport Route/)]);

    const report = (await clerk().call(feeReportsApi.duesByClass, { query: {} })).json<DuesByClass>();
    expect(report.classes.find((c) => c.classId === s.schoolClass.id)?.due).toBe(24 * 2000 + 9 * 1500);
  });

  it('assigns several students of a class at once; a student it already runs for is not charged twice', async () => {
    const s = await routeSchool();
    const [a, b, c] = [await s.student('A One'), await s.student('B Two'), await s.student('C Three')];
    expect((await assign(s.route._id, [a.id], '2026-04-01')).json<HeadAssignment[]>()).toHaveLength(1);
    const bulk = await assign(s.route._id, [a.id, b.id, c.id, b.id], '2026-04-01');
    expect(
      bulk
        .json<HeadAssignment[]>()
        .map((x) => x.studentId)
        .sort(),
    ).toEqual([b.id, c.id].sort());
    for (const st of [a, b, c]) expect(routeLabels(await duesOf(st.id), 'Transport')).toHaveLength(12);
  });

  it('ending an assignment stops the instalments due from that day, and keeps one already paid', async () => {
    const s = await routeSchool();
    const rider = await s.student('Zoya Khan');
    const [assignment] = (await assign(s.route._id, [rider.id], '2026-04-01')).json<HeadAssignment[]>();
    const routeDues = (await duesOf(rider.id)).dues.filter((d) => d.headName === assignment!.headName);
    const february = routeDues.find((d) => d.label === 'February')!;
    const paid = await clerk().call(feesApi.collect, {
      body: {
        studentId: rider.id,
        idempotencyKey: `assign-${++keys}`,
        paidOn: indianToday(new Date()),
        mode: 'cash',
        allocations: [{ instalmentId: february.instalmentId, amount: 1500 }],
      },
    });
    expect(paid.statusCode).toBe(201);

    const ended = await clerk().call(feeAssignmentsApi.endAssignment, {
      params: { assignmentId: assignment!._id },
      body: { endsOn: '2026-10-01' },
    });
    expect(ended.json<HeadAssignment>().endsOn).toBe('2026-10-01');
    const dues = await duesOf(rider.id);
    // April to September while assigned; February stays, paid: a receipt never loses what it settled.
    expect(routeLabels(dues, 'Transport')).toEqual(['April', 'May', 'June', 'July', 'August', 'September', 'February']);
    expect(dues.dues.find((d) => d.label === 'February' && d.headName === assignment!.headName)).toMatchObject({
      paid: 1500,
      due: 0,
    });
    const card = (await clerk().call(feeReportsApi.feeCard, { params: { studentId: rider.id } })).json<FeeCard>();
    // The card's due is what is left: the seven route months less February, paid.
    expect([card.years[0]!.due, card.years[0]!.paid]).toEqual([12 * 2000 + 6 * 1500, paid.json<Receipt>().amount]);

    const again = await clerk().call(feeAssignmentsApi.endAssignment, {
      params: { assignmentId: assignment!._id },
      body: { endsOn: '2026-11-01' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, FEE_MESSAGES.assignmentEnded]);
  });

  it('refuses a head for the whole class, an end before the start, and an empty choice, naming the field', async () => {
    const s = await routeSchool();
    const st = await s.student('Field Test');
    const whole = await assign(s.tuition._id, [st.id], '2026-04-01');
    expect([whole.statusCode, whole.json().fieldErrors]).toEqual([400, { headId: FEE_MESSAGES.headNotForChosen }]);
    const none = await assign(s.route._id, [], '2026-04-01');
    expect([none.statusCode, Object.keys(none.json().fieldErrors)]).toEqual([400, ['studentIds']]);
    const [a] = (await assign(s.route._id, [st.id], '2026-06-01')).json<HeadAssignment[]>();
    const early = await clerk().call(feeAssignmentsApi.endAssignment, {
      params: { assignmentId: a!._id },
      body: { endsOn: '2026-06-01' },
    });
    expect([early.statusCode, early.json().fieldErrors]).toEqual([400, { endsOn: FEE_MESSAGES.endsBeforeStart }]);
  });

  it("another school's head, student or assignment is not found, and nothing is assigned", async () => {
    const s = await routeSchool();
    const mine = await s.student('Our Student');
    const theirHead = await createFeeHead(t.app, t.other.code, { forChosenStudents: true });
    const theirStudent = await createStudent(t.app, t.other.code);
    expect((await assign(theirHead.id, [mine.id], '2026-04-01')).statusCode).toBe(404);
    expect((await assign(s.route._id, [mine.id, theirStudent.id], '2026-04-01')).statusCode).toBe(404);
    expect((await clerk().call(feeAssignmentsApi.studentHeads, { params: { studentId: mine.id } })).json()).toEqual([]);
    expect(
      (await clerk().call(feeAssignmentsApi.studentHeads, { params: { studentId: theirStudent.id } })).statusCode,
    ).toBe(404);
    const theirs = (
      await t.app.as(t.other.staff).call(feeAssignmentsApi.assignHead, {
        params: { headId: theirHead.id },
        body: { studentIds: [theirStudent.id], startsOn: '2026-04-01' },
      })
    ).json<HeadAssignment[]>();
    expect(
      (
        await clerk().call(feeAssignmentsApi.endAssignment, {
          params: { assignmentId: theirs[0]!._id },
          body: { endsOn: '2026-12-01' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
