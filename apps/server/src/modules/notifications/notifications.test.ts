import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../../test/harness.ts';
import { signedIn } from '../../../test/factories.ts';
import { notify } from './service.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notifications', () => {
  it('a user sees only their own, newest first, and marks one read', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await notify(app.deps.db, me.account.id, 'First');
    await notify(app.deps.db, me.account.id, 'Second');
    await notify(app.deps.db, other.account.id, 'Not yours');

    const list = await app.inject({ method: 'GET', url: `/api/notifications?userId=${me.account.id}`, headers: me.headers });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ _id: string; message: string; read: boolean; createdAt: string }[]>();
    expect(items.map((n) => n.message)).toEqual(['Second', 'First']);
    expect(items.every((n) => !n.read && !Number.isNaN(Date.parse(n.createdAt)))).toBe(true);

    const read = await app.inject({ method: 'PATCH', url: `/api/notifications/${items[0]!._id}/read`, headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().read).toBe(true);
    const after = await app.inject({ method: 'GET', url: '/api/notifications', headers: me.headers });
    expect(after.json<{ read: boolean }[]>().map((n) => n.read)).toEqual([true, false]);
  });

  it('nobody reads or marks another user’s notifications', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await notify(app.deps.db, other.account.id, 'Private');
    const theirs = await app.inject({ method: 'GET', url: '/api/notifications', headers: other.headers });
    const id = theirs.json<{ _id: string }[]>()[0]!._id;

    const asked = await app.inject({ method: 'GET', url: `/api/notifications?userId=${other.account.userId}`, headers: me.headers });
    expect(asked.statusCode).toBe(403);
    const mark = await app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers: me.headers });
    expect(mark.statusCode).toBe(404);
    const still = await app.inject({ method: 'GET', url: '/api/notifications', headers: other.headers });
    expect(still.json<{ read: boolean }[]>()[0]!.read).toBe(false);
  });

  it('a malformed id answers 400, not 500', async () => {
    const me = await signedIn(app);
    const res = await app.inject({ method: 'PATCH', url: '/api/notifications/not-an-id/read', headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.id).toBeTruthy();
  });
});
