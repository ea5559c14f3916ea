import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, jobsApi, TOTAL_COUNT_HEADER, type Job } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createApplication,
  createInstitute,
  createJob,
  daysFromNow,
  INSTITUTE_PROFILE,
  JOB_FORM,
  multipartForm,
  signedIn,
  twoInstitutes,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';

const t = twoInstitutes();
let seeker: SignedInUser;

beforeAll(async () => {
  seeker = await signedIn(t.app, { role: 'jobseeker', profileCompleted: true });
  const form = await multipartForm(INSTITUTE_PROFILE);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/institute-profile/update/${t.school.admin.account.userId}`,
    headers: { ...t.school.admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
});

const post = (body: object = JOB_FORM) => t.app.as(t.school.admin).call(jobsApi.create, { body: body as never });

describe('posting a job', () => {
  it("an institute posts a job prefilled with its profile's name and place, skills split on commas", async () => {
    const res = await post({ ...JOB_FORM, jobId: 'job-ab12cd', instituteName: 'Somebody Else', state: 'KA' });
    expect(res.statusCode).toBe(201);
    const { message, job } = res.json<{ message: string; job: Job }>();
    expect(message).toBe('Job Posted Successfully!');
    expect(job).toMatchObject({
      jobId: 'JOB-AB12CD',
      instituteName: 'Sunrise Public School',
      address: INSTITUTE_PROFILE.address,
      district: 'Pune',
      state: 'MH',
      location: 'Pune, Maharashtra',
      skills: ['Classroom management', 'Smart boards'],
      salary: 45000,
      experienceMin: 2,
      experienceMax: 8,
      applicantCount: 0,
      closed: false,
    });
    expect(job.requirements).toEqual([
      'B.Sc with B.Ed',
      'B.Ed',
      'CTET Paper II',
      'Classroom management',
      'Smart boards',
    ]);
  });

  it('a job ID already used is a 409, and one is made when none is sent', async () => {
    const again = await post({ ...JOB_FORM, jobId: 'JOB-AB12CD' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ jobId: JOB_MESSAGES.jobIdTaken });
    const made = await post({ ...JOB_FORM, jobId: '' });
    expect(made.json<{ job: Job }>().job.jobId).toMatch(/^JOB-[A-Z0-9]{6}$/);
  });

  it('title, position and last date are required; empty experience is 0; experience is 0 to 30', async () => {
    const res = await post({ title: ' ', position: '', lastDateToApply: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      title: 'Title is required.',
      position: 'Position is required.',
      lastDateToApply: 'Last date to apply is required.',
    });
    const zero = await post({
      title: 'Librarian',
      position: 'Librarian',
      category: 'non-teaching',
      experienceMin: '',
      experienceMax: '',
      lastDateToApply: daysFromNow(5),
    });
    expect(zero.json<{ job: Job }>().job).toMatchObject({
      experienceMin: 0,
      experienceMax: 0,
      salary: null,
      category: 'non-teaching',
    });
    const tooMuch = await post({ ...JOB_FORM, experienceMax: 31 });
    expect(tooMuch.json().fieldErrors).toEqual({ experienceMax: 'Maximum experience is 0 to 30 years.' });
    const inverted = await post({ ...JOB_FORM, experienceMin: 9, experienceMax: 3 });
    expect(inverted.json().fieldErrors).toEqual({ experienceMax: JOB_MESSAGES.experienceRange });
  });

  it('a last date in the past, a bad job ID or control characters are refused with the field named', async () => {
    expect((await post({ ...JOB_FORM, lastDateToApply: daysFromNow(-2) })).json().fieldErrors).toEqual({
      lastDateToApply: JOB_MESSAGES.lastDatePast,
    });
    expect((await post({ ...JOB_FORM, jobId: 'JOB-1' })).json().fieldErrors).toHaveProperty('jobId');
    const nul = await post({ ...JOB_FORM, title: 'Maths\u0000' });
    expect([nul.statusCode, Object.keys(nul.json().fieldErrors ?? {})]).toEqual([400, ['title']]);
  });
});

describe('managing posted jobs', () => {
  it('Posted Jobs lists the institute its own jobs with applicant counts, filtered by position, category or location', async () => {
    const job = await createJob(t.app, t.school.code, {
      title: 'Hindi Teacher',
      position: 'PGT Hindi',
      district: 'Nashik',
    });
    await createApplication(t.app, t.school.code, job.id);
    await createApplication(t.app, t.school.code, job.id);
    await createJob(t.app, t.other.code, { title: 'Other school job' });
    const list = await t.app
      .as(t.school.staff)
      .call(jobsApi.postedBy, { params: { userId: t.school.staff.account.userId }, query: { limit: 100 } });
    expect(list.statusCode).toBe(200);
    const jobs = list.json<Job[]>();
    expect(jobs.map((j) => j.title)).not.toContain('Other school job');
    expect(jobs.find((j) => j._id === job.id)?.applicantCount).toBe(2);
    expect(Number(list.headers[TOTAL_COUNT_HEADER])).toBe(jobs.length);
    const byPosition = await t.app
      .as(t.school.admin)
      .call(jobsApi.postedBy, { params: { userId: t.school.admin.account.userId }, query: { q: 'pgt hindi' } });
    expect(byPosition.json<Job[]>().map((j) => j._id)).toEqual([job.id]);
    const byPlace = await t.app
      .as(t.school.admin)
      .call(jobsApi.postedBy, { params: { userId: t.school.admin.account.userId }, query: { q: 'nashik' } });
    expect(byPlace.json<Job[]>().map((j) => j._id)).toEqual([job.id]);
    const someoneElse = await t.app
      .as(t.school.admin)
      .call(jobsApi.postedBy, { params: { userId: t.other.admin.account.userId } });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('the institute edits its job (job ID and institute fields read-only, expiryDate as the last date)', async () => {
    const job = await createJob(t.app, t.school.code);
    const res = await t.app.as(t.school.staff).put(`/api/jobs/${job.id}`, {
      ...JOB_FORM,
      skills: ['Phonics', ' Storytelling '],
      jobId: 'JOB-ZZZZZZ',
      instituteName: 'Renamed',
      lastDateToApply: undefined,
      expiryDate: daysFromNow(40),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ message: string; job: Job }>();
    expect(updated.message).toBe('Job updated successfully');
    expect(updated.job).toMatchObject({
      jobId: job.jobId,
      instituteName: 'Test School',
      skills: ['Phonics', 'Storytelling'],
      lastDateToApply: daysFromNow(40),
      title: JOB_FORM.title,
    });
  });

  it("another institute's job answers 404 to edit, delete and applicants", async () => {
    const theirs = await createJob(t.app, t.other.code);
    expect((await t.app.as(t.school.admin).put(`/api/jobs/${theirs.id}`, JOB_FORM)).statusCode).toBe(404);
    expect((await t.app.as(t.school.admin).delete(`/api/jobs/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.app.as(t.school.admin).get(`/api/jobs/${theirs.id}/applicants`)).statusCode).toBe(404);
    // Still there for its own institute.
    expect((await t.app.as(t.other.admin).get(`/api/jobs/${theirs.id}/applicants`)).statusCode).toBe(200);
  });

  it('deleting a job removes it everywhere and tells its applicants, each in her language', async () => {
    const job = await createJob(t.app, t.school.code, { title: 'Art Teacher' });
    await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`);
    const hindiSeeker = await signedIn(t.app, { role: 'jobseeker', profileCompleted: true });
    expect((await t.app.as(hindiSeeker).patch('/api/auth/me', { language: 'hi' })).statusCode).toBe(200);
    await t.app.as(hindiSeeker).post(`/api/jobs/${job.id}/apply`);
    const res = await t.app.as(t.school.admin).delete(`/api/jobs/${job.jobId}`);
    expect(res.json()).toEqual({ message: 'Job deleted successfully' });
    expect((await t.app.as(seeker).get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await t.app.as(seeker).post(`/api/jobs/${job.id}/apply`)).statusCode).toBe(404);
    expect((await t.app.as(t.school.admin).delete(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    const notices = (await t.app.as(seeker).get('/api/notifications')).json<{ message: string }[]>();
    expect(notices[0]?.message).toBe(
      'The job "Art Teacher" at Test School you applied to was removed by the institute.',
    );
    const hindi = (await t.app.as(hindiSeeker).get('/api/notifications')).json<{ message: string }[]>();
    expect(hindi[0]?.message).toBe('Test School ने "Art Teacher" की वह नौकरी हटा दी है जिसके लिए आपने आवेदन किया था।');
    const applied = (await t.app.as(seeker).get('/api/applications/applied-jobs')).json<{ jobId: { _id: string } }[]>();
    expect(applied.map((a) => a.jobId._id)).not.toContain(job.id);
  });
});

describe('Browse Jobs', () => {
  let app2: TestApp;
  let a: TestInstitute;
  let me: SignedInUser;
  beforeAll(async () => {
    app2 = await createTestApp();
    a = await createInstitute(app2);
    me = await signedIn(app2, { role: 'jobseeker', profileCompleted: true });
    await createJob(app2, a.code, {
      title: 'Maths PGT Chennai',
      subject: 'mathematics',
      teachingLevel: 'PGT',
      stateCode: 'TN',
      district: 'Chennai',
      experienceMin: 5,
      salaryPaise: 60_000_00,
    });
    await createJob(app2, a.code, {
      title: 'Science TGT Pune',
      subject: 'science',
      teachingLevel: 'TGT',
      experienceMin: 1,
      salaryPaise: 35_000_00,
    });
    await createJob(app2, a.code, {
      title: 'Office Clerk',
      category: 'non-teaching',
      subject: null,
      teachingLevel: null,
      jobType: 'part-time',
      salaryPaise: null,
    });
    await createJob(app2, a.code, { title: 'Expired Job', lastDateToApply: daysFromNow(-1) });
    await createJob(app2, a.code, { title: 'Deleted Job', deletedAt: new Date() });
  });
  afterAll(() => app2.close());

  const titles = async (query: Record<string, string | number>) => {
    const res = await app2.as(me).call(jobsApi.search, { query: query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Job[]>().map((j) => j.title);
  };

  it('leaves out expired and deleted jobs, newest first', async () => {
    expect(await titles({})).toEqual(['Office Clerk', 'Science TGT Pune', 'Maths PGT Chennai']);
  });

  it("honours the spec's location, minExp and maxSalary, and the other filters", async () => {
    expect(await titles({ location: 'Tamil Nadu' })).toEqual(['Maths PGT Chennai']);
    expect(await titles({ location: 'TN' })).toEqual(['Maths PGT Chennai']);
    expect(await titles({ location: 'pune' })).toEqual(['Office Clerk', 'Science TGT Pune']);
    // minExp is the teacher's years (a 5-year minimum is beyond 3); undisclosed pay stays (filters.test.ts).
    expect(await titles({ minExp: 3 })).toEqual(['Office Clerk', 'Science TGT Pune']);
    expect(await titles({ maxSalary: 40000 })).toEqual(['Office Clerk', 'Science TGT Pune']);
    expect(await titles({ category: 'non-teaching' })).toEqual(['Office Clerk']);
    expect(await titles({ subject: 'Science' })).toEqual(['Science TGT Pune']);
    expect(await titles({ teachingLevel: 'PGT' })).toEqual(['Maths PGT Chennai']);
    expect(await titles({ jobType: 'part-time' })).toEqual(['Office Clerk']);
    expect(await titles({ q: 'maths' })).toEqual(['Maths PGT Chennai']);
    expect(await titles({ state: 'MH', district: 'Pune', q: 'tgt' })).toEqual(['Science TGT Pune']);
  });

  it('pages on the server: a page and its total, then the next page after the last job shown', async () => {
    const first = await app2.as(me).call(jobsApi.search, { query: { limit: 2 } });
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const shown = first.json<Job[]>();
    expect(shown).toHaveLength(2);
    const second = await app2.as(me).call(jobsApi.search, { query: { limit: 2, after: shown[1]!._id } });
    expect(second.json<Job[]>().map((j) => j.title)).toEqual(['Maths PGT Chennai']);
    expect(
      (await app2.as(me).call(jobsApi.search, { query: { after: 'not-an-id' } })).json().fieldErrors,
    ).toHaveProperty('after');
    expect(
      (await app2.as(me).call(jobsApi.search, { query: { limit: 2, page: 2 } })).json<Job[]>().map((j) => j.title),
    ).toEqual(['Maths PGT Chennai']);
    expect((await app2.as(me).call(jobsApi.search, { query: { limit: 101 } })).statusCode).toBe(400);
  });

  it('past the last page the list is empty and still tells the total; a vanished anchor ends the list', async () => {
    const beyond = await app2.as(me).call(jobsApi.search, { query: { limit: 2, page: 5 } });
    expect([beyond.json(), beyond.headers[TOTAL_COUNT_HEADER]]).toEqual([[], '3']);
    const gone = await app2
      .as(me)
      .call(jobsApi.search, { query: { limit: 2, after: '00000000-0000-4000-8000-000000000000' } });
    expect([gone.statusCode, gone.json()]).toEqual([200, []]);
    // The last job shown is the anchor: nothing after it, and the total still counts every match.
    const all = (await app2.as(me).call(jobsApi.search, { query: { limit: 3 } })).json<Job[]>();
    const end = await app2.as(me).call(jobsApi.search, { query: { limit: 2, after: all[2]!._id } });
    expect([end.json(), end.headers[TOTAL_COUNT_HEADER]]).toEqual([[], '3']);
  });

  it('bad filters are a 400 naming the field', async () => {
    const res = await app2.as(me).get('/api/jobs?minExp=abc&category=sports');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(['minExp', 'category']));
  });

  it('a shared link shows the job to a visitor without contact details', async () => {
    const [job] = (await app2.as(me).call(jobsApi.search, { query: { q: 'maths' } })).json<Job[]>();
    const res = await app2.as(null).get(`/api/public/jobs/${job!.jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Maths PGT Chennai',
      location: 'Chennai, Tamil Nadu',
      lastDateToApply: job!.lastDateToApply,
    });
    expect(res.json()).not.toHaveProperty('email');
    expect((await app2.as(null).get('/api/public/jobs/JOB-NOPE00')).statusCode).toBe(404);
  });

  it('the shared link is a page with Open Graph tags that WhatsApp previews: title, school, place, pay, last date', async () => {
    const [job] = (await app2.as(me).call(jobsApi.search, { query: { q: 'maths' } })).json<Job[]>();
    const res = await app2.as(null).get(`/share/jobs/${job!.jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta property="og:title" content="Maths PGT Chennai at Test School">');
    expect(res.body).toMatch(
      /<meta property="og:description" content="Test School · Chennai, Tamil Nadu · ₹[\d,]+ \/ month · Apply by \d+ \w+ \d{4}">/,
    );
    expect(res.body).toContain(`href="/jobs/${job!._id}"`);
    const hostile = await createJob(app2, a.code, { title: '<script>alert(1)</script>' });
    expect((await app2.as(null).get(`/share/jobs/${hostile.id}`)).body).not.toContain('<script>alert');
    expect((await app2.as(null).get('/share/jobs/JOB-NOPE00')).statusCode).toBe(404);
  });

  it('the shared link of a ₹35,000–45,000 job says the whole range, in its preview and on the page', async () => {
    const job = await createJob(app2, a.code, {
      title: 'PGT Physics',
      salaryPaise: 35_000_00,
      salaryMaxPaise: 45_000_00,
    });
    const res = await app2.as(null).get(`/share/jobs/${job.jobId}`);
    expect(res.body).toMatch(/<meta property="og:description" content="[^"]*₹35,000–₹45,000 \/ month · Apply by/);
    expect(res.body).toContain('<dd>₹35,000–₹45,000 / month</dd>');
  });

  it("the shared link is written in the visitor's language, its Open Graph tags too (Accept-Language: hi)", async () => {
    const [job] = (await app2.as(me).call(jobsApi.search, { query: { q: 'maths' } })).json<Job[]>();
    const res = await app2.inject({
      method: 'GET',
      url: `/share/jobs/${job!.jobId}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<meta property="og:title" content="Test School में Maths PGT Chennai">');
    // The last date with the Hindi month's name; the school and place stay as the school wrote them.
    expect(res.body).toMatch(
      /<meta property="og:description" content="Test School · Chennai, Tamil Nadu · ₹[\d,]+ [^·]+ · \d+ [\u0900-\u097F]+ \d{4} तक आवेदन करें">/,
    );
    expect(res.body).toContain('<dt>आवेदन की अंतिम तारीख</dt>');
    expect(res.body).toContain('आवेदन के लिए साइन इन करें');
    // The subject in Hindi too ("Mathematics" is stored and searched in English).
    expect(res.body).toContain('<dd>गणित</dd>');
    const missing = await app2.inject({
      method: 'GET',
      url: '/share/jobs/JOB-NOPE00',
      headers: { 'accept-language': 'hi' },
    });
    expect(missing.body).toContain('<title>नौकरी नहीं मिली</title>');
  });
});
