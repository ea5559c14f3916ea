import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@school-portal/contract';
import { createClass, JOB_FORM, studentBody, twoInstitutes } from './factories.ts';

const t = twoInstitutes();

/** Year 0000 is a real date to JavaScript, not to PostgreSQL; 9999 is nobody's. */
const OUT_OF_RANGE = ['0000-01-01', '9999-12-31'];

describe('every date field takes a sensible range and names the field', () => {
  it('a student’s date of birth and admission date', async () => {
    const { sections } = await createClass(t.app, t.school.code);
    for (const day of OUT_OF_RANGE) {
      for (const field of ['dob', 'admissionDate']) {
        const res = await t.app
          .as(t.school.staff)
          .post('/api/students', studentBody(sections[0]!.id, { [field]: day }));
        expect([res.statusCode, res.json().fieldErrors?.[field]], `${field} ${day}`).toEqual([400, DATE_RANGE_MESSAGE]);
      }
    }
  });

  it('a job’s dates', async () => {
    for (const day of OUT_OF_RANGE) {
      const res = await t.app
        .as(t.school.admin)
        .post('/api/jobs', { ...JOB_FORM, lastDateToApply: day, interviewDate: day });
      expect([res.statusCode, res.json().fieldErrors], day).toEqual([
        400,
        { lastDateToApply: DATE_RANGE_MESSAGE, interviewDate: DATE_RANGE_MESSAGE },
      ]);
    }
  });

  it('the cash summary’s day and the collections export’s range', async () => {
    for (const day of OUT_OF_RANGE) {
      const cash = await t.app.as(t.school.admin).get(`/api/fees/reports/cash-summary/export?date=${day}`);
      expect([cash.statusCode, cash.json().fieldErrors], day).toEqual([400, { date: DATE_RANGE_MESSAGE }]);
      const collections = await t.app
        .as(t.school.admin)
        .get(`/api/fees/reports/collections/export?from=${day}&to=2026-06-30&table=day`);
      expect([collections.statusCode, collections.json().fieldErrors?.from], day).toEqual([400, DATE_RANGE_MESSAGE]);
    }
  });
});
