import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES, profilesApi, vehiclesApi, type BuyQuery } from '@school-portal/contract';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import {
  createInstitute,
  postAd,
  signedInSuperAdmin,
  type BusAdFields,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let seller: TestInstitute;
let buyer: TestInstitute;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createInstitute(app);
  buyer = await createInstitute(app);
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

/** An approved ad of the seller. */
async function forSale(fields: BusAdFields = {}) {
  const ad = (await postAd(app, seller.admin, fields)).json().ad;
  await app.as(admin).put(`/api/bus-ads/approve/ads/${ad.advertisementId}`);
  return ad as { advertisementId: string };
}
const buy = (query: BuyQuery = {}, as = buyer) => app.as(as.admin).call(vehiclesApi.buy, { query });
const idsOf = (res: { json: () => { advertisementId: string }[] }) => res.json().map((a) => a.advertisementId);
const detail = (advertisementId: string, as = buyer) =>
  app.as(as.admin).call(vehiclesApi.detail, { params: { advertisementId } });

describe('buying a bus', () => {
  it("Buy lists other institutes' approved, unsold ads only, newest approval first", async () => {
    const waiting = (await postAd(app, seller.admin)).json().ad;
    const older = await forSale();
    const newer = await forSale();
    const ids = idsOf(await buy());
    expect(ids.slice(0, 2)).toEqual([newer.advertisementId, older.advertisementId]);
    expect(ids).not.toContain(waiting.advertisementId);
    // The seller does not see their own ads in Buy.
    expect(idsOf(await buy({}, seller))).not.toContain(newer.advertisementId);
  });

  it('filters by state, district, price range, seats, year and fuel, and sorts cheapest first', async () => {
    const kochi = await forSale({
      state: 'KL',
      district: 'Ernakulam',
      price: '900000',
      seatingCap: '52',
      year: '2021',
      fuel: 'cng',
    });
    const cheap = await forSale({
      state: 'KL',
      district: 'Ernakulam',
      price: '450000',
      seatingCap: '26',
      year: '2012',
      fuel: 'diesel',
    });
    expect(idsOf(await buy({ state: 'KL', district: 'Ernakulam', sort: 'cheapest' }))).toEqual([
      cheap.advertisementId,
      kochi.advertisementId,
    ]);
    expect(idsOf(await buy({ state: 'KL', minPrice: 500000, maxPrice: 1000000 }))).toEqual([kochi.advertisementId]);
    expect(idsOf(await buy({ state: 'KL', minSeats: 40 }))).toEqual([kochi.advertisementId]);
    expect(idsOf(await buy({ state: 'KL', minYear: 2015 }))).toEqual([kochi.advertisementId]);
    expect(idsOf(await buy({ state: 'KL', fuel: 'diesel' }))).toEqual([cheap.advertisementId]);
    const res = await buy({ state: 'KL', limit: 1 });
    expect([res.json().length, res.headers['x-total-count']]).toEqual([1, '2']);
    expect((await buy({ limit: 101 })).statusCode).toBe(400);
    expect((await buy({ fuel: 'hydrogen' as never })).statusCode).toBe(400);
  });

  it('searches make, model, institute and district', async () => {
    const ad = await forSale({ make: 'Eicher', model: 'Skyline Pro 3010' });
    expect(idsOf(await buy({ q: 'skyline pro' }))).toEqual([ad.advertisementId]);
    expect(await buy({ q: 'nothing like this' }).then(idsOf)).toEqual([]);
  });

  it("another institute's pending or rejected ad answers 404, as does a sold one; the seller sees their own", async () => {
    const ad = (await postAd(app, seller.admin)).json().ad;
    expect((await detail(ad.advertisementId)).statusCode).toBe(404);
    expect((await detail(ad.advertisementId, seller)).statusCode).toBe(200);
    await app.as(admin).put(`/api/bus-ads/reject/ads/${ad.advertisementId}`, { reason: 'No' });
    expect((await detail(ad.advertisementId)).statusCode).toBe(404);
    // Nor may another institute change, sell or delete it.
    expect(
      (await app.as(buyer.admin).call(vehiclesApi.remove, { params: { advertisementId: ad.advertisementId } }))
        .statusCode,
    ).toBe(404);

    const sold = await forSale();
    expect((await detail(sold.advertisementId)).json()).toMatchObject({
      phone: '9822012345',
      enquiries: null,
      isMine: false,
    });
    await app.as(seller.admin).call(vehiclesApi.markSold, { params: { advertisementId: sold.advertisementId } });
    expect((await detail(sold.advertisementId)).statusCode).toBe(404);
    expect(idsOf(await buy({ limit: 100 }))).not.toContain(sold.advertisementId);
  });

  it('an enquiry notifies and e-mails the seller, who sees it on the ad', async () => {
    const ad = await forSale();
    const res = await app.as(buyer.admin).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: 'Is the bus available for inspection on Saturday?', phone: '+91 98450 12345' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: VEHICLE_MESSAGES.enquirySent, enquiry: { phone: '9845012345' } });

    const notes = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.admin.account.id));
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringContaining('sent an enquiry'));
    // The bell's notice opens the ad (with its enquiries) in the seller's Manage Ads.
    const bell = (await app.as(seller.admin).get('/api/notifications')).json<
      { message: string; link: string | null }[]
    >();
    expect(bell.find((n) => n.message.includes('sent an enquiry'))?.link).toBe(
      `/institute-admin/manage-ads?review=${ad.advertisementId}`,
    );
    const mail = (await outbox(app, seller.admin.account.email)).at(-1)!;
    expect(mail.text).toContain('Is the bus available for inspection on Saturday?');
    expect(mail.text).toContain('+91 98450 12345');

    const own = (await detail(ad.advertisementId, seller)).json();
    expect(own.enquiries).toMatchObject([
      { message: 'Is the bus available for inspection on Saturday?', phone: '9845012345' },
    ]);
  });

  it('an enquiry needs a message and a valid phone, and not on one’s own ad', async () => {
    const ad = await forSale();
    const bad = await app.as(buyer.admin).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: ' ', phone: '123' },
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['message', 'phone']);
    const own = await app.as(seller.admin).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: 'Hi', phone: '9822011111' },
    });
    expect([own.statusCode, own.json().message]).toEqual([409, VEHICLE_MESSAGES.enquiryOwnAd]);
  });

  it("the dashboard's Vehicles Ready to Sell counts what Buy holds", async () => {
    const stats = async () =>
      (await app.as(buyer.admin).call(profilesApi.instituteDashboardStats)).json().vehiclesReady;
    const before = await stats();
    expect(before).toBe(Number((await buy()).headers['x-total-count']));
    const ad = await forSale();
    expect(await stats()).toBe(before + 1);
    await app.as(seller.admin).call(vehiclesApi.markSold, { params: { advertisementId: ad.advertisementId } });
    expect(await stats()).toBe(before);
  });
});
