import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  vehiclesApi,
  type BusEnquirySummary,
  type BusEnquiryThread,
} from '@school-portal/contract';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { createInstitute, postAd, signedInSuperAdmin, type TestInstitute } from '../../../test/factories.ts';

let app: TestApp;
let seller: TestInstitute;
let buyer: TestInstitute;
let stranger: TestInstitute;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createInstitute(app);
  buyer = await createInstitute(app);
  stranger = await createInstitute(app);
});
afterAll(() => app.close());

/** An approved ad of the seller, and the buyer's enquiry about it. */
async function enquiryAboutNewAd() {
  const ad = (await postAd(app, seller.admin)).json().ad as { advertisementId: string };
  await app.as(await signedInSuperAdmin(app)).put(`/api/bus-ads/approve/ads/${ad.advertisementId}`);
  const res = await app.as(buyer.admin).call(vehiclesApi.enquire, {
    params: { advertisementId: ad.advertisementId },
    body: { message: 'Can we see the bus on Saturday?', phone: '9845012345' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ad, enquiryId: res.json().enquiry._id as string };
}

const noticesOf = async (userId: string) =>
  (await app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('a bus enquiry gets answers: a thread between buyer and seller', () => {
  it("the seller's e-mail replies to the buyer's address and shows the buyer's phone", async () => {
    await enquiryAboutNewAd();
    const mail = (await outbox(app, seller.admin.account.email)).at(-1);
    expect(mail?.replyTo).toBe(buyer.admin.account.email);
    expect(mail?.text).toContain('+91 98450 12345');
  });

  it('the seller replies and the buyer is told; the buyer sees the answer and status, writes back and the seller is told; either closes it', async () => {
    const { enquiryId } = await enquiryAboutNewAd();
    const reply = await app
      .as(seller.admin)
      .call(vehiclesApi.replyToEnquiry, { params: { enquiryId }, body: { message: 'Yes, 10 am at our school.' } });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<BusEnquiryThread>().enquiry).toMatchObject({ status: 'replied', mySide: 'answerer' });
    expect((await noticesOf(buyer.admin.account.id)).some((n) => n.includes('replied about the bus'))).toBe(true);
    const toBuyer = (await outbox(app, buyer.admin.account.email)).at(-1);
    expect([toBuyer?.replyTo, toBuyer?.text.includes('Yes, 10 am at our school.')]).toEqual([
      seller.admin.account.email,
      true,
    ]);

    const sent = await app.as(buyer.admin).call(vehiclesApi.enquiriesSent);
    expect(sent.json<BusEnquirySummary[]>().find((e) => e._id === enquiryId)).toMatchObject({
      status: 'replied',
      mySide: 'asker',
      sold: false,
    });
    expect(Number(sent.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(0);

    const back = await app
      .as(buyer.admin)
      .call(vehiclesApi.replyToEnquiry, { params: { enquiryId }, body: { message: 'See you then.' } });
    expect(back.json<BusEnquiryThread>().messages.map((m) => [m.side, m.body])).toEqual([
      ['answerer', 'Yes, 10 am at our school.'],
      ['asker', 'See you then.'],
    ]);
    expect((await noticesOf(seller.admin.account.id)).some((n) => n.includes('replied about the bus'))).toBe(true);
    expect((await outbox(app, seller.admin.account.email)).at(-1)?.replyTo).toBe(buyer.admin.account.email);

    const closed = await app
      .as(seller.admin)
      .call(vehiclesApi.setEnquiryStatus, { params: { enquiryId }, body: { status: 'closed' } });
    expect(closed.json<BusEnquiryThread>().enquiry.status).toBe('closed');
  });

  it('only the two parties reach the thread: another school gets 404 to read, write or close it; an empty reply is a 400 naming the field', async () => {
    const { enquiryId } = await enquiryAboutNewAd();
    expect((await app.as(stranger.admin).call(vehiclesApi.enquiryThread, { params: { enquiryId } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app
          .as(stranger.admin)
          .call(vehiclesApi.replyToEnquiry, { params: { enquiryId }, body: { message: 'Hi' } })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app
          .as(stranger.admin)
          .call(vehiclesApi.setEnquiryStatus, { params: { enquiryId }, body: { status: 'closed' } })
      ).statusCode,
    ).toBe(404);
    expect((await app.as(stranger.admin).call(vehiclesApi.enquiriesSent)).json()).toEqual([]);
    expect((await app.as(buyer.admin).call(vehiclesApi.enquiryThread, { params: { enquiryId } })).statusCode).toBe(200);
    expect((await app.as(seller.admin).call(vehiclesApi.enquiryThread, { params: { enquiryId } })).statusCode).toBe(
      200,
    );
    const empty = await app
      .as(buyer.admin)
      .call(vehiclesApi.replyToEnquiry, { params: { enquiryId }, body: { message: ' ' } });
    expect([empty.statusCode, Object.keys(empty.json().fieldErrors)]).toEqual([400, ['message']]);
  });

  it('the buyer is told when the bus is sold, and its enquiry shows it', async () => {
    const { ad, enquiryId } = await enquiryAboutNewAd();
    await app.as(seller.admin).call(vehiclesApi.markSold, { params: { advertisementId: ad.advertisementId } });
    const thread = (
      await app.as(buyer.admin).call(vehiclesApi.enquiryThread, { params: { enquiryId } })
    ).json<BusEnquiryThread>();
    expect(thread.enquiry).toMatchObject({ sold: true, status: 'closed' });
    expect(await noticesOf(buyer.admin.account.id)).toContain(
      `The bus ${thread.enquiry.adTitle} you asked about has been sold.`,
    );
    expect((await outbox(app, buyer.admin.account.email)).at(-1)?.subject).toBe('A bus you asked about was sold');
  });
});
