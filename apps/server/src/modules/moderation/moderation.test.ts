import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationApi, type QueueItem } from '@school-portal/contract';
import { accountEvents, busAds, users } from '../../db/schema/index.ts';
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

const queue = async (query: { kind?: 'registration' | 'ad'; page?: number; limit?: number } = {}) => {
  const res = await app.as(admin).call(moderationApi.queue, { query });
  expect(res.statusCode).toBe(200);
  const items: QueueItem[] = res.json();
  return { items, total: Number(res.headers['x-total-count']) };
};
const decide = (body: object) => app.as(admin).post(moderationApi.decide.path, body);
const pendingUser = (o: Parameters<typeof createUser>[1] = {}) => createUser(app, { status: 'pending', ...o });
const eventsOf = (id: string) => app.deps.db.select().from(accountEvents).where(eq(accountEvents.accountId, id));

describe('the moderation queue', () => {
  it('lists registrations and bus ads together, oldest first, with a filter by kind', async () => {
    const seeker = await pendingUser();
    const ad = await createBusAd(app, school.code);
    const institute = await pendingUser({ role: 'instituteAdmin' });
    // Waiting since: the ad an hour ago, the seeker two hours ago, the institute just now.
    await app.deps.db
      .update(users)
      .set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(users.id, seeker.account.id));
    await app.deps.db
      .update(busAds)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(busAds.advertisementId, ad.advertisementId));

    const all = await queue({ limit: 100 });
    const ids = all.items.map((i) => i.id);
    expect(ids.indexOf(seeker.account.id)).toBeLessThan(ids.indexOf(ad.advertisementId));
    expect(ids.indexOf(ad.advertisementId)).toBeLessThan(ids.indexOf(institute.account.id));
    expect(all.items.find((i) => i.id === ad.advertisementId)).toMatchObject({
      kind: 'ad',
      title: expect.stringContaining('Tata'),
      reference: ad.advertisementId,
    });
    expect(all.items.find((i) => i.id === seeker.account.id)).toMatchObject({
      kind: 'registration',
      title: seeker.account.name,
      detail: expect.stringContaining('Job seeker'),
      reference: seeker.account.userId,
    });

    // What the item's review screen finds it by: the queue links there (the registration's search takes a user ID).
    const ads = await queue({ kind: 'ad', limit: 100 });
    expect(ads.items.every((i) => i.kind === 'ad')).toBe(true);
    const registrations = await queue({ kind: 'registration', limit: 100 });
    expect(registrations.items.every((i) => i.kind === 'registration')).toBe(true);
    expect(ads.total + registrations.total).toBe(all.total);

    // Pages of the merged list follow on from one another.
    const first = await queue({ limit: 2, page: 1 });
    const second = await queue({ limit: 2, page: 2 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(ids.slice(0, 4));

    const summary = (await app.as(admin).call(moderationApi.summary)).json();
    expect(summary).toEqual({ waiting: all.total, oldestSince: all.items[0]!.waitingSince });
  });

  it('is the super admin’s alone', async () => {
    expect((await app.as(school.admin).call(moderationApi.queue)).statusCode).toBe(403);
  });
});

describe('the queue in the caller’s language', () => {
  it('a registration’s second line names the role and code in Hindi for Accept-Language hi', async () => {
    const institute = await pendingUser({ role: 'instituteAdmin' });
    const res = await app.inject({
      method: 'GET',
      url: `${moderationApi.queue.path}?kind=registration&limit=100`,
      headers: { ...admin.headers, 'accept-language': 'hi' },
    });
    const item = res.json<QueueItem[]>().find((i) => i.id === institute.account.id);
    expect(item?.detail).toBe(`संस्थान · ${institute.account.email} · कोड ${institute.account.instituteCode}`);
  });
});

describe('deciding several items at once', () => {
  it('approves registrations and an ad, each with the audit line, notice and e-mail of its single decision', async () => {
    const a = await pendingUser();
    const b = await pendingUser({ role: 'instituteAdmin' });
    const ad = await createBusAd(app, school.code);
    const res = await decide({
      action: 'approve',
      items: [
        { kind: 'registration', id: a.account.id },
        { kind: 'registration', id: b.account.id },
        { kind: 'ad', id: ad.advertisementId },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '3 items approved.', failed: [] });
    for (const u of [a, b]) {
      expect(await eventsOf(u.account.id)).toMatchObject([
        { action: 'approve', fromStatus: 'pending', toStatus: 'approved' },
      ]);
      expect(await outbox(app, u.account.email)).toHaveLength(1);
    }
    const [row] = await app.deps.db.select().from(busAds).where(eq(busAds.advertisementId, ad.advertisementId));
    expect(row!.status).toBe('approved');
  });

  /** A batch rejecting an account decided already, a fresh one and an ad that does not exist: one decided, two failing. */
  const rejectWithOneDecided = (decided: { account: { id: string } }, fresh: { account: { id: string } }) => ({
    action: 'reject',
    reason: 'Documents unreadable',
    items: [
      { kind: 'registration', id: decided.account.id },
      { kind: 'registration', id: fresh.account.id },
      { kind: 'ad', id: 'AD-NOSUCH00' },
    ],
  });

  it('one item that fails leaves the others decided, and the answer says which failed and why', async () => {
    const decided = await pendingUser();
    const fresh = await pendingUser();
    await decide({ action: 'approve', items: [{ kind: 'registration', id: decided.account.id }] });
    const res = await decide(rejectWithOneDecided(decided, fresh));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '1 item rejected.',
      decided: [{ kind: 'registration', id: fresh.account.id }],
      failed: [
        {
          kind: 'registration',
          id: decided.account.id,
          message: 'This account is approved; only pending accounts can be rejected.',
        },
        { kind: 'ad', id: 'AD-NOSUCH00', message: 'Ad not found.' },
      ],
    });
    expect(await eventsOf(fresh.account.id)).toMatchObject([{ action: 'reject', reason: 'Documents unreadable' }]);
    expect(await eventsOf(decided.account.id)).toHaveLength(1);
  });

  it("answers the batch in the caller's language: the count with its plural, and each failure's reason", async () => {
    const decided = await pendingUser();
    const fresh = await pendingUser();
    await decide({ action: 'approve', items: [{ kind: 'registration', id: decided.account.id }] });
    const res = await app
      .as({ headers: { ...admin.headers, 'accept-language': 'hi' } })
      .post(moderationApi.decide.path, rejectWithOneDecided(decided, fresh));
    expect(res.json()).toMatchObject({
      message: '1 आइटम अस्वीकृत किया गया।',
      failed: [
        {
          kind: 'registration',
          id: decided.account.id,
          message: 'यह खाता मंज़ूर है; केवल लंबित खाते ही अस्वीकृत किए जा सकते हैं।',
        },
        { kind: 'ad', id: 'AD-NOSUCH00', message: 'विज्ञापन नहीं मिला।' },
      ],
    });
  });

  it('decides 100 items in one call, one audit line each; 101 is a 400 naming the items', async () => {
    const made = await Promise.all(Array.from({ length: 100 }, () => pendingUser()));
    const items = made.map((u) => ({ kind: 'registration', id: u.account.id }));
    const res = await decide({ action: 'approve', items });
    expect(res.statusCode).toBe(200);
    expect(res.json().decided).toHaveLength(100);
    const ids = made.map((u) => u.account.id);
    const events = await app.deps.db.select().from(accountEvents).where(inArray(accountEvents.accountId, ids));
    expect(events).toHaveLength(100);
    expect(new Set(events.map((e) => e.accountId)).size).toBe(100);

    const tooMany = await decide({ action: 'approve', items: [...items, { kind: 'registration', id: 'JS1' }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toHaveProperty('items', 'Choose at most 100 items at a time.');
  });

  it('refuses an empty, repeated or unknown kind of item with a 400', async () => {
    expect((await decide({ action: 'approve', items: [] })).json().fieldErrors).toHaveProperty('items');
    const u = await pendingUser();
    const twice = await decide({
      action: 'approve',
      items: [
        { kind: 'registration', id: u.account.id },
        { kind: 'registration', id: u.account.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await eventsOf(u.account.id)).toHaveLength(0);
    expect((await decide({ action: 'approve', items: [{ kind: 'job', id: 'x' }] })).statusCode).toBe(400);
  });
});

describe('saved reasons', () => {
  it('the super admin saves reasons and rejects a batch with one of them', async () => {
    const saved = await app
      .as(admin)
      .call(moderationApi.addTemplate, { body: { text: 'Institute code does not match UDISE records' } });
    expect(saved.statusCode).toBe(201);
    expect((await app.as(admin).call(moderationApi.templates)).json()).toContainEqual(saved.json());
    const u = await pendingUser();
    const res = await decide({
      action: 'reject',
      templateId: saved.json()._id,
      items: [{ kind: 'registration', id: u.account.id }],
    });
    expect(res.json().decided).toHaveLength(1);
    expect(await eventsOf(u.account.id)).toMatchObject([
      { action: 'reject', reason: 'Institute code does not match UDISE records' },
    ]);

    const removed = await app.as(admin).call(moderationApi.removeTemplate, { params: { id: saved.json()._id } });
    expect(removed.statusCode).toBe(200);
    expect(
      (await app.as(admin).call(moderationApi.removeTemplate, { params: { id: saved.json()._id } })).statusCode,
    ).toBe(404);
  });

  it('an unknown saved reason is a 400 under templateId, and nothing is decided', async () => {
    const u = await pendingUser();
    const res = await decide({
      action: 'reject',
      templateId: '00000000-0000-4000-8000-000000000000',
      items: [{ kind: 'registration', id: u.account.id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('templateId');
    expect(await eventsOf(u.account.id)).toHaveLength(0);
  });

  it('an empty reason text is a 400 naming the field', async () => {
    const res = await app.as(admin).call(moderationApi.addTemplate, { body: { text: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('text');
  });
});
