import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  applicationsApi,
  type Applicant,
  type AppliedJob,
  type InstituteHiring,
  type Job,
  type SeekerSummary,
} from '@school-portal/contract';
import { outbox } from '../../../test/harness.ts';
import {
  createInstitute,
  createJob,
  daysFromNow,
  JOBSEEKER_PROFILE,
  signedIn,
  type SignedInUser,
  twoInstitutes,
} from '../../../test/factories.ts';

const t = twoInstitutes();
let seeker: SignedInUser;

beforeAll(async () => {
  seeker = await signedIn(t.app, { role: 'jobseeker', name: 'Kavya Raman' });
  expect(
    (await t.app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, JOBSEEKER_PROFILE)).statusCode,
  ).toBe(200);
});

const notices = async (who: SignedInUser) =>
  (await t.app.as(who).get('/api/notifications')).json<{ message: string }[]>().map((n) => n.message);

describe('applying', () => {
  it('a job seeker applies once (either path), sees the Applied badge, and the institute is told', async () => {
    const job = await createJob(t.app, t.school.code, { title: 'TGT Maths' });
    const res = await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Successfully applied to the job!',
      application: { stage: 'applied' },
    });
    const again = await t.app.as(seeker).post(`/api/jobs/apply/${job.id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, APPLICATION_MESSAGES.alreadyApplied]);
    expect((await t.app.as(seeker).get(`/api/jobs/${job.id}`)).json<Job>().applied).toBe(true);
    expect((await t.app.as(seeker).get('/api/jobs')).json<Job[]>().find((j) => j._id === job.id)?.applied).toBe(true);
    expect(await notices(t.school.admin)).toContain('Kavya Raman applied to your job "TGT Maths".');
    const mail = (await outbox(t.app, t.school.admin.account.email)).at(-1);
    expect([mail?.subject, mail?.text]).toEqual([
      'New applicant: TGT Maths',
      expect.stringContaining('Kavya Raman applied to your job "TGT Maths".'),
    ]);
  });

  it('the other path applies too, by job ID', async () => {
    const job = await createJob(t.app, t.school.code);
    expect((await t.app.as(seeker).post(`/api/jobs/apply/${job.jobId}`)).statusCode).toBe(201);
  });

  it('no applying after the last date, nor to a job that does not exist', async () => {
    const closed = await createJob(t.app, t.school.code, { lastDateToApply: daysFromNow(-1) });
    const res = await t.app.as(seeker).post(`/api/jobs/${closed.id}/apply`);
    expect([res.statusCode, res.json().message]).toEqual([400, APPLICATION_MESSAGES.closed]);
    expect((await t.app.as(seeker).post('/api/jobs/00000000-0000-4000-8000-000000000000/apply')).statusCode).toBe(404);
  });

  it('two applies at once make one application', async () => {
    const job = await createJob(t.app, t.school.code);
    const answers = await Promise.all([
      t.app.as(seeker).post(`/api/jobs/${job.id}/apply`),
      t.app.as(seeker).post(`/api/jobs/apply/${job.id}`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('Your Applied Jobs and withdrawing', () => {
  it('lists the applications newest first with the job and its stage; withdrawing tells the institute', async () => {
    const me = await signedIn(t.app, { role: 'jobseeker', profileCompleted: true, name: 'Arjun Das' });
    expect((await t.app.as(me).call(applicationsApi.appliedJobs)).json()).toEqual([]);
    const job = await createJob(t.app, t.school.code, {
      title: 'Librarian',
      position: 'Librarian',
      category: 'non-teaching',
    });
    await t.app.as(me).post(`/api/jobs/${job.id}/apply`);
    const list = await t.app.as(me).call(applicationsApi.appliedJobs);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json<AppliedJob[]>()[0]).toMatchObject({
      jobId: {
        _id: job.id,
        title: 'Librarian',
        position: 'Librarian',
        category: 'non-teaching',
        location: 'Pune, Maharashtra',
      },
      stage: 'applied',
    });

    const res = await t.app.as(me).delete(`/api/applications/withdraw/${job.id}`);
    expect(res.json()).toEqual({ message: 'Application withdrawn successfully' });
    expect((await t.app.as(me).call(applicationsApi.appliedJobs)).json()).toEqual([]);
    expect(await notices(t.school.admin)).toContain('Arjun Das withdrew their application to "Librarian".');
    expect((await t.app.as(me).delete(`/api/applications/withdraw/${job.id}`)).statusCode).toBe(404);
  });

  it("a job seeker cannot withdraw someone else's application", async () => {
    const job = await createJob(t.app, t.school.code);
    await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const stranger = await signedIn(t.app, { role: 'jobseeker', profileCompleted: true });
    expect((await t.app.as(stranger).delete(`/api/applications/withdraw/${job.id}`)).statusCode).toBe(404);
    expect((await t.app.as(seeker).get(`/api/jobs/${job.id}`)).json<Job>().applied).toBe(true);
  });
});

describe('applicants and stages', () => {
  it('the school sees applicants with their profile, moves one to shortlisted; the seeker sees the stage, a notice and an e-mail', async () => {
    const job = await createJob(t.app, t.school.code, { title: 'PGT Physics' });
    await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const list = await t.app.as(t.school.staff).call(applicationsApi.applicants, { params: { jobId: job.id } });
    const [applicant] = list.json<Applicant[]>();
    expect(applicant).toMatchObject({
      stage: 'applied',
      seeker: {
        name: 'Kavya Raman',
        subject: 'Mathematics',
        teachingLevels: ['TGT'],
        eligibilityTests: ['CTET_2'],
        totalExp: 6,
      },
    });

    const moved = await t.app.as(t.school.admin).patch(`/api/jobs/${job.id}/applicants/${applicant!._id}`, {
      stage: 'shortlisted',
      note: 'Demo class on Monday',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Application moved to Shortlisted.',
      applicant: { stage: 'shortlisted', note: 'Demo class on Monday' },
    });
    const mine = (await t.app.as(seeker).call(applicationsApi.appliedJobs))
      .json<AppliedJob[]>()
      .find((a) => a.jobId._id === job.id);
    expect(mine).toMatchObject({ stage: 'shortlisted', note: 'Demo class on Monday' });
    expect(await notices(seeker)).toContain('Your application to "PGT Physics" at Test School is now: Shortlisted.');
    const mail = (await outbox(t.app, seeker.account.email)).at(-1);
    expect(mail?.text).toContain('Note from the school: Demo class on Monday');

    const bad = await t.app
      .as(t.school.admin)
      .patch(`/api/jobs/${job.id}/applicants/${applicant!._id}`, { stage: 'promoted' });
    expect([bad.statusCode, Object.keys(bad.json().fieldErrors)]).toEqual([400, ['stage']]);
    const filtered = await t.app
      .as(t.school.admin)
      .call(applicationsApi.applicants, { params: { jobId: job.id }, query: { stage: 'rejected' } });
    expect(filtered.json()).toEqual([]);
  });

  it("another institute cannot see or move this job's applicants", async () => {
    const job = await createJob(t.app, t.school.code);
    await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const [applicant] = (await t.app.as(t.school.admin).get(`/api/jobs/${job.id}/applicants`)).json<Applicant[]>();
    expect(
      (await t.app.as(t.other.admin).patch(`/api/jobs/${job.id}/applicants/${applicant!._id}`, { stage: 'hired' }))
        .statusCode,
    ).toBe(404);
    const theirJob = await createJob(t.app, t.other.code);
    expect(
      (await t.app.as(t.other.admin).patch(`/api/jobs/${theirJob.id}/applicants/${applicant!._id}`, { stage: 'hired' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('dashboards', () => {
  it("the job seeker's dashboard counts applications by stage and offers open jobs matching the profile", async () => {
    const me = await signedIn(t.app, { role: 'jobseeker' });
    await t.app.as(me).put(`/api/jobseeker-profile/${me.account.userId}`, JOBSEEKER_PROFILE);
    const near = await createJob(t.app, t.school.code, {
      title: 'Maths in Chennai',
      subject: 'mathematics',
      stateCode: 'TN',
      district: 'Chennai',
    });
    await createJob(t.app, t.school.code, {
      title: 'English in Chennai',
      subject: 'english',
      stateCode: 'TN',
      district: 'Chennai',
    });
    await t.app.as(me).post(`/api/jobs/${near.id}/apply`);
    const summary = (await t.app.as(me).call(applicationsApi.summary)).json<SeekerSummary>();
    expect(summary.total).toBe(1);
    expect(summary.byStage).toMatchObject({ applied: 1, shortlisted: 0 });
    expect(summary.matchingJobs.map((j) => [j.title, j.applied])).toEqual([['Maths in Chennai', true]]);
  });

  it('the institute dashboard shows its open jobs and newest applicants', async () => {
    const fresh = await createInstitute(t.app);
    const job = await createJob(t.app, fresh.code, { title: 'Music Teacher' });
    await createJob(t.app, fresh.code, { title: 'Closed', lastDateToApply: daysFromNow(-3) });
    await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const hiring = (await t.app.as(fresh.admin).call(applicationsApi.hiring)).json<InstituteHiring>();
    expect(hiring).toMatchObject({ openJobs: 1, applications: 1 });
    expect(hiring.newestJobs.map((j) => [j.title, j.applicantCount])).toEqual([['Music Teacher', 1]]);
    expect(hiring.newestApplicants.map((a) => [a.seeker.name, a.job.title])).toEqual([
      ['Kavya Raman', 'Music Teacher'],
    ]);
  });
});
