import { describe, expect, it } from 'vitest';
import {
  classesApi,
  feeReportsApi,
  feesApi,
  type AcademicYear,
  type FeeInstalment,
  type SetupProgress,
} from '@school-portal/contract';
import { schoolClasses } from '../../db/schema/index.ts';
import { institute, scoped } from '../../db/scoped.ts';
import { createInstitute } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';

describe("a school's session starting in June, and the first-run checklist", () => {
  it('runs June to May: the year, its monthly, quarterly and termly instalments follow, and the next year keeps June', async () => {
    const app = await createTestApp();
    try {
      const school = await createInstitute(app);
      const admin = app.as(school.admin);
      const progress = async () => (await app.as(school.staff).call(feeReportsApi.setupProgress)).json<SetupProgress>();
      expect(await progress()).toEqual({
        year: false,
        classes: false,
        students: false,
        structure: false,
        receipt: false,
      });
      const res = await admin.call(classesApi.addYear, { body: { startYear: 2026, startMonth: 6 } });
      expect(res.statusCode).toBe(201);
      expect(res.json<AcademicYear>()).toMatchObject({
        name: '2026-27',
        startMonth: 6,
        startDate: '2026-06-01',
        endDate: '2027-05-31',
      });
      const bad = await admin.call(classesApi.addYear, { body: { startYear: 2030, startMonth: 13 } });
      expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['startMonth']]);

      const schoolClass = await scoped(app.deps.db, institute(school.code)).insert(schoolClasses, {
        academicYearId: res.json<AcademicYear>()._id,
        name: 'Class 6',
        position: 6,
      });
      const head = (await admin.call(feesApi.addHead, { body: { name: 'Tuition Fee', isTuition: true } })).json<{
        _id: string;
      }>();
      const monthly = (
        await admin.call(feesApi.setStructure, {
          body: { classId: schoolClass.id, headId: head._id, frequency: 'monthly', amount: 1800, dueDay: 10 },
        })
      ).json<FeeInstalment[]>();
      expect(monthly.map((i) => [i.label, i.dueDate])).toEqual([
        ['June', '2026-06-10'],
        ['July', '2026-07-10'],
        ['August', '2026-08-10'],
        ['September', '2026-09-10'],
        ['October', '2026-10-10'],
        ['November', '2026-11-10'],
        ['December', '2026-12-10'],
        ['January', '2027-01-10'],
        ['February', '2027-02-10'],
        ['March', '2027-03-10'],
        ['April', '2027-04-10'],
        ['May', '2027-05-10'],
      ]);
      const termly = (
        await admin.call(feesApi.setStructure, {
          body: { classId: schoolClass.id, headId: head._id, frequency: 'termly', amount: 9000, dueDay: 5 },
        })
      ).json<FeeInstalment[]>();
      expect(termly.map((i) => [i.label, i.dueDate])).toEqual([
        ['Term 1', '2026-06-05'],
        ['Term 2', '2026-12-05'],
      ]);

      // The first-run checklist ticks what is done of the current year.
      expect(await progress()).toEqual({ year: true, classes: true, students: false, structure: true, receipt: false });

      const next = await admin.call(classesApi.addYear, { body: { startYear: 2027 } });
      expect(next.json<AcademicYear>()).toMatchObject({
        startMonth: 6,
        startDate: '2027-06-01',
        endDate: '2028-05-31',
      });
    } finally {
      await app.close();
    }
  });
});
