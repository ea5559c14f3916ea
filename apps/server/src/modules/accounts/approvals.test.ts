import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { accountEvents, notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox } from '../../../test/harness.ts';
import { createUser, signIn, signedInSuperAdmin } from '../../../test/factories.ts';

let app: App;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const act = (action: string, userId: string, payload?: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/${action}/${userId}`, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('approving a registration', () => {
  it('activates the account with an audit row, a notification and an e-mail with the login link', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const res = await act('approve-user', pending.account.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ userId: pending.account.userId, status: 'approved' });
    await signIn(app, pending.account.email, pending.password);

    const events = await app.deps.db.select().from(accountEvents).where(eq(accountEvents.accountId, pending.account.id));
    expect(events).toMatchObject([{ action: 'approve', fromStatus: 'pending', toStatus: 'approved' }]);
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.userId, pending.account.id));
    expect(notes).toHaveLength(1);
    const [mail] = await outbox(app, pending.account.email);
    expect(mail!.text).toContain('http://portal.test/login');
  });

  it('approving twice is a 409 with a clear message', async () => {
    const pending = await createUser(app, { status: 'pending' });
    expect((await act('approve-user', pending.account.id)).statusCode).toBe(200);
    const again = await act('approve-user', pending.account.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already approved.');
  });

  it('of two admins approving at once, exactly one succeeds', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const results = await Promise.all([act('approve-user', pending.account.userId), act('approve-user', pending.account.userId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await app.deps.db.select().from(accountEvents).where(eq(accountEvents.accountId, pending.account.id));
    expect(events).toHaveLength(1);
  });

  it('an unknown account is 404; a super admin account cannot be changed', async () => {
    expect((await act('approve-user', 'JS999999')).statusCode).toBe(404);
    const other = await createUser(app, { role: 'superAdmin' });
    expect((await act('suspend', other.account.userId)).statusCode).toBe(403);
  });

  it('a rejection keeps its reason, which the user is told at sign-in', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const res = await act('reject', pending.account.userId, { reason: 'Institute code not recognised' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.rejectionReason).toBe('Institute code not recognised');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: pending.account.email, password: pending.password } });
    expect(login.json().message).toContain('Institute code not recognised');
  });
});
