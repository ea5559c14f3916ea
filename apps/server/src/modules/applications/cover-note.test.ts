import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi, type Applicant } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, JOBSEEKER_PROFILE, signedIn } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('a cover note with the application', () => {
  it('reaches the school with the applicant; an application without one still goes', async () => {
    const school = await createInstitute(app);
    const job = await createJob(app, school.code, { title: 'TGT Maths' });
    const lakshmi = await signedIn(app, { role: 'jobseeker', name: 'Lakshmi Narayanan' });
    await app
      .as(lakshmi)
      .put(`/api/jobseeker-profile/${lakshmi.account.userId}`, { ...JOBSEEKER_PROFILE, name: 'Lakshmi Narayanan' });
    const note = 'Six years of CBSE maths, State TET II. I can join from 1 June.';
    const res = await app
      .as(lakshmi)
      .call(applicationsApi.apply, { params: { id: job.id }, body: { coverNote: note } });
    expect(res.statusCode, res.body).toBe(201);
    const other = await signedIn(app, { role: 'jobseeker', name: 'Senthil Kumar' });
    await app
      .as(other)
      .put(`/api/jobseeker-profile/${other.account.userId}`, { ...JOBSEEKER_PROFILE, name: 'Senthil Kumar' });
    expect((await app.as(other).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);

    const applicants = (
      await app.as(school.admin).call(applicationsApi.applicants, { params: { jobId: job.id } })
    ).json<Applicant[]>();
    expect(applicants.map((a) => [a.seeker.name, a.coverNote])).toEqual(
      expect.arrayContaining([
        ['Lakshmi Narayanan', note],
        ['Senthil Kumar', null],
      ]),
    );
  });

  it('a note over 2000 characters is a 400 naming the field, and no application is made', async () => {
    const school = await createInstitute(app);
    const job = await createJob(app, school.code, { title: 'PRT English' });
    const seeker = await signedIn(app, { role: 'jobseeker' });
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, JOBSEEKER_PROFILE);
    const res = await app
      .as(seeker)
      .call(applicationsApi.apply, { params: { id: job.id }, body: { coverNote: 'x'.repeat(2001) } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('coverNote');
    const applicants = await app.as(school.admin).call(applicationsApi.applicants, { params: { jobId: job.id } });
    expect(applicants.json<Applicant[]>()).toEqual([]);
  });
});
