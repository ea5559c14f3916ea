import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createNotifications, signedIn } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notifications', () => {
  it('a user sees only their own, newest first, and marks one read', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await createNotifications(app, me.account.id, 'First', 'Second');
    await createNotifications(app, other.account.id, 'Not yours');

    const list = await app.as(me).get(`/api/notifications?userId=${me.account.id}`);
    expect(list.statusCode).toBe(200);
    const items = list.json<Notification[]>();
    expect(items.map((n) => n.message)).toEqual(['Second', 'First']);
    expect(items.every((n) => !n.read && !Number.isNaN(Date.parse(n.createdAt)))).toBe(true);

    const read = await app.as(me).patch(`/api/notifications/${items[0]!._id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read).toBe(true);
    const after = await app.as(me).get('/api/notifications');
    expect(after.json<Notification[]>().map((n) => n.read)).toEqual([true, false]);
  });

  it('a user pages through many notifications, with the total in a header', async () => {
    const me = await signedIn(app);
    await createNotifications(app, me.account.id, ...Array.from({ length: 7 }, (_, i) => `Note ${i + 1}`));
    const firstPage = await app.as(me).get('/api/notifications');
    expect(firstPage.json()).toHaveLength(7);
    expect(firstPage.headers['x-total-count']).toBe('7');
    const page = await app.as(me).get('/api/notifications?limit=3&page=2');
    expect(page.json<Notification[]>().map((n) => n.message)).toEqual(['Note 4', 'Note 3', 'Note 2']);
    expect(page.headers['x-total-count']).toBe('7');
    expect((await app.as(me).get('/api/notifications?limit=101')).statusCode).toBe(400);
  });

  it('nobody reads or marks another user’s notifications', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await createNotifications(app, other.account.id, 'Private');
    const id = (await app.as(other).get('/api/notifications')).json<Notification[]>()[0]!._id;

    const asked = await app.as(me).get(`/api/notifications?userId=${other.account.userId}`);
    expect([asked.statusCode, asked.json().message]).toEqual([403, NOTIFICATION_MESSAGES.ownOnly]);
    const mark = await app.as(me).patch(`/api/notifications/${id}/read`);
    expect(mark.statusCode).toBe(404);
    const still = await app.as(other).get('/api/notifications');
    expect(still.json<Notification[]>()[0]!.read).toBe(false);
  });

  it('a malformed id answers 400, not 500', async () => {
    const me = await signedIn(app);
    const res = await app.as(me).patch('/api/notifications/not-an-id/read');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.id).toBe(NOTIFICATION_MESSAGES.unknown);
  });
});
