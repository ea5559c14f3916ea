import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feesApi } from '@school-portal/contract';
import { feeHeads, schoolClasses, students } from '../src/db/schema/index.ts';
import { institute, scoped } from '../src/db/scoped.ts';
import { createInstitute, createStudentWithFees, type TestInstitute } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A formula with a line break after it: a pattern without the dotall flag misses it. */
const FORMULA = '=1+1\nsecond line';
/** The cell as written: quoted (it holds a line break) and prefixed with ' so a spreadsheet keeps it text. */
const ESCAPED = `"'${FORMULA}"`;

let app: TestApp;
let school: TestInstitute;
let ids: { studentId: string; classId: string; yearId: string };
/** The office's calendar day (India, UTC+5:30): the reports are by it. */
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  const { student, instalment, schoolClass, year, head } = await createStudentWithFees(app, school.code);
  const rows = scoped(app.deps.db, institute(school.code));
  // Written as an import or an old record could hold them; the forms refuse less than the exports must survive.
  await rows.update(students, { name: FORMULA }, eq(students.id, student.id));
  await rows.update(schoolClasses, { name: FORMULA }, eq(schoolClasses.id, schoolClass.id));
  await rows.update(feeHeads, { name: FORMULA }, eq(feeHeads.id, head.id));
  const pay = (key: string) =>
    app.as(school.staff).call(feesApi.collect, {
      body: {
        studentId: student.id,
        idempotencyKey: `csv-${key}-${Date.now()}`,
        paidOn: today,
        mode: 'cash',
        allocations: [{ instalmentId: instalment.id, amount: 100 }],
      },
    });
  expect((await pay('stands')).statusCode).toBe(201);
  // The cash summary names the student of a withdrawn receipt.
  const withdrawn = (await pay('withdrawn')).json<{ _id: string }>();
  const cancelled = await app
    .as(school.staff)
    .call(feesApi.cancel, { params: { receiptId: withdrawn._id }, body: { reason: 'Entered twice' } });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  ids = { studentId: student.id, classId: schoolClass.id, yearId: year.id };
});
afterAll(() => app.close());

async function csv(url: string) {
  const res = await app.as(school.admin).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('every CSV export starts with a UTF-8 byte-order mark, so Excel reads names in Indian scripts', () => {
  it.each(['/api/students/export', '/api/fees/reports/defaulters/export'])('%s', async (url) => {
    const res = await app.as(school.admin).get(url);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('every CSV export keeps a formula with a line break as text', () => {
  it('students', async () => {
    const body = await csv('/api/students/export');
    expect(body).toContain(ESCAPED);
    expect(body).not.toContain(`"${FORMULA}`);
  });

  it('defaulters', async () => {
    expect(await csv(`/api/fees/reports/defaulters/export?classId=${ids.classId}`)).toContain(ESCAPED);
  });

  it('collections by head', async () => {
    expect(await csv(`/api/fees/reports/collections/export?from=${today}&to=${today}&table=head`)).toContain(ESCAPED);
  });

  it('cash summary', async () => {
    expect(await csv(`/api/fees/reports/cash-summary/export?date=${today}`)).toContain(ESCAPED);
  });

  it('dues by class', async () => {
    expect(await csv(`/api/fees/reports/dues-by-class/export?academicYearId=${ids.yearId}`)).toContain(ESCAPED);
  });
});
