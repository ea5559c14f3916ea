import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, classesApi, type SchoolClass } from '@school-portal/contract';
import { createClass, createStudent, signedIn, signedInSuperAdmin, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();

const as = t.clerk;

describe('the class manager', () => {
  it('the first academic year added is current, named April to March', async () => {
    const res = await as().call(classesApi.addYear, { body: { startYear: 2026 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: '2026-27',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      isCurrent: true,
    });
    const dup = await as().call(classesApi.addYear, { body: { startYear: 2026 } });
    expect([dup.statusCode, dup.json().fieldErrors]).toEqual([409, { startYear: CLASS_MESSAGES.yearExists }]);
  });

  it('one year is current at a time', async () => {
    const next = (await as().call(classesApi.addYear, { body: { startYear: 2027 } })).json();
    expect(next.isCurrent).toBe(false);
    await as().call(classesApi.makeYearCurrent, { params: { yearId: next._id } });
    const years = (await as().call(classesApi.years)).json<{ name: string; isCurrent: boolean }[]>();
    expect(years.map((y) => [y.name, y.isCurrent])).toEqual([
      ['2027-28', true],
      ['2026-27', false],
    ]);
    const back = years.find((y) => y.name === '2026-27') as unknown as { _id: string };
    await as().call(classesApi.makeYearCurrent, { params: { yearId: back._id } });
  });

  it('adds the standard classes Nursery to Class 12 in order, each with section A, and lists them for the current year', async () => {
    const [year] = (await as().call(classesApi.years))
      .json<{ _id: string; isCurrent: boolean }[]>()
      .filter((y) => y.isCurrent);
    const res = await as().call(classesApi.addStandard, { body: { academicYearId: year!._id } });
    expect(res.statusCode).toBe(201);
    const classes = res.json<SchoolClass[]>();
    expect(classes.map((c) => c.name)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
    ]);
    expect(classes.every((c) => c.sections.map((s) => s.name).join() === 'A')).toBe(true);
    // Again: nothing is doubled.
    expect((await as().call(classesApi.addStandard, { body: { academicYearId: year!._id } })).json()).toHaveLength(15);
    expect((await as().call(classesApi.list)).json()).toHaveLength(15);
  });

  it('a class of the school’s own name with sections, class teacher and capacity; names are unique within a year and a class', async () => {
    const [year] = (await as().call(classesApi.years))
      .json<{ _id: string; isCurrent: boolean }[]>()
      .filter((y) => y.isCurrent);
    const res = await as().call(classesApi.add, {
      body: {
        academicYearId: year!._id,
        name: 'Sunflower',
        sections: [{ name: 'B', classTeacher: 'Mrs. Rao', capacity: 35 }, { name: 'A' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<SchoolClass>();
    expect(created.position).toBe(15);
    expect(created.sections.map((s) => [s.name, s.classTeacher, s.capacity, s.studentCount])).toEqual([
      ['A', null, null, 0],
      ['B', 'Mrs. Rao', 35, 0],
    ]);
    const dup = await as().call(classesApi.add, { body: { academicYearId: year!._id, name: 'sunflower' } });
    expect([dup.statusCode, dup.json().fieldErrors]).toEqual([409, { name: CLASS_MESSAGES.classExists }]);
    const dupSection = await as().call(classesApi.addSection, {
      params: { classId: created._id },
      body: { name: 'a' },
    });
    expect(dupSection.statusCode).toBe(409);
    const bad = await as().call(classesApi.addSection, {
      params: { classId: created._id },
      body: { name: '', capacity: 0 },
    });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { name: 'Section name is required.', capacity: 'Capacity is at least 1.' },
    ]);
    const renamed = await as().call(classesApi.updateSection, {
      params: { sectionId: created.sections[1]!._id },
      body: { name: 'C', classTeacher: 'Mr. Das', capacity: 40 },
    });
    expect(renamed.json()).toMatchObject({ name: 'C', classTeacher: 'Mr. Das', capacity: 40 });
  });

  it('a class or section with students stays; an empty one is removed', async () => {
    const { schoolClass, sections } = await createClass(t.app, t.school.code, 'Class Removal', ['A', 'B']);
    await createStudent(t.app, t.school.code, { sectionId: sections[0]!.id });
    expect((await as().call(classesApi.removeSection, { params: { sectionId: sections[0]!.id } })).statusCode).toBe(
      409,
    );
    expect((await as().call(classesApi.remove, { params: { classId: schoolClass.id } })).json().message).toBe(
      CLASS_MESSAGES.classHasStudents,
    );
    expect((await as().call(classesApi.removeSection, { params: { sectionId: sections[1]!.id } })).statusCode).toBe(
      200,
    );
    const listed = (await as().call(classesApi.list)).json<SchoolClass[]>().find((c) => c._id === schoolClass.id)!;
    expect(listed.sections.map((s) => [s.name, s.studentCount])).toEqual([['A', 1]]);
    const empty = await createClass(t.app, t.school.code, 'Class Empty');
    expect((await as().call(classesApi.remove, { params: { classId: empty.schoolClass.id } })).statusCode).toBe(200);
  });

  it('another institute’s years, classes and sections are not found', async () => {
    const theirs = await createClass(t.app, t.other.code, 'Their class');
    expect((await as().call(classesApi.list, { query: { academicYearId: theirs.year.id } })).statusCode).toBe(404);
    expect(
      (await as().call(classesApi.add, { body: { academicYearId: theirs.year.id, name: 'Sneaky' } })).statusCode,
    ).toBe(404);
    expect(
      (await as().call(classesApi.update, { params: { classId: theirs.schoolClass.id }, body: { name: 'Taken' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as().call(classesApi.removeSection, { params: { sectionId: theirs.sections[0]!.id } })).statusCode,
    ).toBe(404);
    expect((await as().call(classesApi.makeYearCurrent, { params: { yearId: theirs.year.id } })).statusCode).toBe(404);
    expect((await t.app.as(t.other.admin).call(classesApi.list)).json().map((c: SchoolClass) => c.name)).toEqual([
      'Their class',
    ]);
  });

  it('job seekers and the super admin have no class manager', async () => {
    expect((await t.app.as(await signedIn(t.app, { role: 'jobseeker' })).call(classesApi.list)).statusCode).toBe(403);
    expect((await t.app.as(await signedInSuperAdmin(t.app)).call(classesApi.list)).statusCode).toBe(403);
  });
});
