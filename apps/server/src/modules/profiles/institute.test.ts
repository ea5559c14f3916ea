import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_PROFILE_MESSAGES, PROFILE_MESSAGES, profilesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  GIF,
  INSTITUTE_PROFILE,
  JPEG,
  PNG,
  createInstitute,
  multipartForm,
  signIn,
  signedInSuperAdmin,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
});
afterAll(() => app.close());

const urlOf = (userId: string) => `/api/institute-profile/update/${userId}`;
async function save(fields: Record<string, string | Buffer | undefined>, as = school.admin) {
  const form = await multipartForm(fields);
  return app.inject({
    method: 'PUT',
    url: urlOf(as.account.userId),
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  });
}
const read = (as = school.admin, userId = as.account.userId) =>
  app.as(as).call(profilesApi.instituteProfile, { params: { userId } });

describe('institute profile', () => {
  it('starts empty with the account e-mail, and is incomplete', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: school.admin.account.userId,
      instituteCode: school.code,
      email: school.admin.account.email,
      instituteName: null,
      state: null,
      profilePicture: null,
      isProfileCompleted: false,
    });
  });

  it('an institute admin saves the whole profile as a multipart form with a picture; the profile is then complete', async () => {
    const res = await save({ ...INSTITUTE_PROFILE, profilePicture: PNG, email: 'changed@portal.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(INSTITUTE_PROFILE_MESSAGES.updated);
    const profile = (await read()).json();
    expect(profile).toMatchObject({
      ...INSTITUTE_PROFILE,
      email: school.admin.account.email,
      isProfileCompleted: true,
    });
    const served = (await app.inject({ method: 'GET', url: profile.profilePicture })).rawPayload;
    expect(await sharp(served).metadata()).toMatchObject({ width: 2, height: 2 });

    // The next sign-in goes to the dashboard, and the top bar has the institute's name.
    const token = await signIn(app, school.admin.account.email, school.admin.password);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ isProfileCompleted: true, instituteName: INSTITUTE_PROFILE.instituteName });
  });

  it('serves a picture by its address without a token, cacheable for good; an unknown address is a 404', async () => {
    const url = (await read()).json().profilePicture as string;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    // Re-encoded: a PNG without transparency is stored as a JPEG photo.
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile-pictures/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/profile-pictures/not-a-key' })).statusCode).toBe(400);
  });

  it('a save without a picture keeps the picture; a new picture gets a new address', async () => {
    const before = (await read()).json().profilePicture as string;
    await save({ ...INSTITUTE_PROFILE, address: '14 Baner Road, Pune' });
    const kept = (await read()).json();
    expect([kept.address, kept.profilePicture]).toEqual(['14 Baner Road, Pune', before]);
    await save({ ...INSTITUTE_PROFILE, profilePicture: JPEG });
    expect((await read()).json().profilePicture).not.toBe(before);
  });

  it('the same call takes JSON too', async () => {
    const res = await app
      .as(school.admin)
      .put(urlOf(school.admin.account.userId), { ...INSTITUTE_PROFILE, contactPerson: 'R. Kulkarni' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.contactPerson).toBe('R. Kulkarni');
  });

  it('names every missing required field, and writes nothing', async () => {
    const res = await save({ instituteName: 'Half Saved School' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      affiliationNumber: 'Affiliation number is required.',
      schoolType: 'School type is required.',
      board: 'Board is required.',
      state: 'State is required.',
      district: 'District is required.',
      address: 'Address is required.',
      contactPerson: 'Contact person is required.',
      phone: 'Phone is required.',
    });
    expect((await read()).json().instituteName).toBe(INSTITUTE_PROFILE.instituteName);
  });

  it('refuses a district of another state, an unknown state, school type or board', async () => {
    const wrongDistrict = await save({ ...INSTITUTE_PROFILE, district: 'Chennai' });
    expect(wrongDistrict.json().fieldErrors).toEqual({ district: 'Choose a district of the chosen state.' });
    const unknown = await save({ ...INSTITUTE_PROFILE, state: 'XX', schoolType: 'College', board: 'Cambridge' });
    expect(Object.keys(unknown.json().fieldErrors).sort()).toEqual(['board', 'schoolType', 'state']);
    expect(unknown.statusCode).toBe(400);
  });

  it('checks the picture by its content and size, and leaves the profile as it was', async () => {
    const gif = await save({ ...INSTITUTE_PROFILE, instituteName: 'Renamed', profilePicture: GIF });
    expect([gif.statusCode, gif.json().fieldErrors]).toEqual([
      400,
      { profilePicture: 'Only JPG, JPEG, and PNG files are allowed.' },
    ]);
    const big = await save({
      ...INSTITUTE_PROFILE,
      instituteName: 'Renamed',
      profilePicture: Buffer.concat([PNG, Buffer.alloc(2_097_152)]),
    });
    expect([big.statusCode, big.json().fieldErrors]).toEqual([
      400,
      { profilePicture: 'File size should not exceed 2MB.' },
    ]);
    const huge = await save({
      ...INSTITUTE_PROFILE,
      profilePicture: Buffer.concat([PNG, Buffer.alloc(8 * 1_048_576)]),
    });
    expect(huge.statusCode).toBe(413);
    expect((await read()).json().instituteName).toBe(INSTITUTE_PROFILE.instituteName);
  });

  it("refuses another account's profile with 403 and no data; the super admin may read any", async () => {
    const other = await createInstitute(app);
    const peek = await read(school.admin, other.admin.account.userId);
    expect([peek.statusCode, peek.json()]).toEqual([403, { message: PROFILE_MESSAGES.ownOnly }]);
    const write = await save(INSTITUTE_PROFILE, { ...school.admin, account: other.admin.account });
    expect(write.statusCode).toBe(403);
    expect((await read(other.admin)).json().instituteName).toBeNull();

    const admin = await signedInSuperAdmin(app);
    const review = await app
      .as(admin)
      .call(profilesApi.instituteProfile, { params: { userId: school.admin.account.userId } });
    expect([review.statusCode, review.json().instituteName]).toEqual([200, INSTITUTE_PROFILE.instituteName]);
    const notAnInstitute = await app.as(admin).call(profilesApi.instituteProfile, { params: { userId: admin.userId } });
    expect(notAnInstitute.statusCode).toBe(404);
  });
});
