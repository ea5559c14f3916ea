import { describe, expect, it } from 'vitest';
import { jobseekersApi, type JobseekerCard } from '@school-portal/contract';
import { JOBSEEKER_PROFILE, signedIn, twoInstitutes } from '../../../test/factories.ts';

/*
 * Find Employee's experience from–to and expected-salary filters, as Resdex has them: both ends of the
 * experience range count; a teacher who has not said what salary she expects stays in.
 */

const t = twoInstitutes();

async function seeker(profile: object) {
  const user = await signedIn(t.app, { role: 'jobseeker' });
  const res = await t.app.as(user).put(`/api/jobseeker-profile/${user.account.userId}`, profile);
  expect(res.statusCode, res.body).toBe(200);
}

const names = async (query: Record<string, unknown>) => {
  const res = await t.app
    .as(t.school.admin)
    .call(jobseekersApi.list, { query: { district: 'Salem', state: 'TN', limit: 50, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<JobseekerCard[]>()
    .map((c) => c.name)
    .sort();
};

describe('Find Employee: experience and expected salary', () => {
  it('keeps the edges of each range', async () => {
    const salem = { ...JOBSEEKER_PROFILE, state: 'TN', district: 'Salem' };
    await seeker({ ...salem, name: 'Two Years', totalExp: 2, maxExpectedSalary: 25000 });
    await seeker({ ...salem, name: 'Six Years', totalExp: 6, maxExpectedSalary: 40000 });
    await seeker({ ...salem, name: 'Ten Years', totalExp: 10, maxExpectedSalary: 40001 });
    await seeker({ ...salem, name: 'Not Said', totalExp: 6, maxExpectedSalary: '' });

    expect(await names({ minExp: 6, maxExp: 10 })).toEqual(['Not Said', 'Six Years', 'Ten Years']);
    expect(await names({ minExp: 3 })).toEqual(['Not Said', 'Six Years', 'Ten Years']);
    expect(await names({ maxExp: 2 })).toEqual(['Two Years']);
    expect(await names({ maxSalary: 40000 })).toEqual(['Not Said', 'Six Years', 'Two Years']);
    expect(await names({ minExp: 6, maxSalary: 40000 })).toEqual(['Not Said', 'Six Years']);
  });

  it('a range the wrong way round or a negative figure is a 400 naming the field', async () => {
    const bad = async (query: Record<string, unknown>, field: string) => {
      const res = await t.app.as(t.school.admin).call(jobseekersApi.list, { query });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    };
    await bad({ minExp: 8, maxExp: 3 }, 'maxExp');
    await bad({ maxSalary: -1 }, 'maxSalary');
    await bad({ minExp: 31 }, 'minExp');
  });
});
