import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsApi, type Applicant, type JobseekerProfile } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createInstitute,
  createJob,
  JOBSEEKER_PROFILE,
  multipartForm,
  signedIn,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';

/*
 * A teacher's CV and record: she uploads a PDF (checked by its content, at most 5 MB); she, the schools
 * she applied to, and a school admin who finds her while she is looking download it; anyone else gets 404.
 */

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(2000, 32),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let app: TestApp;
let meera: SignedInUser;
let appliedTo: TestInstitute;
let stranger: TestInstitute;

const upload = async (user: SignedInUser, file: Buffer) => {
  const form = await multipartForm({ cv: file });
  return app.inject({
    method: 'PUT',
    url: '/api/jobseeker-profile/cv',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};
const download = (user: SignedInUser | null) => app.as(user).get(`/api/jobseekers/${meera.account.id}/cv`);

const RECORD = {
  summary: 'Maths teacher for classes 6 to 10; I make algebra concrete with everyday examples.',
  education: [
    { degree: 'B.Sc', subject: 'Mathematics', university: 'University of Mysore', year: 2012 },
    { degree: 'B.Ed', subject: '', university: 'Regional Institute of Education, Mysuru', year: 2014 },
  ],
  workHistory: [{ school: 'Sadvidya High School, Mysuru', role: 'TGT Mathematics', from: '2018-06', to: '' }],
};

beforeAll(async () => {
  app = await createTestApp();
  appliedTo = await createInstitute(app);
  stranger = await createInstitute(app);
  meera = await signedIn(app, { role: 'jobseeker', name: 'Meera Gowda' });
  const res = await app.as(meera).put(`/api/jobseeker-profile/${meera.account.userId}`, {
    ...JOBSEEKER_PROFILE,
    name: 'Meera Gowda',
    syllabus: 'State',
    subject: 'Math',
    state: 'KA',
    district: 'Mysuru',
    ...RECORD,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => app.close());

describe('a CV', () => {
  it('is checked by its content: a PNG named cv.pdf is refused naming the field; an empty profile has none', async () => {
    expect((await download(meera)).statusCode).toBe(404);
    const res = await upload(meera, PNG);
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { cv: 'The CV must be a PDF file.' }]);
  });

  it('over 5 MB is a 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(meera, big)).statusCode).toBe(413);
  });

  it('is uploaded by the teacher, shown on her profile and downloaded by her', async () => {
    const res = await upload(meera, PDF);
    expect(res.statusCode, res.body).toBe(200);
    const profile = (
      await app.as(meera).get(`/api/jobseeker-profile/${meera.account.userId}`)
    ).json<JobseekerProfile>();
    expect(profile.cv).toMatchObject({ size: PDF.length });
    const mine = await download(meera);
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    // A PDF may carry script: always a download, and sandboxed if a browser shows it (issue 45).
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(mine.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('a school she never applied to finds her while she is looking; once she stops, only schools she applied to read it', async () => {
    const other = await signedIn(app, { role: 'jobseeker' });
    expect((await download(other)).statusCode).toBe(404);
    expect((await download(stranger.admin)).statusCode).toBe(200);
    // Staff who cannot use Find Employee, of a school she never applied to.
    expect((await download(stranger.staff)).statusCode).toBe(404);

    const job = await createJob(app, appliedTo.code, { title: 'TGT Maths, Mysuru' });
    expect((await app.as(meera).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(201);
    await app.as(meera).put(`/api/jobseeker-profile/${meera.account.userId}`, { isLookingForJob: false });
    expect((await download(stranger.admin)).statusCode).toBe(404);
    expect((await download(appliedTo.staff)).statusCode).toBe(200);
    expect((await download(appliedTo.admin)).statusCode).toBe(200);
    expect((await download(null)).statusCode).toBe(401);
  });

  it('the applicant view shows her photo, record and CV', async () => {
    const jobs = (await app.as(appliedTo.admin).get(`/api/jobs/jobsPostedBy/${appliedTo.admin.account.userId}`)).json<
      { _id: string }[]
    >();
    const res = await app.as(appliedTo.admin).call(applicationsApi.applicants, { params: { jobId: jobs[0]!._id } });
    const [applicant] = res.json<Applicant[]>();
    expect(applicant?.seeker).toMatchObject({
      name: 'Meera Gowda',
      subject: 'Math',
      phone: '9840012345',
      ...RECORD,
      workHistory: [{ ...RECORD.workHistory[0], to: null }],
      cv: { size: PDF.length },
    });
  });

  it('is removed by the teacher', async () => {
    expect((await app.as(meera).delete('/api/jobseeker-profile/cv')).statusCode).toBe(200);
    expect((await download(meera)).statusCode).toBe(404);
  });
});
