import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi, type Applicant } from '@school-portal/contract';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, JOBSEEKER_PROFILE, signedIn } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notes on an applicant', () => {
  it('the message reaches the candidate by e-mail and on her applications; the private note never does', async () => {
    const school = await createInstitute(app);
    const seeker = await signedIn(app, { role: 'jobseeker', name: 'Kavya Raman' });
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, JOBSEEKER_PROFILE);
    const job = await createJob(app, school.code, { title: 'TGT Maths' });
    await app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const [applicant] = (
      await app.as(school.admin).call(applicationsApi.applicants, { params: { jobId: job.id } })
    ).json<Applicant[]>();
    const moved = await app.as(school.admin).call(applicationsApi.moveApplicant, {
      params: { jobId: job.id, applicationId: applicant!._id },
      body: {
        stage: 'shortlisted',
        note: 'Demo class on Monday at 10',
        schoolNote: 'Strong on algebra; check references',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [seen] = (await app.as(school.staff).call(applicationsApi.applicants, { params: { jobId: job.id } })).json<
      Applicant[]
    >();
    expect([seen?.note, seen?.schoolNote]).toEqual([
      'Demo class on Monday at 10',
      'Strong on algebra; check references',
    ]);

    const mine = await app.as(seeker).get('/api/applications/applied-jobs');
    expect(mine.body).toContain('Demo class on Monday at 10');
    expect(mine.body).not.toContain('check references');
    const mail = (await outbox(app, seeker.account.email)).at(-1);
    expect(mail?.text).toContain('Demo class on Monday at 10');
    expect(mail?.text).not.toContain('check references');
  });
});
