import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  JOBSEEKER_PROFILE,
  createInstitute,
  signedIn,
  signedInSuperAdmin,
  type SignedInUser,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
});
afterAll(() => app.close());

const stats = async () => (await app.as(school.admin).call(profilesApi.instituteDashboardStats)).json();
const complete = (seeker: SignedInUser, extra: object = {}) =>
  app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { ...JOBSEEKER_PROFILE, ...extra });

describe('institute admin dashboard', () => {
  it('counts approved job seekers with a complete profile whose switch is on', async () => {
    const start = await stats();
    expect(start).toEqual({
      teachersLooking: expect.any(Number),
      vehiclesReady: expect.any(Number),
      suppliersOnboarded: 0,
    });

    const seeker = await signedIn(app, { role: 'jobseeker' });
    // Incomplete: not counted, even with the switch on.
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { isLookingForJob: true });
    expect((await stats()).teachersLooking).toBe(start.teachersLooking);

    await complete(seeker);
    expect((await stats()).teachersLooking).toBe(start.teachersLooking + 1);
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { isLookingForJob: false });
    expect((await stats()).teachersLooking).toBe(start.teachersLooking);
    await app.as(seeker).put(`/api/jobseeker-profile/${seeker.account.userId}`, { isLookingForJob: true });
    expect((await stats()).teachersLooking).toBe(start.teachersLooking + 1);

    // A suspended seeker is not counted.
    const admin = await signedInSuperAdmin(app);
    await app.as(admin).patch(`/api/admin/suspend/${seeker.account.userId}`);
    expect((await stats()).teachersLooking).toBe(start.teachersLooking);
  });
});
