import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { profilesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { JOBSEEKER_PROFILE, signedIn, type SignedInUser } from '../../../test/factories.ts';

/*
 * Issue 28: a teacher's education (degree, subject, university, year) and work history (school, role,
 * from–to) are saved with her profile. A bad row is a 400 naming the row's field, and nothing is saved.
 */

let app: TestApp;
let seeker: SignedInUser;
beforeAll(async () => {
  app = await createTestApp();
  seeker = await signedIn(app, { role: 'jobseeker', name: 'Lakshmi Iyer' });
});
afterAll(() => app.close());

const save = (body: Record<string, unknown>) =>
  app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { ...JOBSEEKER_PROFILE, ...body });
const read = async () =>
  (await app.as(seeker).call(profilesApi.jobseekerProfile, { params: { userId: seeker.account.userId } })).json();

const thisYear = new Date().getUTCFullYear();
const nextMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
})();

const BED = { degree: 'B.Ed', subject: 'Mathematics', university: 'Annamalai University', year: 2015 };
const SCHOOLS = [
  { school: 'Chettinad Vidyashram, Chennai', role: 'TGT Mathematics', from: '2019-06', to: '' },
  { school: 'Sri Sankara Senior Secondary School, Adyar', role: 'PRT Maths', from: '2015-06', to: '2019-04' },
];

describe("a teacher's education and work history", () => {
  it('are saved with the profile and read back: an empty year or end month is none, an ended job keeps its month', async () => {
    const res = await save({
      education: [BED, { degree: 'M.Sc', subject: '', university: '', year: '' }],
      workHistory: SCHOOLS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await read();
    expect(saved.education).toEqual([BED, { degree: 'M.Sc', subject: '', university: '', year: null }]);
    expect(saved.workHistory).toEqual([{ ...SCHOOLS[0], to: null }, SCHOOLS[1]]);
  });

  it.each([
    [
      'a degree without its name',
      { education: [{ ...BED, degree: '  ' }] },
      'education.0.degree',
      'Degree is required.',
    ],
    ['a year before 1950', { education: [BED, { ...BED, year: 1949 }] }, 'education.1.year', 'Enter a year from 1950.'],
    [
      'a year still to come',
      { education: [{ ...BED, year: thisYear + 1 }] },
      'education.0.year',
      'The year cannot be in the future.',
    ],
    ['a year that is not a number', { education: [{ ...BED, year: 'twenty' }] }, 'education.0.year', 'Enter a year.'],
    [
      'a school without its name',
      { workHistory: [{ ...SCHOOLS[0], school: '' }] },
      'workHistory.0.school',
      'School is required.',
    ],
    [
      'a start that is not a month',
      { workHistory: [{ ...SCHOOLS[0], from: '2019' }] },
      'workHistory.0.from',
      'Enter the month as YYYY-MM.',
    ],
    [
      'a start still to come',
      { workHistory: [{ ...SCHOOLS[0], from: nextMonth }] },
      'workHistory.0.from',
      'The start cannot be in the future.',
    ],
    [
      'an end before its start',
      { workHistory: [SCHOOLS[0], { ...SCHOOLS[1], to: '2014-03' }] },
      'workHistory.1.to',
      'The end cannot be before the start.',
    ],
    [
      'an end still to come',
      { workHistory: [{ ...SCHOOLS[1], to: nextMonth }] },
      'workHistory.0.to',
      'The end cannot be in the future.',
    ],
    ['eleven degrees', { education: Array.from({ length: 11 }, () => BED) }, 'education', 'List at most 10 degrees.'],
  ])('%s is a 400 naming the field, and the saved profile stays as it was', async (_case, body, field, message) => {
    const before = await read();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ [field]: message });
    expect(await read()).toEqual(before);
  });

  it('any start and end in order, up to this month, is kept as sent (property)', async () => {
    const month = fc
      .record({ y: fc.integer({ min: 1950, max: thisYear - 1 }), m: fc.integer({ min: 1, max: 12 }) })
      .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}`);
    await fc.assert(
      fc.asyncProperty(month, month, async (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const res = await save({
          workHistory: [{ school: 'Kendriya Vidyalaya, Coimbatore', role: 'PGT Physics', from, to }],
        });
        expect(res.statusCode, res.body).toBe(200);
        expect((await read()).workHistory).toEqual([
          { school: 'Kendriya Vidyalaya, Coimbatore', role: 'PGT Physics', from, to },
        ]);
      }),
      { numRuns: 15 },
    );
  });
});
