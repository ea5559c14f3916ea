import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../../test/harness.ts';
import { signIn, signedInSuperAdmin } from '../../../test/factories.ts';
import { createUser } from '../../../test/factories.ts';

let app: App;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
  url = `/api/superadmin-profile/SA100001`;
});
afterAll(() => app.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const put = (payload: object) => app.inject({ method: 'PUT', url, headers: admin.headers, payload });

describe('super admin profile', () => {
  it('shows the profile, saves name and phone, and marks it complete', async () => {
    const before = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ userId: 'SA100001', email: 'root@portal.test', role: 'superAdmin', phone: null, profilePicture: null });

    const res = await put({ name: 'Priya Sharma', phone: '+91 99000 11223' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile updated successfully!', profile: { name: 'Priya Sharma', phone: '9900011223' } });
    const token = await signIn(app, 'root@portal.test', 'Root@Pass123', true);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ name: 'Priya Sharma', isProfileCompleted: true });
  });

  it('a name cannot be blank, and the e-mail cannot be changed here', async () => {
    const res = await put({ name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: 'Name is required.' });
    await put({ email: 'new@portal.test', name: 'Priya Sharma' });
    const after = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(after.json().email).toBe('root@portal.test');
  });

  it('takes a PNG or JPEG picture alone, and removes it with null', async () => {
    const res = await put({ profilePicture: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.profilePicture).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(res.json().profile.name).toBe('Priya Sharma');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    expect((await put({ profilePicture: jpeg.toString('base64') })).json().profile.profilePicture).toMatch(/^data:image\/jpeg;base64,/);
    expect((await put({ profilePicture: null })).json().profile.profilePicture).toBeNull();
  });

  it('refuses other file types and pictures over 2 MB with the spec’s messages', async () => {
    const gif = Buffer.from('GIF89a-not-allowed').toString('base64');
    const wrongType = await put({ profilePicture: `data:image/png;base64,${gif}` });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors).toEqual({ profilePicture: 'Only JPG, JPEG, and PNG files are allowed.' });

    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152)]);
    const tooBig = await put({ profilePicture: big.toString('base64') });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fieldErrors).toEqual({ profilePicture: 'File size should not exceed 2MB.' });
    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).json().profilePicture).toBeNull();
  });

  it('a super admin sees and changes only their own profile', async () => {
    const other = await createUser(app, { role: 'superAdmin' });
    const res = await app.inject({ method: 'GET', url: `/api/superadmin-profile/${other.account.userId}`, headers: admin.headers });
    expect(res.statusCode).toBe(403);
  });
});
