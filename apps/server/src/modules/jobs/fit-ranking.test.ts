import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_TEST_CODES,
  fitOf,
  fitReason,
  QUALIFICATION_CODES,
  TEACHING_LEVEL_CODES,
  type JobTerms,
  type TeacherTerms,
} from '@school-portal/contract';

/*
 * The ranking's rule over every combination: a teacher meeting all of a job's must-haves (experience
 * range, eligibility test, qualification) never ranks below one who misses any, whatever their subject,
 * level or place; the reason names each must-have she misses.
 */

const place = fc.constantFrom(
  { stateCode: 'TN', district: 'Tiruppur' },
  { stateCode: 'TN', district: 'Chennai' },
  { stateCode: 'KA', district: 'Mysuru' },
  { stateCode: null, district: null },
) as fc.Arbitrary<{ stateCode: JobTerms['stateCode']; district: string | null }>;
const subject = fc.constantFrom('mathematics', 'english', null);
const level = fc.constantFrom(...TEACHING_LEVEL_CODES, null);
const someOf = <T>(items: readonly T[], max: number) => fc.uniqueArray(fc.constantFrom(...items), { maxLength: max });

const job: fc.Arbitrary<JobTerms> = fc
  .record({
    subject,
    teachingLevel: level,
    place,
    eligibilityTests: someOf(ELIGIBILITY_TEST_CODES, 2),
    qualifications: someOf(QUALIFICATION_CODES, 3),
    experienceMin: fc.integer({ min: 0, max: 12 }),
    span: fc.integer({ min: 0, max: 10 }),
  })
  .map(({ place, span, ...j }) => ({ ...j, ...place, experienceMax: j.experienceMin + span }));

const teacher: fc.Arbitrary<TeacherTerms> = fc
  .record({
    subject,
    schoolLevel: fc.constantFrom('primary', 'secondary', null),
    teachingLevels: someOf(TEACHING_LEVEL_CODES, 2),
    place,
    eligibilityTests: someOf(ELIGIBILITY_TEST_CODES, 4),
    qualifications: someOf(QUALIFICATION_CODES, 4),
    totalExp: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  })
  .map(({ place, ...t }) => ({ ...t, ...place }));

const english = (id: string, values?: Record<string, unknown>) =>
  id
    .replace(/\{count, plural.*\}\}/, `${String(values?.count)} years`)
    .replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k]));

describe('fit ranking', () => {
  it('a teacher meeting every must-have never ranks below one who misses one', () => {
    fc.assert(
      fc.property(job, teacher, teacher, (j, a, b) => {
        const fa = fitOf(j, a);
        const fb = fitOf(j, b);
        if (fa.missing.length === 0 && fb.missing.length > 0) expect(fa.score).toBeGreaterThan(fb.score);
      }),
      { numRuns: 2000 },
    );
  });

  it('among teachers meeting the same must-haves, the one in the district ranks above the one elsewhere', () => {
    fc.assert(
      fc.property(job, teacher, (j, a) => {
        fc.pre(!!j.district && !!j.stateCode);
        const here = { ...a, stateCode: j.stateCode, district: j.district };
        const away = { ...a, stateCode: j.stateCode === 'KA' ? 'TN' : 'KA', district: 'Elsewhere' } as TeacherTerms;
        expect(fitOf(j, here).score).toBeGreaterThan(fitOf(j, away).score);
      }),
    );
  });

  it('the reason names each must-have she misses', () => {
    fc.assert(
      fc.property(job, teacher, (j, a) => {
        const { missing } = fitOf(j, a);
        const reason = fitReason(j, a, english) ?? '';
        if (missing.includes('experience')) expect(reason).toMatch(/years asked|experience not given/i);
        if (missing.includes('eligibility test') || missing.includes('qualification'))
          expect(reason).toMatch(/(^|; )no /i);
        if (missing.length === 0) expect(reason).not.toMatch(/asked|not given|(^|; )no /i);
      }),
      { numRuns: 1000 },
    );
  });
});
