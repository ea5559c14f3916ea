import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesApi } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  createInstitute,
  dataUrl,
  INSTITUTE_PROFILE,
  JPEG,
  multipartForm,
  PNG,
  signedIn,
  signedInSuperAdmin,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
let seeker: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  seeker = await signedIn(app);
});
afterAll(() => app.close());

/** The 2×2 PNG with its header claiming another size: a few bytes that would decode to a huge bitmap. */
function pngClaiming(width: number, height: number) {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The 2×2 JPEG with its frame header claiming another size. */
function jpegClaiming(width: number, height: number) {
  const jpeg = Buffer.from(JPEG);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

const saveAsSeeker = (picture: Buffer) =>
  app.as(seeker).call(profilesApi.updateJobseekerProfile, {
    params: { userId: seeker.account.userId },
    body: { profilePicture: dataUrl(picture) },
  });

async function stored(res: { statusCode: number; body: string; json(): { profile: { profilePicture: string } } }) {
  expect(res.statusCode, res.body).toBe(200);
  return (await app.inject({ method: 'GET', url: res.json().profile.profilePicture })).rawPayload;
}

describe('profile pictures are re-encoded like every other image', () => {
  it('every role’s picture is refused past the pixel limit, naming the field', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    const superAdmin = await signedInSuperAdmin(app);
    const form = await multipartForm({ ...INSTITUTE_PROFILE, profilePicture: bomb });
    const answers = [
      await saveAsSeeker(bomb),
      await app.as(school.staff).call(profilesApi.updateInstituteUserProfile, {
        params: { userId: school.staff.account.userId },
        body: { profilePicture: dataUrl(bomb) },
      }),
      await app.as(superAdmin).put(`/api/superadmin-profile/${superAdmin.userId}`, { profilePicture: dataUrl(bomb) }),
      await app.inject({
        method: 'PUT',
        url: `/api/institute-profile/update/${school.admin.account.userId}`,
        headers: { ...school.admin.headers, ...form.headers },
        payload: form.payload,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain('profilePicture');
    }
  });

  it('a JPEG claiming 65500×65500 and a truncated picture are refused', async () => {
    const huge = await saveAsSeeker(jpegClaiming(65_500, 65_500));
    expect([huge.statusCode, huge.json().fieldErrors.profilePicture]).toEqual([
      400,
      'The picture is larger than 25 megapixels.',
    ]);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const truncated = await saveAsSeeker(photo.subarray(0, photo.length / 2));
    expect([truncated.statusCode, truncated.json().fieldErrors.profilePicture]).toEqual([
      400,
      'The picture could not be read: the file is damaged or incomplete.',
    ]);
  });

  it('HTML appended to a picture and a phone’s GPS position are not kept', async () => {
    const withHtml = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await stored(await saveAsSeeker(withHtml))).includes('<script>')).toBe(false);

    const phonePhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhonePro' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
      .toBuffer();
    const kept = await sharp(await stored(await saveAsSeeker(phonePhoto))).metadata();
    expect([kept.width, kept.height, kept.exif]).toEqual([64, 48, undefined]);
  });
});
