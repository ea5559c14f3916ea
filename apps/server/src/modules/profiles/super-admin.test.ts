import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profilesApi } from '@school-portal/contract';
import { createTestApp, TEST_SUPERADMIN, type TestApp } from '../../../test/harness.ts';
import { createUser, dataUrl, GIF, JPEG, PNG, signIn, signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  url = `/api/superadmin-profile/${admin.userId}`;
});
afterAll(() => app.close());

const put = (payload: object) => app.as(admin).put(url, payload);

describe('super admin profile', () => {
  it('shows the profile, saves name and phone, and marks it complete', async () => {
    const before = await app.as(admin).get(url);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      userId: 'SA100001',
      email: TEST_SUPERADMIN.email,
      role: 'superAdmin',
      phone: null,
      profilePicture: null,
    });

    const res = await put({ name: 'Priya Sharma', phone: '+91 99000 11223' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      profile: { name: 'Priya Sharma', phone: '9900011223' },
    });
    const token = await signIn(app, TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, true);
    const me = await app.as({ headers: { authorization: `Bearer ${token}` } }).get('/api/auth/me');
    expect(me.json()).toMatchObject({ name: 'Priya Sharma', isProfileCompleted: true });
  });

  it('a name cannot be blank, and the e-mail cannot be changed here', async () => {
    const res = await put({ name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: 'Name is required.' });
    await put({ email: 'new@portal.test', name: 'Priya Sharma' });
    const after = await app.as(admin).call(profilesApi.superAdminProfile, { params: { userId: admin.userId } });
    expect(after.json().email).toBe(TEST_SUPERADMIN.email);
  });

  it('takes a PNG or JPEG picture alone, and removes it with null', async () => {
    const res = await put({ profilePicture: dataUrl(PNG) });
    expect(res.statusCode).toBe(200);
    const pngUrl = res.json().profile.profilePicture as string;
    expect(pngUrl).toMatch(/^\/api\/profile-pictures\/[0-9a-f-]{36}$/);
    expect((await sharp((await app.inject({ method: 'GET', url: pngUrl })).rawPayload).metadata()).width).toBe(2);
    expect(res.json().profile.name).toBe('Priya Sharma');
    const jpegUrl = (await put({ profilePicture: JPEG.toString('base64') })).json().profile.profilePicture as string;
    expect(jpegUrl).not.toBe(pngUrl);
    expect((await app.inject({ method: 'GET', url: jpegUrl })).headers['content-type']).toBe('image/jpeg');
    expect((await put({ profilePicture: null })).json().profile.profilePicture).toBeNull();
  });

  it('refuses other file types and pictures over 2 MB with the spec’s messages', async () => {
    const wrongType = await put({ profilePicture: dataUrl(GIF) });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors).toEqual({ profilePicture: 'Only JPG, JPEG, and PNG files are allowed.' });

    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152)]);
    const tooBig = await put({ profilePicture: big.toString('base64') });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fieldErrors).toEqual({ profilePicture: 'File size should not exceed 2MB.' });
    expect((await app.as(admin).get(url)).json().profilePicture).toBeNull();
  });

  it('a super admin sees and changes only their own profile', async () => {
    const other = await createUser(app, { role: 'superAdmin' });
    const res = await app.as(admin).get(`/api/superadmin-profile/${other.account.userId}`);
    expect([res.statusCode, res.json().message]).toEqual([403, PROFILE_MESSAGES.ownOnly]);
  });
});
