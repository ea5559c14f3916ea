import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classesApi,
  feesApi,
  studentsApi,
  yearEndApi,
  type AcademicYear,
  type SchoolClass,
  type StudentDetail,
  type StudentDues,
  type YearEndPreview,
  type YearEndResult,
} from '@school-portal/contract';
import { feeConcessions, schoolClasses } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import {
  createClass,
  createInstitute,
  createStudent,
  createYear,
  type TestInstitute,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A small school of Tiruppur in 2026-27: Class 6 (A), Class 7 (A, B) and Class 8 (A), tuition ₹6,875 a quarter in
 * Class 7 and ₹7,500 in Class 8, a student or two in each, nobody has paid.
 */
async function smallSchool(opts: { class8Sections?: string[] } = {}) {
  const school: TestInstitute = await createInstitute(app);
  await createYear(app, school.code, 2026, true);
  const rows = scoped(app.deps.db, institute(school.code));
  const made = async (name: string, position: number, sections: string[]) => {
    const c = await createClass(app, school.code, name, sections, 2026);
    await rows.update(schoolClasses, { position }, sql`${schoolClasses.id} = ${c.schoolClass.id}`);
    return c;
  };
  const class6 = await made('Class 6', 1, ['A']);
  const class7 = await made('Class 7', 2, ['A', 'B']);
  const class8 = await made('Class 8', 3, opts.class8Sections ?? ['A', 'B']);
  const admin = app.as(school.admin);
  const head = (await admin.call(feesApi.addHead, { body: { name: 'Tuition', isTuition: true } })).json<{
    _id: string;
  }>();
  for (const [c, amount] of [
    [class7, 6875],
    [class8, 7500],
  ] as const) {
    const set = await admin.call(feesApi.setStructure, {
      body: { classId: c.schoolClass.id, headId: head._id, frequency: 'quarterly', amount, dueDay: 10 },
    });
    expect(set.statusCode).toBe(200);
  }
  const student = (name: string, sectionId: string) => createStudent(app, school.code, { name, sectionId });
  const people = {
    anbu: await student('Anbu Selvan', class6.sections[0]!.id),
    karthik: await student('Karthik Subramanian', class7.sections[0]!.id),
    meena: await student('Meena Raj', class7.sections[1]!.id),
    priya: await student('Priya Natarajan', class7.sections[0]!.id),
    divya: await student('Divya Murugan', class8.sections[0]!.id),
  };
  return { school, class6, class7, class8, head, people, yearId: class6.year.id };
}

const years = async (school: TestInstitute) =>
  (await app.as(school.staff).call(classesApi.years)).json<AcademicYear[]>();

describe('the year end in one sitting (issue 46)', () => {
  it("a clerk previews and runs it: fees raised 10% to ₹10, the whole school promoted, one kept back, one leaving, the highest class passed out, and last year's dues still owed", async () => {
    const s = await smallSchool();
    const clerk = app.as(s.school.staff);
    const admin = app.as(s.school.admin);
    // Meena's sibling concession ends as she leaves; Priya's merit concession is listed for review.
    const carry = await admin.call(feesApi.addConcession, {
      body: { studentId: s.people.meena.id, type: 'sibling', mode: 'percent', value: 10, reason: 'Sister in Class 3' },
    });
    const end = await admin.call(feesApi.addConcession, {
      body: { studentId: s.people.priya.id, type: 'merit', mode: 'amount', value: 500, reason: 'First in class' },
    });
    const body = {
      fromYearId: s.yearId,
      increasePercent: 10,
      roundTo: 10 as const,
      detained: [s.people.priya.id],
      leavers: [{ studentId: s.people.meena.id, leftOn: '2027-03-31', reason: 'Family moved to Coimbatore' }],
      endedConcessions: [end.json<{ _id: string }>()._id],
    };

    const preview = await clerk.call(yearEndApi.preview, { body });
    expect(preview.statusCode).toBe(200);
    const p = preview.json<YearEndPreview>();
    expect(p.nextYearName).toBe('2027-28');
    expect(
      p.classes.map((c) => [c.className, c.nextClassName, c.students, c.promoted, c.detained, c.leaving, c.passedOut]),
    ).toEqual([
      ['Class 6', 'Class 7', 1, 1, 0, 0, 0],
      ['Class 7', 'Class 8', 3, 1, 1, 1, 0],
      ['Class 8', null, 1, 0, 0, 0, 1],
    ]);
    // Class 7's year is 4 × ₹6,875 = ₹27,500; raised 10% each quarter is ₹7,562.50, ₹7,560 to the nearest ₹10.
    expect(p.classes[1]).toMatchObject({ yearFee: 27_500, nextYearFee: 30_240 });
    // Nobody has paid: Karthik owes the year's ₹27,500, Meena ₹24,750 (10% off), Priya ₹25,500 (₹500 off each quarter).
    expect(p.classes[1]!.arrears).toBe(27_500 + 24_750 + 25_500);
    expect(p.students.find((x) => x._id === s.people.karthik.id)).toMatchObject({ arrears: 27_500 });
    // Only concessions of students who stay are listed: Meena leaves, so hers is not.
    expect(p.concessions.map((c) => c.studentName)).toEqual(['Priya Natarajan']);
    // Nothing is written by a preview.
    expect((await years(s.school)).map((y) => y.name)).toEqual(['2026-27']);

    const run = await clerk.call(yearEndApi.run, { body: { ...body, endedConcessions: [] } });
    expect(run.statusCode).toBe(201);
    expect(run.json<YearEndResult>()).toMatchObject({
      promoted: 2,
      detained: 1,
      left: 1,
      passedOut: 1,
      concessionsCarried: 1,
    });
    expect(carry.statusCode).toBe(201);

    const after = await years(s.school);
    expect(after.map((y) => [y.name, y.isCurrent])).toEqual([
      ['2027-28', true],
      ['2026-27', false],
    ]);
    const classes = (await clerk.call(classesApi.list, { query: { academicYearId: after[0]!._id } })).json<
      SchoolClass[]
    >();
    expect(classes.map((c) => [c.name, c.sections.map((x) => x.name)])).toEqual([
      ['Class 6', ['A']],
      ['Class 7', ['A', 'B']],
      ['Class 8', ['A', 'B']],
    ]);
    const next7 = classes.find((c) => c.name === 'Class 7')!;
    const structure = (await clerk.call(feesApi.structure, { query: { classId: next7._id } })).json<
      { amount: number; dueDate: string }[]
    >();
    expect(structure.map((i) => [i.dueDate, i.amount])).toEqual([
      ['2027-04-10', 7560],
      ['2027-07-10', 7560],
      ['2027-10-10', 7560],
      ['2028-01-10', 7560],
    ]);

    const detail = async (id: string) =>
      (await clerk.call(studentsApi.get, { params: { studentId: id } })).json<StudentDetail>();
    expect(await detail(s.people.anbu.id)).toMatchObject({ className: 'Class 7', sectionName: 'A', status: 'active' });
    expect(await detail(s.people.karthik.id)).toMatchObject({ className: 'Class 8', sectionName: 'A' });
    const priya = await detail(s.people.priya.id);
    expect(priya).toMatchObject({ className: 'Class 7', academicYearId: after[0]!._id });
    expect(priya.history[0]).toMatchObject({ action: 'detained' });
    expect(await detail(s.people.meena.id)).toMatchObject({ status: 'left', leftReason: 'Family moved to Coimbatore' });
    expect(await detail(s.people.divya.id)).toMatchObject({
      status: 'left',
      leftOn: '2027-03-31',
      leftReason: 'Passed out',
    });

    // Karthik's ₹27,500 of Class 7 goes with him: the counter asks it first, then Class 8's raised fees (₹8,250 a quarter).
    const dues = (await clerk.call(feesApi.dues, { params: { studentId: s.people.karthik.id } })).json<StudentDues>();
    expect(dues.dues.filter((d) => d.academicYear === '2026-27').reduce((a, d) => a + d.due, 0)).toBe(27_500);
    expect(dues.totalDue).toBe(27_500 + 4 * 8250);
    // Priya's merit concession was carried on (the run's list ended none), still ₹500 off each of her quarters.
    const carried = await scoped(app.deps.db, institute(s.school.code)).select(
      feeConcessions,
      sql`${feeConcessions.academicYearId} = ${after[0]!._id}`,
    );
    expect(carried.map((c) => c.studentId)).toEqual([s.people.priya.id]);
  });
});

describe('the year end refuses, writing nothing', () => {
  const unchanged = async (s: Awaited<ReturnType<typeof smallSchool>>) => {
    expect((await years(s.school)).map((y) => [y.name, y.isCurrent])).toEqual([['2026-27', true]]);
    const karthik = (
      await app.as(s.school.staff).call(studentsApi.get, { params: { studentId: s.people.karthik.id } })
    ).json<StudentDetail>();
    expect(karthik).toMatchObject({ className: 'Class 7', status: 'active' });
    expect(karthik.history.map((h) => h.action)).not.toContain('promoted');
  };

  it("a failure at the last step (the students' history) leaves no new year, class, fee or move behind", async () => {
    const s = await smallSchool();
    // The database refuses the history line of this school's promotions, after the year, classes and fees are written.
    await app.deps.db.execute(
      sql.raw(`create function refuse_promotion() returns trigger language plpgsql as $$
      begin
        if new.action = 'promoted' and new.institute_code = '${s.school.code}' then raise exception 'disk full'; end if;
        return new;
      end $$`),
    );
    await app.deps.db.execute(
      sql.raw(
        'create trigger refuse_promotion before insert on student_events for each row execute function refuse_promotion()',
      ),
    );
    try {
      const run = await app
        .as(s.school.staff)
        .call(yearEndApi.run, { body: { fromYearId: s.yearId, increasePercent: 5 } });
      expect(run.statusCode).toBe(500);
      expect(run.body).not.toContain('disk full');
    } finally {
      await app.deps.db.execute(sql.raw('drop trigger refuse_promotion on student_events'));
      await app.deps.db.execute(sql.raw('drop function refuse_promotion()'));
    }
    await unchanged(s);
    const classes = await scoped(app.deps.db, institute(s.school.code)).select(schoolClasses);
    const n = classes.length;
    expect(n).toBe(3);
    // Now that nothing stands in the way, the same run goes through.
    expect((await app.as(s.school.staff).call(yearEndApi.run, { body: { fromYearId: s.yearId } })).statusCode).toBe(
      201,
    );
  });

  it('a class with no section of the name for the students promoted into it is named in the preview and the run', async () => {
    const s = await smallSchool({ class8Sections: ['A'] });
    for (const endpoint of [yearEndApi.preview, yearEndApi.run]) {
      const answer = await app.as(s.school.staff).call(endpoint, { body: { fromYearId: s.yearId } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(
        'Class 8 has no section B for the students promoted into it.',
      );
    }
    await unchanged(s);
  });

  it("another school's student, or one both kept back and leaving, is bad input naming the field", async () => {
    const s = await smallSchool();
    const elsewhere = await smallSchool();
    const clerk = app.as(s.school.staff);
    const other = await clerk.call(yearEndApi.preview, {
      body: { fromYearId: s.yearId, detained: [elsewhere.people.karthik.id] },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ fieldErrors: { detained: 'A student named is not in this academic year.' } });
    const twice = await clerk.call(yearEndApi.run, {
      body: {
        fromYearId: s.yearId,
        detained: [s.people.karthik.id],
        leavers: [{ studentId: s.people.karthik.id, leftOn: '2027-03-31', reason: 'Moved' }],
      },
    });
    expect(twice.json()).toMatchObject({ fieldErrors: { leavers: 'A student cannot both stay back and leave.' } });
    const bad = await clerk.call(yearEndApi.run, {
      body: { fromYearId: s.yearId, increasePercent: 150, roundTo: 25 as never },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(['increasePercent', 'roundTo']);
    await unchanged(s);
    // One school's preview shows its own students only.
    const mine = (await clerk.call(yearEndApi.preview, { body: { fromYearId: s.yearId } })).json<YearEndPreview>();
    expect(mine.students.map((x) => x.name).sort()).toEqual(
      Object.values(s.people)
        .map((x) => x.name)
        .sort(),
    );
  });

  it('a second run finds the next year begun and is refused', async () => {
    const s = await smallSchool();
    const [first, second] = await Promise.all([
      app.as(s.school.staff).call(yearEndApi.run, { body: { fromYearId: s.yearId } }),
      app.as(s.school.admin).call(yearEndApi.run, { body: { fromYearId: s.yearId } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((await years(s.school)).map((y) => y.name)).toEqual(['2027-28', '2026-27']);
  });
});
