import { describe, expect, it } from 'vitest';
import { jobseekersApi, type JobseekerCard } from '@school-portal/contract';
import { JOBSEEKER_PROFILE, signedIn, signIn, twoInstitutes } from '../../../test/factories.ts';

/*
 * A teacher's sign-in moves her "last active" (decision 038), and Find Employee's pages are kept until a write
 * changes what they show (decision 028). A sign-in must not be such a write: at a school day's sign-ins a state's
 * pages would never be kept. A change of her profile still is.
 */
const t = twoInstitutes();

describe("a teacher's sign-in and the kept Find Employee pages", () => {
  it('a sign-in keeps the pages of her state; a change of her profile does not', async () => {
    const teacher = await signedIn(t.app, { role: 'jobseeker', name: 'Lakshmi Narayanan' });
    const profile = {
      ...JOBSEEKER_PROFILE,
      name: 'Lakshmi Narayanan',
      state: 'TN',
      district: 'Tiruppur',
      summary: 'TGT Maths, CBSE',
    };
    expect((await t.app.as(teacher).put(`/api/jobseeker-profile/${teacher.account.userId}`, profile)).statusCode).toBe(
      200,
    );
    const cache = t.app.deps.searchCache;
    const search = async () => {
      const res = await t.app
        .as(t.school.admin)
        .call(jobseekersApi.list, { query: { state: 'TN', district: 'Tiruppur', limit: 20 } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<JobseekerCard[]>().map((c) => c.name);
    };
    const readFromDatabase = async () => {
      const before = cache.misses;
      const names = await search();
      return { names, fromDatabase: cache.misses > before };
    };

    expect(await readFromDatabase()).toEqual({ names: ['Lakshmi Narayanan'], fromDatabase: true });
    expect(await readFromDatabase()).toEqual({ names: ['Lakshmi Narayanan'], fromDatabase: false });

    await signIn(t.app, teacher.account.email, teacher.password);
    expect(await readFromDatabase()).toEqual({ names: ['Lakshmi Narayanan'], fromDatabase: false });

    await t.app
      .as(teacher)
      .put(`/api/jobseeker-profile/${teacher.account.userId}`, { ...profile, isLookingForJob: false });
    expect(await readFromDatabase()).toEqual({ names: [], fromDatabase: true });
  });
});
