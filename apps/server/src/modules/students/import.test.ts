import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDENT_CSV_TEMPLATE,
  STUDENT_MESSAGES,
  studentsApi,
  type ImportStudentsAnswer,
} from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createClass, createInstitute, createStudent, type TestInstitute } from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  await createClass(app, school.code, 'Class 5', ['A', 'B']);
  await createClass(app, school.code, 'Class 6', ['A']);
});
afterAll(() => app.close());

const HEADER =
  'Admission Number,Name,Gender,Date of Birth,Class,Section,Roll Number,Guardian Name,Guardian Phone,Address,Admission Date';

/** 5,000 rows as an office's spreadsheet would hold them, 20 of them wrong in the ways offices get them wrong. */
function bigFile() {
  const lines = [HEADER];
  const bad = new Map<number, string>();
  for (let i = 1; i <= 5000; i++) {
    const row = i + 1;
    const cells = [
      `S${String(i).padStart(5, '0')}`,
      `Student ${i}`,
      i % 2 ? 'Male' : 'F',
      '14/06/2016',
      i % 3 ? 'Class 5' : '6',
      i % 3 ? (i % 2 ? 'A' : 'B') : 'A',
      String((i % 40) + 1),
      `Guardian ${i}`,
      `98${String(i).padStart(8, '0')}`,
      `"House ${i}, MG Road"`,
      '2026-04-01',
    ];
    const k = i % 250;
    if (k === 0) {
      // Twenty rows, one problem each, of four kinds.
      const kind = (i / 250) % 4;
      const [index, value, column] = (
        [
          [3, '31/02/2016', 'Date of Birth'],
          [4, 'Class 13', 'Class / Section'],
          [8, '12345', 'Guardian Phone'],
          [0, 'S00001', 'Admission Number'],
        ] as const
      )[kind]!;
      cells[index] = value;
      bad.set(row, column);
    }
    lines.push(cells.join(','));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, bad };
}

const importFile = (csv: string, mode: 'check' | 'all' | 'validOnly') =>
  app.as(school.staff).call(studentsApi.import, { body: { csv, mode } });
const count = async () =>
  Number((await app.as(school.staff).call(studentsApi.list, { query: { limit: 1 } })).headers['x-total-count']);

describe('importing the register from a CSV file', () => {
  it('the template imports as it is', async () => {
    const res = await importFile(STUDENT_CSV_TEMPLATE, 'check');
    expect(res.json()).toMatchObject({ total: 1, valid: 1, refused: [] });
  });

  it('checks 5,000 rows and reports the 20 bad ones by row and column, importing nothing', async () => {
    const { csv, bad } = bigFile();
    const res = await importFile(csv, 'check');
    expect(res.statusCode).toBe(200);
    const report = res.json<ImportStudentsAnswer>();
    expect([report.total, report.valid, report.imported]).toEqual([5000, 4980, 0]);
    expect(new Map(report.refused.map((r) => [r.row, r.errors.map((e) => e.column).join()]))).toEqual(bad);
    const repeated = report.refused.find((r) => r.errors[0]!.column === 'Admission Number')!;
    expect(repeated.errors[0]!.message).toBe('Repeats the admission number of row 2.');
    expect(report.refused.find((r) => r.errors[0]!.column === 'Class / Section')!.errors[0]!.message).toMatch(
      /^No class "Class 13" with section "[AB]" in 2026-27.$/,
    );
    expect(await count()).toBe(0);
  });

  it('all or nothing: with bad rows nothing is imported', async () => {
    const res = await importFile(bigFile().csv, 'all');
    expect(res.json()).toMatchObject({ imported: 0, message: STUDENT_MESSAGES.importRefused });
    expect(await count()).toBe(0);
  });

  it('valid rows only: the 4,980 good rows are imported in one go, with their class and history', async () => {
    const res = await importFile(bigFile().csv, 'validOnly');
    expect(res.json()).toMatchObject({ total: 5000, valid: 4980, imported: 4980 });
    expect(await count()).toBe(4980);
    const [one] = (await app.as(school.staff).call(studentsApi.list, { query: { q: 'S00002' } })).json();
    expect(one).toMatchObject({
      name: 'Student 2',
      gender: 'female',
      dob: '2016-06-14',
      className: 'Class 5',
      sectionName: 'B',
      address: 'House 2, MG Road',
    });
    const detail = (await app.as(school.staff).call(studentsApi.get, { params: { studentId: one._id } })).json();
    expect(detail.history[0]).toMatchObject({ action: 'imported', detail: 'Class 5 B' });
  });

  it('a second import finds the admission numbers now in the register', async () => {
    const res = await importFile(
      `${HEADER}\r\nS00002,Again,Male,2016-01-01,Class 5,A,,Someone,9876543210,,2026-04-01\r\n`,
      'check',
    );
    expect(res.json().refused).toEqual([
      {
        row: 2,
        admissionNumber: 'S00002',
        errors: [{ column: 'Admission Number', message: STUDENT_MESSAGES.admissionTaken }],
      },
    ]);
  });

  it('every refused field of a row is named, and blank lines keep the numbering', async () => {
    const res = await importFile(`${HEADER}\r\n\r\n,, Alien ,not-a-date,Class 5,Z,-3,,,,\r\n`, 'check');
    expect(res.json().refused).toEqual([
      {
        row: 3,
        admissionNumber: null,
        errors: expect.arrayContaining([
          { column: 'Class / Section', message: 'No class "Class 5" with section "Z" in 2026-27.' },
          { column: 'Admission Number', message: 'Admission number is required.' },
          { column: 'Name', message: 'Name is required.' },
          { column: 'Gender', message: 'Gender is male, female or other.' },
          { column: 'Date of Birth', message: 'Enter the date as YYYY-MM-DD.' },
          { column: 'Roll Number', message: 'Roll number is a whole number.' },
          { column: 'Guardian Name', message: "Guardian's name is required." },
          { column: 'Guardian Phone', message: "Guardian's phone is required." },
          { column: 'Admission Date', message: 'Admission date is required.' },
        ]),
      },
    ]);
  });

  it('a file without the required columns, or without rows, is refused as a whole', async () => {
    const res = await importFile('Name,Class\r\nAarav,Class 5\r\n', 'check');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      `The file is missing these columns: Admission Number, Gender, Date of Birth, Section, Guardian Name, Guardian Phone, Admission Date.`,
    ]);
    expect((await importFile(`${HEADER}\r\n`, 'check')).json().message).toBe(STUDENT_MESSAGES.emptyFile);
  });

  it('another school’s register is untouched: its admission numbers do not clash', async () => {
    const other = await createInstitute(app);
    await createClass(app, other.code, 'Class 5', ['A']);
    await createStudent(app, other.code, { admissionNumber: 'T-1' });
    const res = await app.as(other.staff).call(studentsApi.import, {
      body: {
        csv: `${HEADER}\r\nS00002,Same Number,Male,2016-01-01,Class 5,A,,Someone,9876543210,,2026-04-01\r\n`,
        mode: 'all',
      },
    });
    expect(res.json()).toMatchObject({ imported: 1, refused: [] });
  });
});
