import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, dataUrl, GIF, PNG, signedIn, type TestInstitute } from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
});
afterAll(() => app.close());

describe('institute user profile', () => {
  it('an institute user completes name, phone and designation on first sign-in, then signs in to the dashboard', async () => {
    const me = school.staff;
    const params = { userId: me.account.userId };
    const before = await app.as(me).call(profilesApi.instituteUserProfile, { params });
    expect(before.json()).toMatchObject({ designation: null, isProfileCompleted: false, instituteCode: school.code });

    const missing = await app
      .as(me)
      .call(profilesApi.updateInstituteUserProfile, { params, body: { name: 'Meena Iyer' } });
    expect([missing.statusCode, missing.json().fieldErrors]).toEqual([
      400,
      { phone: 'Phone is required.', designation: 'Designation is required.' },
    ]);

    const res = await app.as(me).call(profilesApi.updateInstituteUserProfile, {
      params,
      body: { name: 'Meena Iyer', phone: '98220 11111', designation: 'Accountant', profilePicture: dataUrl(PNG) },
    });
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      profile: { name: 'Meena Iyer', phone: '9822011111', designation: 'Accountant', isProfileCompleted: true },
    });
    expect(res.json().profile.profilePicture).toMatch(/^\/api\/profile-pictures\//);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: me.account.email, password: me.password },
    });
    expect(login.json().isProfileCompleted).toBe(true);
  });

  it('the picture alone, checked for type', async () => {
    const params = { userId: school.staff.account.userId };
    const bad = await app
      .as(school.staff)
      .call(profilesApi.updateInstituteUserProfile, { params, body: { profilePicture: dataUrl(GIF) } });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { profilePicture: 'Only JPG, JPEG, and PNG files are allowed.' },
    ]);
    const removed = await app
      .as(school.staff)
      .call(profilesApi.updateInstituteUserProfile, { params, body: { profilePicture: null } });
    expect(removed.json().profile).toMatchObject({ profilePicture: null, designation: 'Accountant' });
  });

  it('is its owner’s alone', async () => {
    const colleague = await signedIn(app, { role: 'instituteUser', instituteCode: school.code });
    const res = await app
      .as(colleague)
      .call(profilesApi.instituteUserProfile, { params: { userId: school.staff.account.userId } });
    expect(res.statusCode).toBe(403);
  });
});
