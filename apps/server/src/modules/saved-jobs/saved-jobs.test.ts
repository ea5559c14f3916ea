import { beforeAll, describe, expect, it } from 'vitest';
import {
  jobsApi,
  SAVED_JOB_MESSAGES,
  savedJobsApi,
  TOTAL_COUNT_HEADER,
  type Job,
  type SavedJob,
} from '@school-portal/contract';
import { type TestApp } from '../../../test/harness.ts';
import {
  createJob,
  daysFromNow,
  twoInstitutes,
  twoSeekers,
  type TestInstitute,
  type SignedInUser,
} from '../../../test/factories.ts';

let app: TestApp;
let w: { school: TestInstitute } & Awaited<ReturnType<typeof twoSeekers>>;

const t = twoInstitutes();
beforeAll(async () => {
  app = t.app;
  w = { school: t.school, ...(await twoSeekers(app)) };
});

const save = (who: SignedInUser, id: string) => app.as(who).call(savedJobsApi.save, { params: { id } });
const list = (who: SignedInUser, query: { page?: number; limit?: number } = {}) =>
  app.as(who).call(savedJobsApi.list, { query });

describe('saved jobs', () => {
  it('a teacher saves a job (twice is once), sees it marked saved in the list and the detail, and under Saved', async () => {
    const job = await createJob(app, w.school.code, { title: 'Saved Physics PGT' });
    expect((await save(w.seeker, job.id)).json()).toEqual({ message: SAVED_JOB_MESSAGES.saved, saved: true });
    expect((await save(w.seeker, job.jobId)).statusCode).toBe(200);
    const detail = await app.as(w.seeker).call(jobsApi.get, { params: { id: job.id } });
    expect(detail.json<Job>().saved).toBe(true);
    const found = await app.as(w.seeker).call(jobsApi.search, { query: { q: 'Saved' } });
    expect(found.json<Job[]>().map((j) => [j.title, j.saved])).toEqual([['Saved Physics PGT', true]]);
    const mine = await list(w.seeker);
    expect(mine.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect(mine.json<SavedJob[]>()).toMatchObject([
      { removed: false, job: { _id: job.id, saved: true, closed: false } },
    ]);
  });

  it("only her own: another teacher's list is empty, she sees the job unsaved, and cannot unsave it for her", async () => {
    expect((await list(w.other)).json()).toEqual([]);
    const [mine] = (await list(w.seeker)).json<SavedJob[]>();
    expect((await app.as(w.other).call(jobsApi.get, { params: { id: mine!.job._id } })).json<Job>().saved).toBe(false);
    const refused = await app.as(w.other).call(savedJobsApi.unsave, { params: { id: mine!.job._id } });
    expect(refused.statusCode).toBe(404);
    expect((await list(w.seeker)).json()).toHaveLength(1);
  });

  it('a job that closes or is removed stays in her list, marked; an institute cannot save', async () => {
    const closing = await createJob(app, w.school.code, { title: 'Closing soon' });
    const removing = await createJob(app, w.school.code, { title: 'Removed later' });
    await save(w.seeker, closing.id);
    await save(w.seeker, removing.id);
    await app.deps.db.execute(`update jobs set last_date_to_apply = '${daysFromNow(-1)}' where id = '${closing.id}'`);
    expect((await app.as(w.school.admin).call(jobsApi.remove, { params: { jobId: removing.id } })).statusCode).toBe(
      200,
    );
    const items = (await list(w.seeker)).json<SavedJob[]>();
    expect(items.map((s) => [s.job.title, s.job.closed, s.removed])).toEqual([
      ['Removed later', false, true],
      ['Closing soon', true, false],
      ['Saved Physics PGT', false, false],
    ]);
    // A removed job cannot be saved again, but can be taken off the list.
    expect((await save(w.other, removing.id)).statusCode).toBe(404);
    expect((await app.as(w.seeker).call(savedJobsApi.unsave, { params: { id: removing.id } })).json()).toEqual({
      message: SAVED_JOB_MESSAGES.unsaved,
      saved: false,
    });
    expect((await app.as(w.school.admin).call(savedJobsApi.save, { params: { id: closing.id } })).statusCode).toBe(403);
  });

  it('the list pages, and an unknown job is a 404', async () => {
    const page2 = await list(w.seeker, { page: 2, limit: 1 });
    expect(page2.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect(page2.json<SavedJob[]>().map((s) => s.job.title)).toEqual(['Saved Physics PGT']);
    expect((await save(w.seeker, 'JOB-NOPE00')).statusCode).toBe(404);
    expect((await app.as(w.seeker).call(savedJobsApi.unsave, { params: { id: 'JOB-NOPE00' } })).statusCode).toBe(404);
  });
});
