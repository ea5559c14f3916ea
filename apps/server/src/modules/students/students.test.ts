import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES, studentsApi, type Student, type StudentDetail } from '@school-portal/contract';

import { eq } from 'drizzle-orm';
import { institute, scoped } from '../../db/scoped.ts';
import { schoolClasses } from '../../db/schema/index.ts';
import { createClass, createStudent, studentBody, twoInstitutes } from '../../../test/factories.ts';

const t = twoInstitutes();
let class5: Awaited<ReturnType<typeof createClass>>;
beforeAll(async () => {
  class5 = await createClass(t.app, t.school.code, 'Class 5', ['A', 'B']);
});

const as = () => t.app.as(t.school.staff);
const add = (body: object) => as().call(studentsApi.add, { body: body as never });

describe('the student register', () => {
  it('an institute user admits a student with the fields of design section 6, and sees them with their class and section', async () => {
    const body = studentBody(class5.sections[0]!.id, { admissionNumber: 'A-0099' });
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: STUDENT_MESSAGES.added,
      student: {
        admissionNumber: 'A-0099',
        name: 'Diya Patel',
        gender: 'female',
        className: 'Class 5',
        sectionName: 'A',
        guardianPhone: '9876543210',
        status: 'active',
        rollNumber: 7,
      },
    });
    const detail = (
      await as().call(studentsApi.get, { params: { studentId: res.json().student._id } })
    ).json<StudentDetail>();
    expect(detail.history.map((h) => [h.action, h.detail, h.actorName])).toEqual([
      ['admitted', 'Class 5 A', t.school.staff.account.name],
    ]);
  });

  it('suggests the next admission number, keeping its prefix and width', async () => {
    const res = await as().call(studentsApi.nextAdmissionNumber);
    expect(res.json()).toEqual({ admissionNumber: 'A-0100' });
  });

  it('an admission number is unique within the institute (in any case), but another school may use it', async () => {
    const dup = await add(studentBody(class5.sections[0]!.id, { admissionNumber: 'a-0099' }));
    expect([dup.statusCode, dup.json().fieldErrors]).toEqual([
      409,
      { admissionNumber: STUDENT_MESSAGES.admissionTaken },
    ]);
    const theirs = await createClass(t.app, t.other.code, 'Class 5');
    const elsewhere = await t.app
      .as(t.other.staff)
      .call(studentsApi.add, { body: studentBody(theirs.sections[0]!.id, { admissionNumber: 'A-0099' }) as never });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses bad input by field, and a section of another institute', async () => {
    const res = await add({
      ...studentBody(class5.sections[0]!.id),
      admissionNumber: '',
      gender: 'x',
      dob: '2016-02-30',
      guardianPhone: '123',
      admissionDate: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      admissionNumber: 'Admission number is required.',
      gender: 'Gender is male, female or other.',
      dob: 'Enter a real date.',
      guardianPhone: 'Enter a valid 10-digit phone number.',
      admissionDate: 'Enter the date as YYYY-MM-DD.',
    });
    const theirs = await createClass(t.app, t.other.code, 'Class 9');
    const foreign = await add(studentBody(theirs.sections[0]!.id));
    expect([foreign.statusCode, foreign.json().fieldErrors]).toEqual([
      400,
      { sectionId: STUDENT_MESSAGES.sectionNotFound },
    ]);
  });

  it('searches by name, admission number or guardian phone, filters by class, section and status, and pages on the server', async () => {
    const section = class5.sections[1]!.id;
    for (let i = 1; i <= 5; i++)
      await createStudent(t.app, t.school.code, {
        sectionId: section,
        name: `Search Kid ${i}`,
        rollNumber: 6 - i,
        guardianPhone: `90000000${10 + i}`,
      });
    const byName = await as().call(studentsApi.list, { query: { q: 'search kid', sectionId: section, limit: 2 } });
    expect(byName.headers['x-total-count']).toBe('5');
    // A section's list reads by roll number.
    expect(byName.json().map((s: Student) => s.name)).toEqual(['Search Kid 5', 'Search Kid 4']);
    const byPhone = await as().call(studentsApi.list, { query: { q: '9000000013' } });
    expect(byPhone.json().map((s: Student) => s.name)).toEqual(['Search Kid 3']);
    const byClass = await as().call(studentsApi.list, { query: { classId: class5.schoolClass.id, limit: 100 } });
    expect(byClass.json().every((s: Student) => s.classId === class5.schoolClass.id)).toBe(true);
    const theirClass = await createClass(t.app, t.other.code, 'Class 6');
    expect((await as().call(studentsApi.list, { query: { classId: theirClass.schoolClass.id } })).json()).toEqual([]);
    expect((await as().call(studentsApi.list, { query: { limit: 101 } })).statusCode).toBe(400);
    // Another school's students never appear.
    const all = await t.app.as(t.other.staff).call(studentsApi.list, { query: { q: 'search kid' } });
    expect(all.json()).toEqual([]);
  });

  it('Manage Students lists the register class by class in the year’s order, each section by roll number, not by name', async () => {
    const rows = scoped(t.app.deps.db, institute(t.school.code));
    const class3 = await createClass(t.app, t.school.code, 'Class 3', ['A', 'B']);
    const class12 = await createClass(t.app, t.school.code, 'Class 12', ['A']);
    await rows.update(schoolClasses, { position: 2 }, eq(schoolClasses.id, class3.schoolClass.id));
    await rows.update(schoolClasses, { position: 10 }, eq(schoolClasses.id, class12.schoolClass.id));
    const admit = (sectionId: string, name: string, rollNumber: number) =>
      createStudent(t.app, t.school.code, { sectionId, name: `Registerorder ${name}`, rollNumber });
    await admit(class12.sections[0]!.id, 'Aadhya', 1);
    await admit(class3.sections[1]!.id, 'Bala', 1);
    await admit(class3.sections[0]!.id, 'Yazhini', 2);
    await admit(class3.sections[0]!.id, 'Tharun', 1);
    const listed = await as().call(studentsApi.list, { query: { q: 'registerorder' } });
    expect(listed.json().map((s: Student) => [s.className, s.sectionName, s.rollNumber, s.name])).toEqual([
      ['Class 3', 'A', 1, 'Registerorder Tharun'],
      ['Class 3', 'A', 2, 'Registerorder Yazhini'],
      ['Class 3', 'B', 1, 'Registerorder Bala'],
      ['Class 12', 'A', 1, 'Registerorder Aadhya'],
    ]);
  });

  it('edits a student; moving to another section is in the history', async () => {
    const student = await createStudent(t.app, t.school.code, { sectionId: class5.sections[0]!.id });
    const res = await as().call(studentsApi.update, {
      params: { studentId: student.id },
      body: studentBody(class5.sections[1]!.id, {
        admissionNumber: student.admissionNumber,
        name: 'Aarav S. Sharma',
      }) as never,
    });
    expect(res.json().student).toMatchObject({ name: 'Aarav S. Sharma', sectionName: 'B' });
    const detail = (await as().call(studentsApi.get, { params: { studentId: student.id } })).json<StudentDetail>();
    expect(detail.history[0]).toMatchObject({ action: 'moved', detail: 'Class 5 A → Class 5 B' });
  });

  it('moves several students at once, or none when one is not of this institute', async () => {
    const a = await createStudent(t.app, t.school.code, { sectionId: class5.sections[0]!.id });
    const b = await createStudent(t.app, t.school.code, { sectionId: class5.sections[0]!.id });
    const theirs = await createStudent(t.app, t.other.code);
    const refused = await as().call(studentsApi.move, {
      body: { studentIds: [a.id, theirs.id], sectionId: class5.sections[1]!.id },
    });
    expect(refused.statusCode).toBe(404);
    const res = await as().call(studentsApi.move, {
      body: { studentIds: [a.id, b.id], sectionId: class5.sections[1]!.id },
    });
    expect(res.json()).toEqual({ message: STUDENT_MESSAGES.moved, moved: 2 });
    expect((await as().call(studentsApi.get, { params: { studentId: a.id } })).json().sectionName).toBe('B');
  });

  it('promotes a whole class at year end into the next year’s class, section by section; those who left stay', async () => {
    const from = await createClass(t.app, t.school.code, 'Class 7', ['A', 'B']);
    const to = await createClass(t.app, t.school.code, 'Class 8', ['A', 'B'], 2027);
    const kids = [
      await createStudent(t.app, t.school.code, { sectionId: from.sections[0]!.id }),
      await createStudent(t.app, t.school.code, { sectionId: from.sections[1]!.id }),
      await createStudent(t.app, t.school.code, {
        sectionId: from.sections[1]!.id,
        status: 'left',
        leftOn: '2026-12-01',
        leftReason: 'Moved away',
      }),
    ];
    const res = await as().call(studentsApi.promote, {
      body: { fromClassId: from.schoolClass.id, toClassId: to.schoolClass.id },
    });
    expect(res.json()).toEqual({ message: STUDENT_MESSAGES.promoted, moved: 2 });
    const after = await Promise.all(
      kids.map(async (k) => (await as().call(studentsApi.get, { params: { studentId: k.id } })).json<StudentDetail>()),
    );
    expect(after.map((s) => `${s.className} ${s.sectionName}`)).toEqual(['Class 8 A', 'Class 8 B', 'Class 7 B']);
    expect(after[0]!.history[0]).toMatchObject({ action: 'promoted', detail: 'Class 7 A → Class 8 A' });
  });

  it('a promotion needs a section of the same name in the target class, and moves nobody otherwise', async () => {
    const from = await createClass(t.app, t.school.code, 'Class 10', ['A', 'C']);
    const to = await createClass(t.app, t.school.code, 'Class 11', ['A'], 2027);
    const kid = await createStudent(t.app, t.school.code, { sectionId: from.sections[0]!.id });
    await createStudent(t.app, t.school.code, { sectionId: from.sections[1]!.id });
    const res = await as().call(studentsApi.promote, {
      body: { fromClassId: from.schoolClass.id, toClassId: to.schoolClass.id },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'The target class has no section named "C".']);
    // The same refusal with its section named, in the clerk's language.
    const hindi = t.app.as({ headers: { ...t.school.staff.headers, 'accept-language': 'hi' } });
    const inHindi = await hindi.call(studentsApi.promote, {
      body: { fromClassId: from.schoolClass.id, toClassId: to.schoolClass.id },
    });
    expect(inHindi.json().fieldErrors).toEqual({
      toClassId: 'जिस कक्षा में प्रमोट कर रहे हैं, उसमें "C" नाम का कोई सेक्शन नहीं है।',
    });
    expect((await as().call(studentsApi.get, { params: { studentId: kid.id } })).json().className).toBe('Class 10');
  });

  it('marks a student as left with a date and reason, once', async () => {
    const kid = await createStudent(t.app, t.school.code, { sectionId: class5.sections[0]!.id });
    const res = await as().call(studentsApi.leave, {
      params: { studentId: kid.id },
      body: { leftOn: '2026-11-20', reason: 'Transfer to Kendriya Vidyalaya' },
    });
    expect(res.json().student).toMatchObject({
      status: 'left',
      leftOn: '2026-11-20',
      leftReason: 'Transfer to Kendriya Vidyalaya',
    });
    expect(
      (
        await as().call(studentsApi.leave, {
          params: { studentId: kid.id },
          body: { leftOn: '2026-11-21', reason: 'Again' },
        })
      ).statusCode,
    ).toBe(409);
    const left = await as().call(studentsApi.list, { query: { status: 'left', q: kid.admissionNumber } });
    expect(left.json()).toHaveLength(1);
  });

  it('exports the filtered list as CSV in the import columns', async () => {
    await createStudent(t.app, t.school.code, {
      sectionId: class5.sections[0]!.id,
      name: 'Export, Kid',
      admissionNumber: 'EXP-1',
    });
    const res = await as().call(studentsApi.export, { query: { q: 'EXP-1' } });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Admission Number,Name,Gender,Date of Birth,Class,Section,Roll Number,Guardian Name,Guardian Phone,Address,Admission Date,Status,Left On',
    );
    expect(lines[1]).toBe(
      'EXP-1,"Export, Kid",Male,2016-06-14,Class 5,A,1,Ramesh Sharma,9876543210,"12 MG Road, Pune",2026-04-01,Active,',
    );
    expect(lines).toHaveLength(2);
  });

  it("exports in the caller's language, headers and fixed words, and such a file imports back as it is", async () => {
    await createStudent(t.app, t.school.code, {
      sectionId: class5.sections[0]!.id,
      name: 'Hindi Kid',
      admissionNumber: 'EXP-HI',
    });
    const hindi = t.app.as({ headers: { ...t.school.staff.headers, 'accept-language': 'hi' } });
    const res = await hindi.call(studentsApi.export, { query: { q: 'EXP-HI' } });
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'एडमिशन नंबर,नाम,लिंग,जन्म तिथि,कक्षा,सेक्शन,रोल नंबर,अभिभावक का नाम,अभिभावक का फ़ोन,पता,एडमिशन की तारीख़,स्थिति,छोड़ने की तारीख़',
    );
    expect(lines[1]).toBe(
      'EXP-HI,Hindi Kid,पुरुष,2016-06-14,Class 5,A,1,Ramesh Sharma,9876543210,"12 MG Road, Pune",2026-04-01,सक्रिय,',
    );
    // Every column and the gender are read back: the only refusal is the number this school already uses.
    const back = await hindi.call(studentsApi.import, { body: { csv: res.body, mode: 'check' } });
    expect(back.json()).toMatchObject({
      total: 1,
      valid: 0,
      message: '1 में से 0 पंक्तियाँ इम्पोर्ट की जा सकती हैं।',
      refused: [
        {
          row: 2,
          admissionNumber: 'EXP-HI',
          errors: [{ column: 'Admission Number', message: 'यह एडमिशन नंबर आपके संस्थान में पहले से उपयोग में है।' }],
        },
      ],
    });
  });

  it('the office dashboard counts students by class and section, and this month’s admissions', async () => {
    const fresh = await createClass(t.app, t.other.code, 'Class 1', ['A']);
    const today = new Date().toISOString().slice(0, 10);
    await createStudent(t.app, t.other.code, { sectionId: fresh.sections[0]!.id, admissionDate: today });
    await createStudent(t.app, t.other.code, { sectionId: fresh.sections[0]!.id, admissionDate: '2020-04-01' });
    const res = await t.app.as(t.other.admin).call(studentsApi.summary);
    const summary = res.json();
    expect(summary.newThisMonth).toBe(1);
    expect(summary.academicYearName).toBe('2026-27');
    expect(summary.bySection).toContainEqual(
      expect.objectContaining({ className: 'Class 1', sectionName: 'A', count: 2 }),
    );
  });

  it('another institute’s student is not found, changed or marked as left', async () => {
    const theirs = await createStudent(t.app, t.other.code);
    expect((await as().call(studentsApi.get, { params: { studentId: theirs.id } })).statusCode).toBe(404);
    expect(
      (
        await as().call(studentsApi.leave, {
          params: { studentId: theirs.id },
          body: { leftOn: '2026-11-20', reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const again = await t.app.as(t.other.staff).call(studentsApi.get, { params: { studentId: theirs.id } });
    expect(again.json().status).toBe('active');
  });
});
