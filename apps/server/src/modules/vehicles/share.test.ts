import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBusAdPath } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createInstitute, postAd, signedInSuperAdmin, type TestInstitute } from '../../../test/factories.ts';

let app: TestApp;
let seller: TestInstitute;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createInstitute(app);
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const look = (advertisementId: string) => app.inject({ method: 'GET', url: sharedBusAdPath(advertisementId) });

describe("a bus ad's share link", () => {
  it('previews with Open Graph tags (the bus, the price, the seller) to anyone while the ad is for sale', async () => {
    const ad = (await postAd(app, seller.admin)).json().ad as { advertisementId: string; make: string; model: string };
    // Waiting for approval: nobody outside sees it yet.
    expect((await look(ad.advertisementId)).statusCode).toBe(404);
    await app.as(admin).put(`/api/bus-ads/approve/ads/${ad.advertisementId}`);
    const page = await look(ad.advertisementId);
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toMatch(new RegExp(`<meta property="og:title" content="${ad.make} ${ad.model}[^"]*for sale`));
    expect(page.body).toMatch(/<meta property="og:description" content="₹[\d,]+[^"]* seats/);
    expect(page.body).toContain(`og:url" content="${app.deps.config.publicUrl}${sharedBusAdPath(ad.advertisementId)}"`);
    expect((await look('AD-NOSUCH00')).statusCode).toBe(404);
  });
});
