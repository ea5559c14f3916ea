import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsApi, type Job } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, signedIn, type JobOverrides, type SignedInUser } from '../../../test/factories.ts';

/*
 * Browse Jobs' filters as a teacher means them: "My experience" keeps the jobs her years qualify
 * her for; the salary filters compare pay a month (a yearly salary / 12); undisclosed pay stays
 * unless she hides it. The subject filter and keyword search read the subject vocabulary.
 */

let app: TestApp;
let me: SignedInUser;

const JOBS: (JobOverrides & { title: string })[] = [
  {
    title: 'Maths 3-10 yrs ₹45,000 a month',
    subject: 'mathematics',
    teachingLevel: 'TGT',
    experienceMin: 3,
    experienceMax: 10,
    salaryType: 'monthly',
    salaryPaise: 45_000_00,
  },
  {
    title: 'Science 0-2 yrs ₹5,40,000 a year',
    subject: 'science',
    experienceMin: 0,
    experienceMax: 2,
    salaryType: 'yearly',
    salaryPaise: 5_40_000_00,
  },
  {
    title: 'Physics PGT 5+ yrs pay not disclosed',
    subject: 'physics',
    teachingLevel: 'PGT',
    experienceMin: 5,
    experienceMax: 5,
    salaryPaise: null,
  },
  {
    title: 'English 1-4 yrs ₹30,000-50,000 a month',
    subject: 'english',
    experienceMin: 1,
    experienceMax: 4,
    salaryType: 'monthly',
    salaryPaise: 30_000_00,
    salaryMaxPaise: 50_000_00,
  },
  {
    title: 'Social Science 2-6 yrs ₹3,60,000-6,00,000 a year',
    subject: 'social-science',
    experienceMin: 2,
    experienceMax: 6,
    salaryType: 'yearly',
    salaryPaise: 3_60_000_00,
    salaryMaxPaise: 6_00_000_00,
  },
  {
    title: 'Hindi 8-12 yrs ₹70,000 a month',
    subject: 'hindi',
    experienceMin: 8,
    experienceMax: 12,
    salaryType: 'monthly',
    salaryPaise: 70_000_00,
  },
  // A TGT post whose text names PGT: the keyword "PGT physics" finds it by its text.
  {
    title: 'Lab Physics TGT, PGT welcome 1-3 yrs ₹35,000 a month',
    subject: 'physics',
    teachingLevel: 'TGT',
    experienceMin: 1,
    experienceMax: 3,
    salaryType: 'monthly',
    salaryPaise: 35_000_00,
  },
];

beforeAll(async () => {
  app = await createTestApp();
  const school = await createInstitute(app);
  me = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
  for (const job of JOBS) await createJob(app, school.code, job);
});
afterAll(() => app.close());

const titles = async (query: Record<string, string | number | boolean>) => {
  const res = await app.as(me).call(jobsApi.search, { query: { limit: 100, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<Job[]>()
    .map((j) => j.title)
    .sort();
};
const named = (...starts: string[]) =>
  JOBS.map((j) => j.title)
    .filter((t) => starts.some((s) => t.startsWith(s)))
    .sort();

describe('My experience (years)', () => {
  it('keeps a job at both ends of its range and drops it past them', async () => {
    expect(await titles({ experience: 3 })).toContain(named('Maths')[0]);
    expect(await titles({ experience: 10 })).toContain(named('Maths')[0]);
    expect(await titles({ experience: 11 })).not.toContain(named('Maths')[0]);
    expect(await titles({ experience: 2 })).not.toContain(named('Maths')[0]);
  });

  it('keeps a job that gives only a minimum for anyone above it', async () => {
    expect(await titles({ experience: 20 })).toEqual(named('Physics'));
  });

  it("the spec's minExp means the same, as the old client sends a teacher's years", async () => {
    expect(await titles({ minExp: 6 })).toEqual(await titles({ experience: 6 }));
    expect(await titles({ minExp: 6 })).toEqual(named('Maths', 'Physics', 'Social'));
  });
});

describe('salary', () => {
  it('compares a yearly salary a month: ₹5,40,000 a year is ₹45,000 a month', async () => {
    expect(await titles({ minSalary: 45000, hideUndisclosedPay: true })).toContain(named('Science')[0]);
    expect(await titles({ minSalary: 45001 })).not.toContain(named('Science')[0]);
    expect(await titles({ maxSalary: 50000 })).toContain(named('Science')[0]);
    expect(await titles({ maxSalary: 44999 })).not.toContain(named('Science')[0]);
  });

  it('a range reaches a minimum salary at its top', async () => {
    expect(await titles({ minSalary: 50000, hideUndisclosedPay: true })).toEqual(named('English', 'Social', 'Hindi'));
  });

  it('keeps jobs that do not disclose pay unless asked to hide them', async () => {
    expect(await titles({ minSalary: 60000 })).toEqual(named('Physics', 'Hindi'));
    expect(await titles({ minSalary: 60000, hideUndisclosedPay: true })).toEqual(named('Hindi'));
    expect(await titles({ hideUndisclosedPay: true })).not.toContain(named('Physics')[0]);
  });
});

/** The years rule of "My experience": a job's minimum at most them, its maximum at least them unless it gives only a minimum. */
const takes = (j: JobOverrides, years: number | undefined) => {
  const [min, max] = [j.experienceMin ?? 0, j.experienceMax ?? 0];
  return years === undefined || (min <= years && (max >= years || max <= min));
};

/** Every filter combination `filters` draws finds exactly the jobs `rule` keeps. */
const findsByRule = <F extends Record<string, string | number | boolean>>(
  filters: fc.Arbitrary<F>,
  rule: (f: F) => (j: (typeof JOBS)[number]) => boolean,
) =>
  fc.assert(
    fc.asyncProperty(filters, async (f) => {
      expect(await titles(f)).toEqual(
        JOBS.filter(rule(f))
          .map((j) => j.title)
          .sort(),
      );
    }),
    { numRuns: 40 },
  );

describe('every combination of experience and salary filters', () => {
  const monthly = (paise: number | null | undefined, type: string | undefined) =>
    paise == null ? null : type === 'yearly' ? Math.trunc(paise / 12) : paise;
  const rule =
    (f: { experience?: number; minSalary?: number; maxSalary?: number; hideUndisclosedPay?: boolean }) =>
    (j: (typeof JOBS)[number]) => {
      if (!takes(j, f.experience)) return false;
      if (j.salaryPaise == null) return !f.hideUndisclosedPay;
      const low = monthly(j.salaryPaise, j.salaryType)!;
      const high = monthly(j.salaryMaxPaise ?? j.salaryPaise, j.salaryType)!;
      return (
        (f.minSalary === undefined || high >= f.minSalary * 100) &&
        (f.maxSalary === undefined || low <= f.maxSalary * 100)
      );
    };

  it('finds exactly the jobs the rule says', () =>
    findsByRule(
      fc.record(
        {
          experience: fc.integer({ min: 0, max: 30 }),
          minSalary: fc.constantFrom(0, 29_999, 30_000, 45_000, 45_001, 50_000, 70_000, 80_000),
          maxSalary: fc.constantFrom(0, 29_999, 30_000, 45_000, 50_000, 70_000),
          hideUndisclosedPay: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      rule,
    ));
});

describe('every combination of subject, level, keyword and experience', () => {
  // Counted from the jobs' search tags when rare (decision 018): the tags only narrow, so the jobs found are the rule's.
  const rule =
    (f: { subject?: string; teachingLevel?: string; q?: string; experience?: number }) => (j: (typeof JOBS)[number]) =>
      takes(j, f.experience) &&
      (!f.subject || j.subject === f.subject) &&
      (!f.teachingLevel || j.teachingLevel === f.teachingLevel) &&
      (f.q !== 'PGT physics' || (j.subject === 'physics' && (j.teachingLevel === 'PGT' || j.title.includes('PGT'))));

  it('finds exactly the jobs the rule says', () =>
    findsByRule(
      fc.record(
        {
          subject: fc.constantFrom('physics', 'mathematics', 'english'),
          teachingLevel: fc.constantFrom('TGT', 'PGT'),
          q: fc.constant('PGT physics'),
          experience: fc.integer({ min: 0, max: 30 }),
        },
        { requiredKeys: [] },
      ),
      rule,
    ));
});

describe('subjects in any spelling', () => {
  it('the subject filter takes "Math", "Mathematics" and "maths" as one subject', async () => {
    for (const subject of ['Math', 'Mathematics', 'maths', 'mathematics'])
      expect(await titles({ subject })).toEqual(named('Maths'));
    expect(await titles({ subject: 'Social' })).toEqual(named('Social'));
  });

  it('keyword search understands "maths", "science teacher" and "PGT physics"', async () => {
    expect(await titles({ q: 'maths' })).toEqual(named('Maths'));
    expect(await titles({ q: 'science teacher' })).toEqual(named('Science'));
    expect(await titles({ q: 'PGT physics' })).toEqual(named('Physics', 'Lab'));
    expect(await titles({ q: 'social studies' })).toEqual(named('Social'));
  });

  it('a job answers its subject by name and by id', async () => {
    const [job] = (await app.as(me).call(jobsApi.search, { query: { subject: 'Math' } })).json<Job[]>();
    expect([job?.subject, job?.subjectId]).toEqual(['Mathematics', 'mathematics']);
  });
});

describe('bad filters', () => {
  it.each([
    ['subject=Astrology', 'subject'],
    ['experience=-1', 'experience'],
    ['minSalary=lots', 'minSalary'],
    ['hideUndisclosedPay=maybe', 'hideUndisclosedPay'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const res = await app.as(me).get(`/api/jobs?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
  });
});

describe('a salary range and vacancies', () => {
  it('a school posts pay as a range with the number of vacancies; a top below the bottom is a 400 naming salaryMax', async () => {
    const school = await createInstitute(app);
    const form = {
      title: 'PRT English',
      position: 'PRT English',
      subject: 'English',
      experienceMin: 0,
      experienceMax: 0,
      vacancies: 1,
      lastDateToApply: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
    };
    const res = await app
      .as(school.admin)
      .call(jobsApi.create, { body: { ...form, salary: 30000, salaryMax: 50000, vacancies: 3 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().job).toMatchObject({
      salary: 30000,
      salaryMax: 50000,
      vacancies: 3,
      subject: 'English',
      subjectId: 'english',
    });
    const bad = await app.as(school.admin).call(jobsApi.create, { body: { ...form, salary: 30000, salaryMax: 20000 } });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['salaryMax']]);
  });
});
