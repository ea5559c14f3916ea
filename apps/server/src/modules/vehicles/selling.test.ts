import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES, vehiclesApi } from '@school-portal/contract';
import { busAds, images, notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import {
  busPhoto,
  createInstitute,
  postAd,
  putAd,
  signedInSuperAdmin,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const imageCount = async () => (await app.deps.db.select({ key: images.key }).from(images)).length;
const approve = (advertisementId: string) => app.as(admin).call(vehiclesApi.approve, { params: { advertisementId } });

describe('posting a bus for sale', () => {
  it('an institute posts a bus with photos and the checklist; it waits for approval and the seller is told', async () => {
    const res = await postAd(app, school.admin, {}, [
      { name: 'front.jpg', bytes: await busPhoto(3000, 2000) },
      { name: 'inside.jpg', bytes: await busPhoto(640, 480, '#333333') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { ad, message } = res.json();
    expect(message).toBe(VEHICLE_MESSAGES.submitted);
    expect(ad).toMatchObject({
      advertisementId: expect.stringMatching(/^AD-[A-Z2-9]{8}$/),
      regNo: 'MH12AB1234',
      price: 1250000,
      negotiable: true,
      seatingCap: 40,
      year: 2018,
      fuel: 'diesel',
      taxValidUpto: null,
      fcValidUpto: '2026-01-15',
      panicButton: false,
      speedGovernor: true,
      state: { value: 'MH', label: 'Maharashtra' },
      district: { label: 'Pune' },
      status: 'submitted',
      sold: false,
      isMine: true,
    });
    expect(ad.photos).toHaveLength(2);
    expect(ad.photos[0].url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    // Lists and cards carry addresses, never base64.
    expect(JSON.stringify(ad)).not.toContain('base64');

    // Stored as paise; photos re-encoded without the phone's GPS position.
    const [row] = await app.deps.db.select().from(busAds).where(eq(busAds.advertisementId, ad.advertisementId));
    expect(row!.pricePaise).toBe(125000000);
    const photo = await app.as(null).get(ad.photos[0].url);
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([2048, undefined]);

    const notes = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, school.admin.account.id));
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringContaining('was sent for approval'));
    const mails = await outbox(app, school.admin.account.email);
    expect(mails.at(-1)!.subject).toBe('Your bus ad was sent for approval');
  });

  it('a form without photos, or with a district of another state, is refused naming the field', async () => {
    const none = await postAd(app, school.admin, {}, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toMatchObject({ photos: VEHICLE_MESSAGES.photosRequired });

    const wrong = await postAd(app, school.admin, { district: 'Chennai', price: '-5', phone: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fieldErrors).sort()).toEqual(['district', 'phone', 'price']);
  });

  it('a petrol bus with its BS emission norm is posted and shown with both; an unknown norm is refused by name', async () => {
    const res = await postAd(app, school.admin, { regNo: 'TN39AB4321', fuel: 'petrol', emissionNorm: 'BS-IV' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ad).toMatchObject({ fuel: 'petrol', emissionNorm: 'BS-IV' });
    // Left empty, as on an older ad: not given.
    const unsaid = await postAd(app, school.admin, { regNo: 'TN39AB4322', emissionNorm: '' });
    expect(unsaid.json().ad.emissionNorm).toBeNull();
    const wrong = await postAd(app, school.admin, { regNo: 'TN39AB4323', emissionNorm: 'BS-V' });
    expect([wrong.statusCode, wrong.json().fieldErrors]).toEqual([
      400,
      { emissionNorm: 'Choose BS-III, BS-IV or BS-VI.' },
    ]);
  });

  it('a field with a control character is a 400 naming it, never a 500', async () => {
    const res = await postAd(app, school.admin, { make: 'Tata\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.make).toBeTruthy();
  });
});

describe('hostile uploads', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  it('a script-bearing SVG, an HTML file renamed .jpg and a truncated JPEG are refused naming the file, and nothing is stored', async () => {
    const whole = await busPhoto(800, 600);
    const cases = [
      { name: 'logo.svg', bytes: svg, status: 400, message: 'logo.svg is not a JPEG, PNG or WebP image.' },
      { name: 'bus.jpg', bytes: html, status: 400, message: 'bus.jpg is not a JPEG, PNG or WebP image.' },
      {
        name: 'half.jpg',
        bytes: whole.subarray(0, Math.floor(whole.length / 2)),
        status: 400,
        message: 'half.jpg could not be read: the file is damaged or incomplete.',
      },
    ];
    for (const bad of cases) {
      const adsBefore = (await app.deps.db.select().from(busAds)).length;
      const imagesBefore = await imageCount();
      // A good photo first: the bad one must still refuse the whole ad.
      const res = await postAd(app, school.admin, {}, [{ name: 'good.jpg', bytes: whole }, bad]);
      expect([res.statusCode, res.json().message], bad.name).toEqual([bad.status, bad.message]);
      expect(res.json().fieldErrors).toEqual({ photos: bad.message });
      expect((await app.deps.db.select().from(busAds)).length).toBe(adsBefore);
      expect(await imageCount()).toBe(imagesBefore);
    }
  });

  it('a photo over 5 MB is a 413 naming it; an image over 25 megapixels is a 400 naming it', async () => {
    const big = Buffer.concat([await busPhoto(100, 100), Buffer.alloc(5 * 1_048_576 + 10)]);
    const tooBig = await postAd(app, school.admin, {}, [{ name: 'huge.jpg', bytes: big }]);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'huge.jpg is larger than 5 MB.']);

    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await postAd(app, school.admin, {}, [{ name: 'bomb.png', bytes: bomb }]);
    expect([res.statusCode, res.json().message]).toEqual([400, 'bomb.png is larger than 25 megapixels.']);
  });

  it('ten photos of a few megabytes each fit in one form; an eleventh is refused', async () => {
    // Noise does not compress: each photo is a real multi-megabyte upload.
    const noisy = await sharp(randomBytes(1000 * 750 * 3), { raw: { width: 1000, height: 750, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_048_576);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.jpg`, bytes: noisy }));
    const ok = await postAd(app, school.admin, {}, ten);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().ad.photos).toHaveLength(10);
    const eleven = await postAd(app, school.admin, {}, [...ten, { name: 'p10.jpg', bytes: noisy }]);
    expect(eleven.statusCode).toBe(413);
  });
});

describe('managing own ads', () => {
  it('an edited approved ad goes back to pending, with photos kept, added and reordered', async () => {
    const posted = (await postAd(app, school.admin)).json().ad;
    expect((await approve(posted.advertisementId)).statusCode).toBe(200);
    const [kept] = posted.photos[0].url.split('/').slice(-1);
    const res = await putAd(
      app,
      school.admin,
      posted.advertisementId,
      { price: '1100000', photoOrder: JSON.stringify(['new:0', kept]) },
      [{ name: 'side.jpg', bytes: await busPhoto(400, 300, '#0000ff') }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { ad, message } = res.json();
    expect(message).toBe(VEHICLE_MESSAGES.resubmitted);
    expect(ad).toMatchObject({ price: 1100000, status: 'submitted', reviewedAt: null });
    expect(ad.photos.map((p: { url: string }) => p.url.split('/').at(-1))).toEqual([expect.any(String), kept]);
    expect(ad.photos[0].url).not.toBe(posted.photos[0].url);
  });

  it('an edit that drops a photo removes it from storage; one naming a photo of nothing is refused', async () => {
    const posted = (
      await postAd(app, school.admin, {}, [
        { name: 'a.jpg', bytes: await busPhoto(300, 200) },
        { name: 'b.jpg', bytes: await busPhoto(300, 200, '#ff0000') },
      ])
    ).json().ad;
    const [first, second] = posted.photos.map((p: { url: string }) => p.url.split('/').at(-1));
    const res = await putAd(app, school.admin, posted.advertisementId, { photoOrder: JSON.stringify([second]) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.as(null).get(`/api/images/${first}`)).statusCode).toBe(404);

    const bad = await putAd(app, school.admin, posted.advertisementId, {
      photoOrder: JSON.stringify(['5b0c1a3e-0000-4000-8000-000000000000']),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ photoOrder: VEHICLE_MESSAGES.photoOrder });
    const empty = await putAd(app, school.admin, posted.advertisementId, { photoOrder: '[]' });
    expect(empty.json().fieldErrors).toEqual({ photos: VEHICLE_MESSAGES.photosRequired });
  });

  it('only an approved ad can be marked sold; a sold ad cannot be edited; deleting removes it and its photos', async () => {
    const ad = (await postAd(app, school.admin)).json().ad;
    const sold = () =>
      app.as(school.admin).call(vehiclesApi.markSold, { params: { advertisementId: ad.advertisementId } });
    expect((await sold()).statusCode).toBe(409);
    await approve(ad.advertisementId);
    const res = await sold();
    expect(res.statusCode).toBe(200);
    expect(res.json().ad).toMatchObject({ sold: true, status: 'approved' });
    expect((await sold()).statusCode).toBe(409);
    expect((await putAd(app, school.admin, ad.advertisementId)).statusCode).toBe(409);

    const del = await app
      .as(school.admin)
      .call(vehiclesApi.remove, { params: { advertisementId: ad.advertisementId } });
    expect(del.statusCode).toBe(200);
    expect((await app.as(null).get(ad.photos[0].url)).statusCode).toBe(404);
    expect(
      (await app.as(school.admin).call(vehiclesApi.detail, { params: { advertisementId: ad.advertisementId } }))
        .statusCode,
    ).toBe(404);
  });

  it("the seller's list shows every state, narrowed by status", async () => {
    const own = await createInstitute(app);
    const a = (await postAd(app, own.admin, { regNo: 'KA01F1111' })).json().ad;
    const b = (await postAd(app, own.admin, { regNo: 'KA01F2222' })).json().ad;
    await app.as(admin).call(vehiclesApi.reject, {
      params: { advertisementId: a.advertisementId },
      body: { reason: 'Photos are blurred' },
    });
    const all = await app.as(own.admin).call(vehiclesApi.mine);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((x: { advertisementId: string }) => x.advertisementId)).toEqual([
      b.advertisementId,
      a.advertisementId,
    ]);
    const rejected = (await app.as(own.admin).call(vehiclesApi.mine, { query: { status: 'rejected' } })).json();
    expect(rejected).toMatchObject([
      { advertisementId: a.advertisementId, status: 'rejected', rejectionReason: 'Photos are blurred' },
    ]);
  });
});
