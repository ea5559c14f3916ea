import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi, moderationApi, notificationsApi, vehiclesApi, type QueueItem } from '@school-portal/contract';
import { accountEvents } from '../../db/schema/index.ts';
import { outbox, type TestApp } from '../../../test/harness.ts';
import {
  createBusAd,
  createUser,
  signedInSuperAdmin,
  twoInstitutes,
  type TestInstitute,
} from '../../../test/factories.ts';

let app: TestApp;
let school: TestInstitute;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
const t = twoInstitutes();
beforeAll(async () => {
  ({ app, school } = t);
  admin = await signedInSuperAdmin(app);
});

const inQueue = async (id: string): Promise<QueueItem | undefined> => {
  const items: QueueItem[] = (await app.as(admin).call(moderationApi.queue, { query: { limit: 100 } })).json();
  return items.find((i) => i.id === id);
};
const decide = (body: object) => app.as(admin).post(moderationApi.decide.path, body);
/** The super admin's bell, newest first. */
const bell = async (): Promise<string[]> =>
  (await app.as(admin).call(notificationsApi.list)).json<{ message: string }[]>().map((n) => n.message);

describe('a rejected applicant appeals', () => {
  const rejected = async () => {
    const u = await createUser(app, { status: 'pending' });
    await decide({
      action: 'reject',
      reason: 'Institute code not recognised',
      items: [{ kind: 'registration', id: u.account.id }],
    });
    return u;
  };
  const appeal = (
    u: Awaited<ReturnType<typeof rejected>>,
    message = 'Our code is on the board letter; please check again.',
    password = u.password,
  ) => app.as(null).call(authApi.appeal, { body: { identifier: u.account.email, password, message } });

  it('once, with a message: the registration is back in the queue marked appeal, with its history, and the applicant is told', async () => {
    const u = await rejected();
    const res = await appeal(u);
    expect(res.statusCode).toBe(200);
    const item = await inQueue(u.account.id);
    expect(item).toMatchObject({
      kind: 'registration',
      appeal: 'Our code is on the board letter; please check again.',
    });
    expect(item!.history.map((h) => [h.action, h.reason])).toEqual([
      ['reject', 'Institute code not recognised'],
      ['appeal', 'Our code is on the board letter; please check again.'],
    ]);
    const mails = await outbox(app, u.account.email);
    expect(mails.map((m) => m.subject)).toContain('Your appeal was received');
    // Back in the queue is work arriving: the bell rings for it as for a new registration.
    expect(await bell()).toContainEqual(
      expect.stringMatching(new RegExp(`^Appeal waiting for review: ${u.account.name} \\(`)),
    );

    // Rejected again, the applicant may not appeal a second time.
    await decide({
      action: 'reject',
      reason: 'Still not recognised',
      items: [{ kind: 'registration', id: u.account.id }],
    });
    const again = await appeal(u);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This decision was appealed already; an appeal can be made once.');
    expect(await inQueue(u.account.id)).toBeUndefined();
  });

  it('needs the right password and a message; a pending or approved account has nothing to appeal', async () => {
    const u = await rejected();
    expect((await appeal(u, 'Please', 'wrong-password')).statusCode).toBe(401);
    const empty = await appeal(u, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('message');
    const events = await app.deps.db.select().from(accountEvents).where(eq(accountEvents.accountId, u.account.id));
    expect(events.map((e) => e.action)).toEqual(['reject']);

    const approved = await createUser(app, { status: 'approved' });
    expect((await appeal(approved)).statusCode).toBe(409);
  });
});

describe('a seller appeals a rejected ad', () => {
  const rejectedAd = async () => {
    const ad = await createBusAd(app, school.code);
    await decide({
      action: 'reject',
      reason: 'The RC photo is missing.',
      items: [{ kind: 'ad', id: ad.advertisementId }],
    });
    return ad;
  };
  const appeal = (advertisementId: string, message = 'The RC is the third photo.') =>
    app.as(school.admin).call(vehiclesApi.appeal, { params: { advertisementId }, body: { message } });

  it('once: the ad waits again, marked appeal, with the rejection’s reason beside the message', async () => {
    const ad = await rejectedAd();
    const res = await appeal(ad.advertisementId);
    expect(res.statusCode).toBe(200);
    expect(res.json().ad).toMatchObject({ status: 'submitted', appealMessage: 'The RC is the third photo.' });
    const item = await inQueue(ad.advertisementId);
    expect(item).toMatchObject({ kind: 'ad', appeal: 'The RC is the third photo.' });
    expect(await bell()).toContain(`Appeal waiting for review: the bus ad ${item!.title} from ${ad.instituteName}.`);
    expect(item!.history.map((h) => [h.action, h.reason])).toEqual([
      ['reject', 'The RC photo is missing.'],
      ['appeal', 'The RC is the third photo.'],
    ]);

    await decide({ action: 'reject', reason: 'Still missing', items: [{ kind: 'ad', id: ad.advertisementId }] });
    const again = await appeal(ad.advertisementId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This ad was appealed already; an appeal can be made once.');
  });

  it('only a rejected ad can be appealed, and only by its own institute', async () => {
    const waiting = await createBusAd(app, school.code);
    expect((await appeal(waiting.advertisementId)).statusCode).toBe(409);
    const other = t.other;
    const ad = await rejectedAd();
    const res = await app
      .as(other.admin)
      .call(vehiclesApi.appeal, { params: { advertisementId: ad.advertisementId }, body: { message: 'Mine' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('rejecting ads in a batch', () => {
  it('needs a reason: without one it is a 400 naming it, and nothing is decided', async () => {
    const ad = await createBusAd(app, school.code);
    const u = await createUser(app, { status: 'pending' });
    const res = await decide({
      action: 'reject',
      items: [
        { kind: 'registration', id: u.account.id },
        { kind: 'ad', id: ad.advertisementId },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('reason');
    expect(await inQueue(u.account.id)).toBeDefined();
    expect(await inQueue(ad.advertisementId)).toBeDefined();
  });
});
