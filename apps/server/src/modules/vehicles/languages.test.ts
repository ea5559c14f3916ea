import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclesApi } from '@school-portal/contract';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type Caller, type TestApp } from '../../../test/harness.ts';
import { createInstitute, postAd, signedInSuperAdmin, type TestInstitute } from '../../../test/factories.ts';

/* Decision 020: a bus ad's notices and mails are written in the recipient's account language. */

let app: TestApp;
let seller: TestInstitute;
let buyer: TestInstitute;
let admin: Caller;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createInstitute(app);
  buyer = await createInstitute(app);
  admin = await signedInSuperAdmin(app);
  expect((await app.as(seller.admin).patch('/api/auth/me', { language: 'hi' })).statusCode).toBe(200);
  expect((await app.as(buyer.admin).patch('/api/auth/me', { language: 'ta' })).statusCode).toBe(200);
});
afterAll(() => app.close());

const noticesOf = async (userId: string) =>
  (await app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

async function forSale(): Promise<{ advertisementId: string; title: string }> {
  const ad = (await postAd(app, seller.admin, { make: 'Tata', model: 'Starbus', year: '2019' })).json().ad;
  await app.as(admin).put(`/api/bus-ads/approve/ads/${ad.advertisementId}`);
  // The title the server writes: make, model, year and registration.
  return { advertisementId: ad.advertisementId, title: `Tata Starbus (2019, ${ad.regNo})` };
}

describe('bus ad messages in the reader’s language', () => {
  it('a Hindi seller reads of the approval and of an enquiry in Hindi, in the bell and by e-mail', async () => {
    const ad = await forSale();
    const sent = await app.as(buyer.admin).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: 'Can we see it on Saturday?', phone: '9845012345' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const notices = await noticesOf(seller.admin.account.id);
    expect(notices).toContain(`${ad.title} का आपका विज्ञापन स्वीकृत हो गया है और अब ख़रीदारों को दिख रहा है।`);
    expect(notices.some((n) => n.endsWith(`ने ${ad.title} के आपके विज्ञापन के बारे में पूछताछ भेजी है।`))).toBe(true);
    const mail = (await outbox(app, seller.admin.account.email)).at(-1)!;
    expect(mail.subject).toBe('एक स्कूल आपकी बस में रुचि रखता है');
    expect(mail.text).toMatch(/^नमस्ते /);
    // The buyer's own words pass through untouched; the phone is written as Indians write a mobile.
    expect(mail.text).toContain('उनका संदेश:\nCan we see it on Saturday?\n\nउन्हें +91 98450 12345 पर वापस कॉल करें।');
  });

  it('a Tamil buyer is told in Tamil that the bus was sold', async () => {
    const ad = await forSale();
    await app.as(buyer.admin).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: 'Still for sale?', phone: '9845012345' },
    });
    const sold = await app
      .as(seller.admin)
      .call(vehiclesApi.markSold, { params: { advertisementId: ad.advertisementId } });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await noticesOf(buyer.admin.account.id)).toContain(`நீங்கள் விசாரித்த ${ad.title} பேருந்து விற்கப்பட்டுவிட்டது.`);
    const mail = (await outbox(app, buyer.admin.account.email)).at(-1)!;
    expect(mail.subject).toBe('நீங்கள் விசாரித்த பேருந்து விற்கப்பட்டது');
  });

  it('a refusal answers in the language the caller asks for', async () => {
    const ad = await forSale();
    const inHindi = { headers: { ...seller.admin.headers, 'accept-language': 'hi' } };
    const own = await app.as(inHindi).call(vehiclesApi.enquire, {
      params: { advertisementId: ad.advertisementId },
      body: { message: 'Hi', phone: '9822011111' },
    });
    expect([own.statusCode, own.json().message]).toEqual([409, 'यह आपका अपना विज्ञापन है।']);
  });
});
