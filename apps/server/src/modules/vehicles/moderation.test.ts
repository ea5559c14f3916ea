import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES, accountsApi, vehiclesApi } from '@school-portal/contract';
import { images, notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { busPhoto, createInstitute, postAd, signedInSuperAdmin, type TestInstitute } from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  school = await createInstitute(app);
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const pending = async (query: { page?: number; limit?: number } = {}) =>
  app.as(admin).call(vehiclesApi.pending, { query });
const approve = (advertisementId: string) => app.as(admin).put(`/api/bus-ads/approve/ads/${advertisementId}`);
const reject = (advertisementId: string, body?: object) =>
  app.as(admin).put(`/api/bus-ads/reject/ads/${advertisementId}`, body);
const post = async (fields = {}) => (await postAd(app, school.admin, fields)).json().ad;

describe('the pending ads queue', () => {
  it('answers adsWithBase64, oldest first, each photo the stored re-encoded image as base64', async () => {
    const first = await post({ regNo: 'MH12PQ0001' });
    const second = await post({ regNo: 'MH12PQ0002' });
    const res = await pending();
    expect(res.statusCode).toBe(200);
    const ids = res.json().adsWithBase64.map((a: { advertisementId: string }) => a.advertisementId);
    expect(ids.indexOf(first.advertisementId)).toBeLessThan(ids.indexOf(second.advertisementId));
    const ad = res
      .json()
      .adsWithBase64.find((a: { advertisementId: string }) => a.advertisementId === first.advertisementId);
    expect(ad).toMatchObject({
      instituteName: expect.any(String),
      ownerName: 'Anita Deshmukh',
      phone: '9822012345',
      state: { label: 'Maharashtra' },
    });
    const key = ad.photos[0].url.split('/').at(-1);
    const [stored] = await app.deps.db.select().from(images).where(eq(images.key, key));
    expect(ad.photos[0].base64).toBe(stored!.data.toString('base64'));
    expect(ad.photos[0].contentType).toBe('image/jpeg');
  });

  it('pages a few ads at a time, with the total in X-Total-Count', async () => {
    const res = await pending({ limit: 1 });
    expect(res.json().adsWithBase64).toHaveLength(1);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(1);
    expect((await pending({ limit: 50 })).statusCode).toBe(400);
  });

  it('the super admin dashboard counts ads waiting for approval', async () => {
    const before = (await app.as(admin).call(accountsApi.summary)).json().pendingAds;
    const ad = await post();
    expect((await app.as(admin).call(accountsApi.summary)).json().pendingAds).toBe(before + 1);
    await approve(ad.advertisementId);
    expect((await app.as(admin).call(accountsApi.summary)).json().pendingAds).toBe(before);
  });
});

describe('approving and rejecting', () => {
  it('approve answers 200 with the spec’s message; the ad leaves the queue and the seller is told in the app and by e-mail', async () => {
    const ad = await post();
    const res = await approve(ad.advertisementId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: VEHICLE_MESSAGES.approved,
      ad: { status: 'approved', reviewedAt: expect.any(String) },
    });
    const queue = (await pending({ limit: 10 }))
      .json()
      .adsWithBase64.map((a: { advertisementId: string }) => a.advertisementId);
    expect(queue).not.toContain(ad.advertisementId);
    const notes = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, school.admin.account.id));
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringContaining('was approved'));
    expect((await outbox(app, school.admin.account.email)).at(-1)!.subject).toBe('Your bus ad was approved');
  });

  it('reject with a reason answers 200; the seller reads the reason in the notice, the mail and the ad', async () => {
    const ad = await post();
    const res = await reject(ad.advertisementId, { reason: 'The RC photo is missing.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: VEHICLE_MESSAGES.rejected,
      ad: { status: 'rejected', rejectionReason: 'The RC photo is missing.' },
    });
    const [mail] = (await outbox(app, school.admin.account.email)).slice(-1);
    expect(mail!.text).toContain('Reason: The RC photo is missing.');
    const own = (
      await app.as(school.admin).call(vehiclesApi.detail, { params: { advertisementId: ad.advertisementId } })
    ).json();
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'The RC photo is missing.' });
  });

  it('a rejection needs its reason (the seller reads it): without one it is a 400 naming the field, and the ad still waits', async () => {
    const ad = await post();
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const res = await reject(ad.advertisementId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ reason: VEHICLE_MESSAGES.reasonRequired });
    }
    const own = (
      await app.as(school.admin).call(vehiclesApi.detail, { params: { advertisementId: ad.advertisementId } })
    ).json();
    expect(own.status).toBe('submitted');
  });

  it('deciding an ad that is no longer pending is a 409; an unknown ad is a 404', async () => {
    const ad = await post();
    await approve(ad.advertisementId);
    for (const res of [await approve(ad.advertisementId), await reject(ad.advertisementId, { reason: 'late' })]) {
      expect([res.statusCode, res.json().message]).toEqual([409, VEHICLE_MESSAGES.notPending]);
    }
    expect((await approve('AD-NOTHING1')).statusCode).toBe(404);
  });

  it('the approved and rejected lists show the decided ads, latest first, with reasons on rejected ones', async () => {
    const a = await post({ make: 'Ashok Leyland', model: 'Lynx Smart' });
    const b = await post();
    await approve(a.advertisementId);
    await reject(b.advertisementId, { reason: 'Duplicate ad' });
    const approved = await app.as(admin).call(vehiclesApi.approved, { query: { q: 'lynx' } });
    expect(approved.json().map((x: { advertisementId: string }) => x.advertisementId)).toEqual([a.advertisementId]);
    const rejected = (await app.as(admin).call(vehiclesApi.rejected)).json();
    expect(rejected[0]).toMatchObject({ advertisementId: b.advertisementId, rejectionReason: 'Duplicate ad' });
  });

  it('only the super admin decides: an institute admin is refused', async () => {
    const ad = await post();
    expect((await app.as(school.admin).put(`/api/bus-ads/approve/ads/${ad.advertisementId}`)).statusCode).toBe(403);
  });
});

describe('photos of an ad', () => {
  it('a PNG photo is kept as a JPEG photo with a thumbnail for cards', async () => {
    const ad = (await postAd(app, school.admin, {}, [{ name: 'bus.png', bytes: await busPhoto(900, 600) }])).json().ad;
    const thumb = await app.as(null).get(ad.photos[0].thumbnailUrl);
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
