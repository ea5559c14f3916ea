import { describe, expect, it } from 'vitest';
import { classesApi, feesApi } from '@school-portal/contract';
import { createClass, createFeeHead, createYear, twoInstitutes } from './factories.ts';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the four requests run on four connections at once.
const t = twoInstitutes();

const statuses = async (calls: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(calls)).map((r) => r.statusCode);

describe('the same write sent four times at once', () => {
  it('a fee structure: every answer is a success and the class has one set of instalments', async () => {
    const { schoolClass } = await createClass(t.app, t.school.code);
    const head = await createFeeHead(t.app, t.school.code);
    const body = { classId: schoolClass.id, headId: head.id, frequency: 'monthly' as const, amount: 1500, dueDay: 10 };
    const answers = await statuses(
      Array.from({ length: 4 }, () => t.app.as(t.school.admin).call(feesApi.setStructure, { body })),
    );
    expect(answers).toEqual([200, 200, 200, 200]);
    const structure = await t.app.as(t.school.admin).call(feesApi.structure, { query: { classId: schoolClass.id } });
    expect(structure.json<unknown[]>()).toHaveLength(12);
  });

  it('the standard classes: every answer is a success and each class is added once', async () => {
    const year = await createYear(t.app, t.school.code, 2031, false);
    const body = { academicYearId: year.id };
    const answers = await statuses(
      Array.from({ length: 4 }, () => t.app.as(t.school.admin).call(classesApi.addStandard, { body })),
    );
    expect(answers.every((s) => s === 200 || s === 201)).toBe(true);
    const listed = await t.app.as(t.school.admin).call(classesApi.addStandard, { body });
    expect(listed.json<{ name: string }[]>().filter((c) => c.name === 'Class 1')).toHaveLength(1);
  });
});
