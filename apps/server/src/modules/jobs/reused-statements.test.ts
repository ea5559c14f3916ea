import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsApi, SEARCH_COUNT_CAP, TOTAL_COUNT_HEADER, type Job } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, signedIn, type SignedInUser } from '../../../test/factories.ts';

/*
 * Browse Jobs builds its count and page statements once per filter and reuses them (db/paging.ts reused,
 * decision 018); only the caller, today, the anchor and the page window change between runs. Whatever
 * asked the same filter before, each answer must be the caller's own, with the total and paging of a
 * statement built afresh: a value baked into a kept statement would show here.
 */

let app: TestApp;
let school: string;
let asha: SignedInUser;
let ravi: SignedInUser;

beforeAll(async () => {
  app = await createTestApp();
  school = (await createInstitute(app)).code;
  asha = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
  ravi = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
});
afterAll(() => app.close());

const search = async (who: SignedInUser, query: Record<string, string | number>) => {
  const res = await app.as(who).call(jobsApi.search, { query: { limit: 100, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json<Job[]>();
  return { items, titles: items.map((j) => j.title), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
};

describe('the same filter asked again', () => {
  it("answers each caller's own badges, the total, and pages by offset and by anchor", async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createJob(app, school, { title: `Reused ${i + 1}`, subject: 'geography' }));
    expect((await app.as(asha).post(`/api/jobs/${made[4]!.id}/apply`)).statusCode).toBe(201);

    const first = await search(asha, { subject: 'geography' });
    expect(first.total).toBe(5);
    expect(first.titles).toEqual(['Reused 5', 'Reused 4', 'Reused 3', 'Reused 2', 'Reused 1']);
    expect(first.items.map((j) => j.applied)).toEqual([true, false, false, false, false]);
    // Ravi asks the same filter: the statement kept for it must not carry Asha's id.
    const second = await search(ravi, { subject: 'geography' });
    expect(second.items.map((j) => j.applied)).toEqual([false, false, false, false, false]);
    expect((await search(asha, { subject: 'geography' })).items[0]!.applied).toBe(true);

    // The window and the anchor are the request's: page 2 by offset, then after a job, then after another.
    expect((await search(asha, { subject: 'geography', limit: 2, page: 2 })).titles).toEqual(['Reused 3', 'Reused 2']);
    expect((await search(asha, { subject: 'geography', limit: 2, page: 3 })).titles).toEqual(['Reused 1']);
    const afterFourth = await search(ravi, { subject: 'geography', limit: 2, after: made[3]!.id });
    expect(afterFourth).toMatchObject({ titles: ['Reused 3', 'Reused 2'], total: 5 });
    expect((await search(ravi, { subject: 'geography', limit: 2, after: made[1]!.id })).titles).toEqual(['Reused 1']);
  });

  it('switches between the page sorted from the matches and the walk of the order when the count passes the cap', async () => {
    for (let i = 0; i < 3; i++) await createJob(app, school, { title: `Capped ${i + 1}`, subject: 'sanskrit' });
    expect(await search(asha, { subject: 'sanskrit', limit: 2 })).toMatchObject({
      titles: ['Capped 3', 'Capped 2'],
      total: 3,
    });
    for (let i = 3; i < SEARCH_COUNT_CAP + 2; i++)
      await createJob(app, school, { title: `Capped ${i + 1}`, subject: 'sanskrit' });
    const many = await search(asha, { subject: 'sanskrit', limit: 2 });
    expect(many).toMatchObject({
      titles: [`Capped ${SEARCH_COUNT_CAP + 2}`, `Capped ${SEARCH_COUNT_CAP + 1}`],
      total: SEARCH_COUNT_CAP + 1,
    });
  });
});

describe('two databases in one process', () => {
  it('keep their statements apart', async () => {
    const other = await createTestApp();
    try {
      const otherSchool = (await createInstitute(other)).code;
      await createJob(other, otherSchool, { title: 'Only in the other database', subject: 'yoga' });
      await createJob(app, school, { title: 'Only in this database', subject: 'yoga' });
      const otherSeeker = await signedIn(other, { role: 'jobseeker', profileCompleted: true });
      expect((await search(asha, { subject: 'yoga' })).titles).toEqual(['Only in this database']);
      const res = await other.as(otherSeeker).call(jobsApi.search, { query: { limit: 100, subject: 'yoga' } });
      expect(res.json<Job[]>().map((j) => j.title)).toEqual(['Only in the other database']);
    } finally {
      await other.close();
    }
  });
});
