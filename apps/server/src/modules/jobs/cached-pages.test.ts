import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsApi, jobseekersApi, type Job, type JobseekerCard } from '@school-portal/contract';
import type { App } from '../../app.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import {
  createInstitute,
  createJob,
  JOB_FORM,
  JOBSEEKER_PROFILE,
  signedIn,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';

/*
 * Search pages answered from memory (decision 018) must never show what the database no longer holds:
 * every write to a list's tables, through the API or not, on this instance or another, is heard and the
 * page read again.
 */

let app: TestApp;
let school: TestInstitute;
let teacher: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  teacher = await signedIn(app, { role: 'jobseeker', name: 'Meena Iyer' });
  other = await signedIn(app, { role: 'jobseeker', name: 'Ravi Kumar' });
});
afterAll(() => app.close());

const goaJobs = async (on: App = app, who: SignedInUser = teacher) => {
  const res = await on.inject({ method: 'GET', url: '/api/jobs?state=GA', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Job[]>();
};
/** Whether `ask` was answered from the instance's memory. */
async function answeredFromMemory(on: App, ask: () => Promise<unknown>) {
  const hits = on.deps.searchCache.hits;
  await ask();
  return on.deps.searchCache.hits > hits;
}
const titles = (list: { title: string }[]) => list.map((j) => j.title).sort();

describe('Browse Jobs answered from memory', () => {
  it('is asked once of the database, and a job posted, edited or removed shows in the next answer', async () => {
    await createJob(app, school.code, { title: 'PRT EVS, Panaji', stateCode: 'GA', district: 'North Goa' });
    expect(titles(await goaJobs())).toEqual(['PRT EVS, Panaji']);
    expect(await answeredFromMemory(app, () => goaJobs())).toBe(true);

    // Straight in the database, as an import or a hand correction would: the trigger announces it.
    const added = await createJob(app, school.code, {
      title: 'TGT Konkani, Margao',
      stateCode: 'GA',
      district: 'South Goa',
    });
    await expect
      .poll(async () => titles(await goaJobs()), { timeout: 1_000, interval: 10 })
      .toEqual(['PRT EVS, Panaji', 'TGT Konkani, Margao']);

    const edited = await app
      .as(school.admin)
      .put(`/api/jobs/${added.id}`, { ...JOB_FORM, title: 'TGT Konkani and Marathi, Margao' });
    expect(edited.statusCode, edited.body).toBe(200);
    // Through the API the answer waits until this instance heard its change: the next search sees it at once.
    expect(titles(await goaJobs())).toEqual(['PRT EVS, Panaji', 'TGT Konkani and Marathi, Margao'].sort());

    await app.deps.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, added.id));
    await expect
      .poll(async () => titles(await goaJobs()), { timeout: 1_000, interval: 10 })
      .toEqual(['PRT EVS, Panaji']);
  });

  it("keeps a state's page when a job is posted in another state, and only that page", async () => {
    await createJob(app, school.code, { title: 'PGT Chemistry, Kochi', stateCode: 'KL', district: 'Ernakulam' });
    const kerala = () => app.inject({ method: 'GET', url: '/api/jobs?state=KL', headers: teacher.headers });
    await kerala();
    expect(await answeredFromMemory(app, kerala)).toBe(true);
    const [asked] = await Promise.all([
      kerala(),
      app.deps.searchCache.get('unscoped', { lists: ['jobs'] }, async () => 'kept'),
    ]);
    expect(asked.statusCode).toBe(200);
    await createJob(app, school.code, {
      title: 'TGT Assamese, Guwahati',
      stateCode: 'AS',
      district: 'Kamrup Metropolitan',
    });
    // Once the Assam job is heard (the unscoped page goes), Kerala's page is still answered from memory.
    await expect
      .poll(() => app.deps.searchCache.get('unscoped', { lists: ['jobs'] }, async () => 'read again'), {
        timeout: 1_000,
        interval: 10,
      })
      .toBe('read again');
    expect(await answeredFromMemory(app, kerala)).toBe(true);
  });

  it("keeps a page whose subject a posted job does not have, and forgets the old subject's page when a job's subject is edited", async () => {
    const physics = await createJob(app, school.code, {
      title: 'PGT Physics, Thrissur',
      subject: 'physics',
      teachingLevel: 'PGT',
      stateCode: 'KL',
      district: 'Thrissur',
    });
    const page = (subject: string) => () =>
      app.inject({ method: 'GET', url: `/api/jobs?state=KL&subject=${subject}`, headers: teacher.headers });
    await Promise.all([page('physics')(), page('mathematics')()]);
    expect(await answeredFromMemory(app, page('physics'))).toBe(true);
    expect(await answeredFromMemory(app, page('mathematics'))).toBe(true);
    await createJob(app, school.code, {
      title: 'TGT Mathematics, Kollam',
      subject: 'mathematics',
      teachingLevel: 'TGT',
      stateCode: 'KL',
      district: 'Kollam',
    });
    // Once the Mathematics job is heard (its page goes and shows it), the Physics page is still answered from memory.
    await expect
      .poll(async () => titles((await page('mathematics')()).json<Job[]>()), { timeout: 1_000, interval: 10 })
      .toEqual(['TGT Mathematics, Kollam']);
    expect(await answeredFromMemory(app, page('physics'))).toBe(true);
    // The Physics job becomes a Mathematics one: the notice names both subjects, and both pages are read again.
    await app.deps.db.update(jobs).set({ subject: 'mathematics' }).where(eq(jobs.id, physics.id));
    await expect
      .poll(async () => titles((await page('physics')()).json<Job[]>()), { timeout: 1_000, interval: 10 })
      .toEqual([]);
    expect(titles((await page('mathematics')()).json<Job[]>())).toEqual([
      'PGT Physics, Thrissur',
      'TGT Mathematics, Kollam',
    ]);
  });

  it("keeps the page for everyone but each teacher's Applied and Saved badges her own", async () => {
    const job = await createJob(app, school.code, {
      title: 'PGT Physics, Vasco',
      stateCode: 'GA',
      district: 'South Goa',
    });
    expect((await app.as(teacher).put(`/api/saved-jobs/${job.id}`)).statusCode).toBeLessThan(300);
    const mine = (await goaJobs(app, teacher)).find((j) => j._id === job.id)!;
    const theirs = (await goaJobs(app, other)).find((j) => j._id === job.id)!;
    expect([mine.saved, theirs.saved]).toEqual([true, false]);
    const asSchool = (await app.as(school.admin).call(jobsApi.search, { query: { state: 'GA' } })).json<Job[]>();
    expect(asSchool.find((j) => j._id === job.id)).toMatchObject({ saved: false, applied: false });
  });
});

describe('Find Employee answered from memory', () => {
  it('keeps a page ranked for a job when other jobs are posted, and reads it again when its job is edited', async () => {
    const job = await createJob(app, school.code, {
      title: 'PRT Kannada, Mysuru',
      subject: 'regional-language',
      stateCode: 'KA',
      district: 'Mysuru',
    });
    const ranked = () => app.as(school.admin).call(jobseekersApi.list, { query: { forJob: job.id } });
    await ranked();
    expect(await answeredFromMemory(app, ranked)).toBe(true);
    await createJob(app, school.code, {
      title: 'TGT Science, Hubballi',
      subject: 'science',
      stateCode: 'KA',
      district: 'Dharwad',
    });
    // Heard once Browse Jobs' newest page is read again; the ranked page is still answered from memory.
    await expect
      .poll(
        async () =>
          titles(
            (await app.inject({ method: 'GET', url: '/api/jobs?state=KA', headers: teacher.headers })).json<Job[]>(),
          ),
        { timeout: 1_000, interval: 10 },
      )
      .toContain('TGT Science, Hubballi');
    expect(await answeredFromMemory(app, ranked)).toBe(true);
    await app.deps.db.update(jobs).set({ teachingLevel: 'TGT' }).where(eq(jobs.id, job.id));
    await expect.poll(() => answeredFromMemory(app, ranked), { timeout: 1_000, interval: 10 }).toBe(false);
  });

  it('drops a teacher who stops looking, and shows a changed name, at the next search', async () => {
    const seeker = await signedIn(app, { role: 'jobseeker', name: 'Lakshmi Naik' });
    const put = (body: object) => app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, body);
    expect(
      (await put({ ...JOBSEEKER_PROFILE, name: 'Lakshmi Naik', state: 'GA', district: 'North Goa' })).statusCode,
    ).toBe(200);
    const names = async () =>
      (await app.as(school.admin).call(jobseekersApi.list, { query: { state: 'GA' } }))
        .json<JobseekerCard[]>()
        .map((s) => s.name);
    expect(await names()).toEqual(['Lakshmi Naik']);
    expect(await names()).toEqual(['Lakshmi Naik']);
    expect((await put({ isLookingForJob: false })).statusCode).toBe(200);
    expect(await names()).toEqual([]);
  });
});

/** A second app on the same PostgreSQL database: another instance, with pages of its own. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let second: App;
  let instance: Awaited<ReturnType<typeof secondInstance>> | undefined;
  beforeAll(async () => {
    instance = await secondInstance(app);
    second = instance.app;
  });
  afterAll(() => instance?.close());

  it('a job posted on one shows on the other within a moment, where the page was kept', async () => {
    const newest = async () =>
      titles((await second.inject({ method: 'GET', url: '/api/jobs', headers: teacher.headers })).json<Job[]>());
    await expect.poll(() => answeredFromMemory(second, newest), { timeout: 1_000, interval: 10 }).toBe(true);
    const posted = await app.as(school.admin).post('/api/jobs', { ...JOB_FORM, title: 'PRT Hindi, Mapusa' });
    expect(posted.statusCode, posted.body).toBe(201);
    // The other instance hears it on its own connection, a moment after the answer: a second bounds it (kept pages live a minute).
    await expect.poll(newest, { timeout: 1_000, interval: 10 }).toContain('PRT Hindi, Mapusa');
  });
});
