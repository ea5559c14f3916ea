import { describe, expect, it } from 'vitest';
import { jobsApi, type Job } from '@school-portal/contract';
import { createJob, signedIn, twoInstitutes, type SignedInUser } from '../../../test/factories.ts';

/*
 * Browse Jobs forgives spelling (decision 038): a misspelt subject or its Hindi or Tamil name finds the
 * subject's jobs, a near miss that is a word of a job's own text still finds that job, and a search that
 * finds nothing is offered the search put right ("Did you mean …?") when that finds something.
 */

const t = twoInstitutes();
let teacher: SignedInUser;

async function titles(q: string, filters: Record<string, unknown> = {}): Promise<string[]> {
  const res = await t.app.as(teacher).call(jobsApi.search, { query: { q, state: 'TN', limit: 50, ...filters } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<Job[]>()
    .map((j) => j.title)
    .sort();
}

async function suggestion(q: string, filters: Record<string, unknown> = {}) {
  const res = await t.app.as(teacher).call(jobsApi.suggestion, { query: { q, state: 'TN', ...filters } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ suggestion: string | null }>().suggestion;
}

describe('Browse Jobs: typo-tolerant keywords', () => {
  it('finds Maths by a misspelling and by its Hindi and Tamil names', async () => {
    teacher = await signedIn(t.app, { role: 'jobseeker' });
    const tn = { stateCode: 'TN' as const, district: 'Tiruppur' };
    await createJob(t.app, t.school.code, {
      ...tn,
      title: 'TGT Maths',
      position: 'TGT Mathematics',
      subject: 'mathematics',
      teachingLevel: 'TGT',
    });
    await createJob(t.app, t.school.code, {
      ...tn,
      title: 'PRT English',
      subject: 'english',
      instituteName: 'Hindu Vidyalaya',
    });
    await createJob(t.app, t.other.code, {
      ...tn,
      district: 'Coimbatore',
      title: 'PGT Physics',
      subject: 'physics',
      teachingLevel: 'PGT',
    });

    for (const q of ['matsh', 'ganitham', 'ganit', 'गणित', 'கணிதம்', 'kanakku'])
      expect(await titles(q), q).toEqual(['TGT Maths']);
    expect(await titles('TGT matsh')).toEqual(['TGT Maths']);
    expect(await titles('phyiscs')).toEqual(['PGT Physics']);
    expect(await titles('iyarpiyal')).toEqual(['PGT Physics']);
  });

  it('a near miss that is a word of a job keeps that job ("hindu" is near Hindi, and a school\'s name)', async () => {
    expect(await titles('hindu')).toEqual(['PRT English']);
  });

  it('a word under five letters is never stretched to a subject ("maht" is not Maths)', async () => {
    expect(await titles('maht')).toEqual([]);
  });
});

describe('Browse Jobs: numbers in keywords', () => {
  it('a number is a whole number: "vidyalaya 17" finds KV No. 17, not a school founded in 2017', async () => {
    const karur = { stateCode: 'TN' as const, district: 'Karur' };
    await createJob(t.app, t.school.code, {
      ...karur,
      title: 'PRT Tamil',
      subject: 'tamil',
      instituteName: 'Kendriya Vidyalaya No. 17',
    });
    await createJob(t.app, t.other.code, {
      ...karur,
      title: 'PRT Hindi',
      subject: 'hindi',
      instituteName: 'Sri Vidyalaya',
      description: 'A CBSE school founded in 2017, with 1,170 students.',
    });
    expect(await titles('vidyalaya 17', { district: 'Karur' })).toEqual(['PRT Tamil']);
    expect(await titles('2017', { district: 'Karur' })).toEqual(['PRT Hindi']);
    expect(await titles('201', { district: 'Karur' })).toEqual([]);
  });
});

describe('Browse Jobs: "Did you mean …?"', () => {
  it('offers the search put right when it finds open jobs with the same filters', async () => {
    expect(await titles('coimbatre')).toEqual([]);
    expect(await suggestion('coimbatre')).toBe('coimbatore');
    expect(await suggestion('tirupur maths')).toBe('tiruppur maths');
    // Put right it still finds nothing with these filters, or nothing needs putting right: nothing offered.
    expect(await suggestion('coimbatre', { state: 'KA' })).toBeNull();
    expect(await suggestion('tiruppur')).toBeNull();
    expect(await suggestion('zxqv')).toBeNull();
  });

  it('a keyword over 100 characters is a 400 naming q', async () => {
    const res = await t.app.as(teacher).call(jobsApi.suggestion, { query: { q: 'x'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('q');
  });
});
