import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsApi, SEARCH_COUNT_CAP, TOTAL_COUNT_HEADER, type Job } from '@school-portal/contract';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, createJob, signedIn, type SignedInUser } from '../../../test/factories.ts';

/*
 * A search remembers for a minute whether its filter is rare among the newest jobs (db/paging.ts isRare),
 * to choose how to count and page. The answer must never go stale with it: a teacher who searches again
 * after schools post or remove jobs sees exactly the jobs open now, whichever way the count was planned.
 *
 * The jobs here are written straight in the database (the factories, an update), so the search cache hears of
 * them by the trigger's notice, a moment later on PostgreSQL: the searches after a write ask again for up to a
 * second (`soon`). A stale density is remembered a minute, so asking again for a second cannot hide it.
 */

let app: TestApp;
let me: SignedInUser;
let school: string;

beforeAll(async () => {
  app = await createTestApp();
  school = (await createInstitute(app)).code;
  me = await signedIn(app, { role: 'jobseeker', profileCompleted: true });
});
afterAll(() => app.close());

const search = async (query: Record<string, string | number>) => {
  const res = await app.as(me).call(jobsApi.search, { query: { limit: 100, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return { titles: res.json<Job[]>().map((j) => j.title), total: Number(res.headers[TOTAL_COUNT_HEADER]) };
};

/** The search's answer once the writes before it are heard (at most a second). */
const soon = (query: Record<string, string | number>) =>
  expect.poll(() => search(query), { timeout: 1_000, interval: 20 });

const post = async (count: number, title: string, teachingLevel: 'NTT' | 'PRT') => {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(await createJob(app, school, { title: `${title} ${i + 1}`, teachingLevel }));
  return made;
};

describe('a filter found rare, then many jobs match it', () => {
  it('finds every new job and counts past the cap', async () => {
    await post(1, 'Nursery teacher', 'NTT');
    await soon({ teachingLevel: 'NTT' }).toEqual({ titles: ['Nursery teacher 1'], total: 1 });

    // Now 12 of the newest match: measured afresh this would be common; the remembered verdict says rare.
    await post(11, 'Nursery assistant', 'NTT');
    await soon({ teachingLevel: 'NTT' }).toMatchObject({
      titles: expect.arrayContaining(['Nursery teacher 1', 'Nursery assistant 11']),
      total: 12,
    });
    expect((await search({ teachingLevel: 'NTT' })).titles).toHaveLength(12);

    await post(SEARCH_COUNT_CAP, 'Pre-primary teacher', 'NTT');
    await soon({ teachingLevel: 'NTT', limit: 20 }).toMatchObject({ total: SEARCH_COUNT_CAP + 1 });
    const many = await search({ teachingLevel: 'NTT', limit: 20 });
    expect(many.titles).toHaveLength(20);
    expect(many.titles.every((t) => t.startsWith('Pre-primary teacher'))).toBe(true);
  });
});

describe('a filter found common, then its jobs are removed', () => {
  it('shows only the job left', async () => {
    const made = await post(15, 'Primary teacher', 'PRT');
    await soon({ teachingLevel: 'PRT' }).toMatchObject({ total: 15 });

    await app.deps.db
      .update(jobs)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          jobs.id,
          made.slice(1).map((j) => j.id),
        ),
      );
    await soon({ teachingLevel: 'PRT' }).toEqual({ titles: ['Primary teacher 1'], total: 1 });
  });
});
