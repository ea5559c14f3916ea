import { describe, expect, it } from 'vitest';
import { applicationsApi, jobseekersApi, type JobseekerCard, type SeekerSummary } from '@school-portal/contract';

import { createJob, JOBSEEKER_PROFILE, signedIn, type SignedInUser, twoInstitutes } from '../../../test/factories.ts';

/*
 * "Jobs for you" and Find Employee for a job rank by fit: the job's must-haves (experience range,
 * eligibility test, qualification) first, then subject, level, district before state; and say why.
 */

const t = twoInstitutes();

/** A State-syllabus maths teacher in Mysuru, 6 years, TGT, State TET II: her profile says "Math". */
const MEERA = {
  ...JOBSEEKER_PROFILE,
  name: 'Meera Gowda',
  schoolLevel: 'secondary',
  syllabus: 'State',
  subject: 'Math',
  state: 'KA',
  district: 'Mysuru',
  totalExp: 6,
  teachingLevels: ['TGT'],
  eligibilityTests: ['STATE_TET_2'],
};

async function seeker(profile: object): Promise<SignedInUser> {
  const user = await signedIn(t.app, { role: 'jobseeker' });
  const res = await t.app.as(user).put(`/api/jobseeker-profile/${user.account.userId}`, profile);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

describe('Jobs for you', () => {
  it('ranks the jobs she qualifies for first, then level, district before state, and says why', async () => {
    const meera = await seeker(MEERA);
    const job = (title: string, o: object) =>
      createJob(t.app, t.school.code, {
        title,
        subject: 'mathematics',
        teachingLevel: 'PGT',
        stateCode: 'MH',
        district: 'Pune',
        experienceMin: 0,
        experienceMax: 0,
        ...o,
      });
    // Posted best-fitting last, so newest-first order alone would put them the other way round.
    await job('English TGT Mysuru', { subject: 'english', teachingLevel: 'TGT', stateCode: 'KA', district: 'Mysuru' });
    await job('Maths PGT Pune', {});
    await job('Maths PGT Bengaluru', { stateCode: 'KA', district: 'Bengaluru Urban' });
    await job('Maths PGT Mysuru', { stateCode: 'KA', district: 'Mysuru' });
    await job('Maths TGT Pune', { teachingLevel: 'TGT' });
    await job('Maths TGT Mysuru 10+ yrs', {
      teachingLevel: 'TGT',
      stateCode: 'KA',
      district: 'Mysuru',
      experienceMin: 10,
      experienceMax: 15,
    });
    await job('Maths TGT Mysuru TET', {
      teachingLevel: 'TGT',
      stateCode: 'KA',
      district: 'Mysuru',
      eligibilityTests: ['STATE_TET_2'],
      experienceMin: 10,
      experienceMax: 15,
    });
    await job('Maths TGT Mysuru TET 3-8 yrs', {
      teachingLevel: 'TGT',
      stateCode: 'KA',
      district: 'Mysuru',
      eligibilityTests: ['STATE_TET_2'],
      experienceMin: 3,
      experienceMax: 8,
    });
    const summary = (await t.app.as(meera).call(applicationsApi.summary)).json<SeekerSummary>();
    expect(summary.matchingJobs.map((j) => [j.title, j.fitReason])).toEqual([
      ['Maths TGT Mysuru TET 3-8 yrs', 'Mathematics TGT, 6 years, State TET Paper II, same district'],
      // No experience asked: any fits. The jobs asking 10 years she lacks come after every job she qualifies for.
      ['Maths TGT Pune', 'Mathematics TGT'],
      ['Maths PGT Mysuru', 'Mathematics, same district'],
      ['Maths PGT Bengaluru', 'Mathematics, same state'],
      ['Maths PGT Pune', 'Mathematics'],
    ]);
  });
});

describe('Find Employee for a job', () => {
  it('ranks the seekers by fit to the job and says why; other subjects are left out', async () => {
    const job = await createJob(t.app, t.school.code, {
      title: 'TGT Maths, Mysuru',
      subject: 'mathematics',
      teachingLevel: 'TGT',
      stateCode: 'KA',
      district: 'Mysuru',
      eligibilityTests: ['STATE_TET_2'],
      experienceMin: 2,
      experienceMax: 8,
    });
    await seeker({ ...MEERA, name: 'Anil Mandya', district: 'Mandya', eligibilityTests: [] });
    await seeker({ ...MEERA, name: 'Kavya Mysuru' });
    await seeker({ ...MEERA, name: 'Ravi Mysuru English', subject: 'English' });
    await seeker({ ...MEERA, name: 'Sunita Chennai', state: 'TN', district: 'Chennai', eligibilityTests: [] });
    const res = await t.app.as(t.school.admin).call(jobseekersApi.list, { query: { forJob: job.jobId, limit: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<JobseekerCard[]>();
    expect(cards.map((c) => [c.name, c.fitReason])).toEqual([
      ['Kavya Mysuru', 'Mathematics TGT, 6 years, State TET Paper II, same district'],
      // Meera of the test above, the same profile: equal fit, the more recently updated first.
      ['Meera Gowda', 'Mathematics TGT, 6 years, State TET Paper II, same district'],
      ['Anil Mandya', 'Mathematics TGT, 6 years, same state; no State TET Paper II'],
    ]);
    const next = await t.app
      .as(t.school.admin)
      .call(jobseekersApi.list, { query: { forJob: job.jobId, limit: 3, page: 2 } });
    expect(next.json<JobseekerCard[]>().map((c) => c.name)).toEqual(['Sunita Chennai']);
    // The ranking is scored on a few columns and only the page's cards are read: the total and the scroll still follow it.
    expect(res.headers['x-total-count']).toBe('4');
    const scrolled = await t.app
      .as(t.school.admin)
      .call(jobseekersApi.list, { query: { forJob: job.jobId, limit: 2, after: cards[1]!._id } });
    expect(scrolled.json<JobseekerCard[]>().map((c) => c.name)).toEqual(['Anil Mandya', 'Sunita Chennai']);
    expect(cards[0]).toMatchObject({ subject: 'Math', subjectId: 'mathematics' });
  });

  it("another institute's job is a 404", async () => {
    const job = await createJob(t.app, t.school.code, { title: 'Not theirs' });
    expect((await t.app.as(t.other.admin).call(jobseekersApi.list, { query: { forJob: job.id } })).statusCode).toBe(
      404,
    );
  });

  it('the subject filter takes any spelling: "Mathematics" finds the teacher whose profile says "Math"', async () => {
    const res = await t.app
      .as(t.school.admin)
      .call(jobseekersApi.list, { query: { subject: 'Mathematics', district: 'Mysuru', state: 'KA' } });
    expect(res.json<JobseekerCard[]>().map((c) => c.name)).toContain('Meera Gowda');
  });
});
