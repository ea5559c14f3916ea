import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesApi, feesApi } from '@school-portal/contract';
import { createClass, createFeeHead, createInstitute, createYear, type TestInstitute } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the four requests run on four connections at once.
let app: TestApp;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
});
afterAll(() => app.close());

const statuses = async (calls: Promise<{ statusCode: number }>[]) => (await Promise.all(calls)).map((r) => r.statusCode);

describe('the same write sent four times at once', () => {
  it('a fee structure: every answer is a success and the class has one set of instalments', async () => {
    const { schoolClass } = await createClass(app, school.code);
    const head = await createFeeHead(app, school.code);
    const body = { classId: schoolClass.id, headId: head.id, frequency: 'monthly' as const, amount: 1500, dueDay: 10 };
    const answers = await statuses(Array.from({ length: 4 }, () => app.as(school.admin).call(feesApi.setStructure, { body })));
    expect(answers).toEqual([200, 200, 200, 200]);
    const structure = await app.as(school.admin).call(feesApi.structure, { query: { classId: schoolClass.id } });
    expect(structure.json<unknown[]>()).toHaveLength(12);
  });

  it('the standard classes: every answer is a success and each class is added once', async () => {
    const year = await createYear(app, school.code, 2031, false);
    const body = { academicYearId: year.id };
    const answers = await statuses(Array.from({ length: 4 }, () => app.as(school.admin).call(classesApi.addStandard, { body })));
    expect(answers.every((s) => s === 200 || s === 201)).toBe(true);
    const listed = await app.as(school.admin).call(classesApi.addStandard, { body });
    expect(listed.json<{ name: string }[]>().filter((c) => c.name === 'Class 1')).toHaveLength(1);
  });
});
