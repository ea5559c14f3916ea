import { describe, expect, it } from 'vitest';
import { applicationsApi, jobseekersApi, type JobseekerCard, type SeekerSummary } from '@school-portal/contract';

import { createJob, JOBSEEKER_PROFILE, signedIn, type SignedInUser, twoInstitutes } from '../../../test/factories.ts';

/*
 * A job's must-haves (its experience range, eligibility test and qualification) come before nearness: a
 * school hiring a "3–10 years, State TET Paper II" maths teacher sees the qualified teacher from across
 * the state above the local one who lacks both, and is told what each lacks, in the school's language.
 */

const t = twoInstitutes();

async function seeker(profile: object): Promise<SignedInUser> {
  const user = await signedIn(t.app, { role: 'jobseeker' });
  const res = await t.app.as(user).put(`/api/jobseeker-profile/${user.account.userId}`, profile);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const TIRUPPUR_TEACHER = {
  ...JOBSEEKER_PROFILE,
  state: 'TN',
  district: 'Tiruppur',
  qualifications: ['BED', 'GRADUATE'],
};

describe('Find Employee for a job with must-haves', () => {
  it('ranks Lakshmi (6 years, State TET II, same state) above Senthil (2 years, no TET, same district)', async () => {
    const job = await createJob(t.app, t.school.code, {
      title: 'TGT Maths, Tiruppur',
      subject: 'mathematics',
      teachingLevel: 'TGT',
      stateCode: 'TN',
      district: 'Tiruppur',
      eligibilityTests: ['STATE_TET_2'],
      experienceMin: 3,
      experienceMax: 10,
    });
    await seeker({
      ...TIRUPPUR_TEACHER,
      name: 'Lakshmi Narayanan',
      district: 'Chennai',
      totalExp: 6,
      eligibilityTests: ['STATE_TET_2'],
    });
    // Updated last: newest-first alone would put him first.
    await seeker({ ...TIRUPPUR_TEACHER, name: 'Senthil Kumar', totalExp: 2, eligibilityTests: [] });
    const res = await t.app.as(t.school.admin).call(jobseekersApi.list, { query: { forJob: job.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobseekerCard[]>().map((c) => [c.name, c.fitReason])).toEqual([
      ['Lakshmi Narayanan', 'Mathematics TGT, 6 years, State TET Paper II, same state'],
      ['Senthil Kumar', 'Mathematics TGT, same district; below the 3 years asked; no State TET Paper II'],
    ]);

    // The same page in Tamil says it in Tamil (kept apart from the English page the cache holds).
    const tamil = await t.app
      .as({ headers: { ...t.school.admin.headers, 'accept-language': 'ta' } })
      .call(jobseekersApi.list, { query: { forJob: job.id } });
    const reasons = tamil.json<JobseekerCard[]>().map((c) => c.fitReason ?? '');
    expect(reasons[1]).toContain('கேட்கப்பட்ட 3 ஆண்டுகளை விடக் குறைவு');
    expect(reasons[1]).toContain('அதே மாவட்டம்');
    expect(reasons.join(' ')).not.toMatch(/below|same|years/);
  });

  it('a qualification the job asks is a must-have: a graduate B.Ed above a nearer teacher without one', async () => {
    const job = await createJob(t.app, t.school.code, {
      title: 'PGT Maths, Coimbatore',
      subject: 'mathematics',
      teachingLevel: 'TGT',
      stateCode: 'TN',
      district: 'Coimbatore',
      qualifications: ['POSTGRADUATE', 'BED', 'DELED'],
    });
    await seeker({
      ...TIRUPPUR_TEACHER,
      name: 'Priya M.Sc',
      district: 'Madurai',
      qualifications: ['POSTGRADUATE', 'MED'],
    });
    await seeker({
      ...TIRUPPUR_TEACHER,
      name: 'Arun BSc',
      district: 'Coimbatore',
      qualifications: ['GRADUATE', 'BED'],
    });
    const res = await t.app.as(t.school.admin).call(jobseekersApi.list, { query: { forJob: job.id } });
    const cards = res.json<JobseekerCard[]>().filter((c) => ['Priya M.Sc', 'Arun BSc'].includes(c.name));
    expect(cards.map((c) => [c.name, c.fitReason])).toEqual([
      // An M.Ed holds a B.Ed; B.Ed or D.El.Ed are alternatives.
      ['Priya M.Sc', 'Mathematics TGT, Postgraduate (MA/MSc/MCom), same state'],
      ['Arun BSc', 'Mathematics TGT, B.Ed, same district; no Postgraduate (MA/MSc/MCom)'],
    ]);
  });
});

describe('Jobs for you', () => {
  it('never offers a non-teaching job to a teacher, however near', async () => {
    const teacher = await seeker({ ...TIRUPPUR_TEACHER, name: 'Revathi', district: 'Erode' });
    const job = (title: string, o: object) =>
      createJob(t.app, t.school.code, {
        title,
        stateCode: 'TN',
        district: 'Erode',
        subject: null,
        teachingLevel: null,
        ...o,
      });
    await job('Office Assistant', { category: 'non-teaching' });
    await job('Vice Principal', {});
    await job('TGT Maths, Erode', { subject: 'mathematics', teachingLevel: 'TGT' });
    const summary = (await t.app.as(teacher).call(applicationsApi.summary)).json<SeekerSummary>();
    const titles = summary.matchingJobs.map((j) => j.title);
    expect(titles).toContain('TGT Maths, Erode');
    expect(titles).toContain('Vice Principal');
    expect(titles).not.toContain('Office Assistant');
  });
});
