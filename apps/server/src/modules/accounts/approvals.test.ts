import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, notifications } from '../../db/schema/index.ts';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { createUser, signIn, signedIn, signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInSuperAdmin(app);
});
afterAll(() => app.close());

const act = (action: string, userId: string, body?: object) =>
  app.as(admin).patch(`/api/admin/${action}/${userId}`, body);

describe('approving a registration', () => {
  it('activates the account with an audit row, a notification and an e-mail with the login link', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const res = await act('approve-user', pending.account.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ userId: pending.account.userId, status: 'approved' });
    await signIn(app, pending.account.email, pending.password);

    const events = await app.deps.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, pending.account.id));
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
    // In the caller's language: the status word is the translation's own, not the English one.
    const tamil = await app
      .as({ headers: { ...admin.headers, 'accept-language': 'ta' } })
      .patch(`/api/admin/approve-user/${pending.account.id}`);
    expect([tamil.statusCode, tamil.json().message]).toEqual([409, 'இந்தக் கணக்கு ஏற்கெனவே அங்கீகரிக்கப்பட்டது.']);
  });

  it('of two admins approving at once, exactly one succeeds', async () => {
    const pending = await createUser(app, { status: 'pending' });
    const results = await Promise.all([
      act('approve-user', pending.account.userId),
      act('approve-user', pending.account.userId),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await app.deps.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, pending.account.id));
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
    const login = await app
      .as(null)
      .post('/api/auth/login', { identifier: pending.account.email, password: pending.password });
    expect(login.json().message).toContain('Institute code not recognised');
  });
});

describe('every other decision', () => {
  const cases = [
    { action: 'reject', from: 'pending', to: 'rejected', refusedFrom: 'approved' },
    { action: 'revoke', from: 'approved', to: 'pending', refusedFrom: 'suspended' },
    { action: 'reopen', from: 'rejected', to: 'pending', refusedFrom: 'approved' },
    { action: 'suspend', from: 'approved', to: 'suspended', refusedFrom: 'pending' },
    { action: 'unsuspend', from: 'suspended', to: 'approved', refusedFrom: 'rejected' },
  ] as const;

  for (const c of cases) {
    it(`${c.action} moves a ${c.from} account to ${c.to}, and refuses a ${c.refusedFrom} one with 409`, async () => {
      const user = await createUser(app, { status: c.from });
      const res = await act(c.action, user.account.userId);
      expect(res.statusCode).toBe(200);
      expect(res.json().account.status).toBe(c.to);
      const wrong = await createUser(app, { status: c.refusedFrom });
      const refused = await act(c.action, wrong.account.userId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`This account is ${c.refusedFrom}`));
      const events = await app.deps.db
        .select()
        .from(accountEvents)
        .where(eq(accountEvents.accountId, wrong.account.id));
      expect(events).toHaveLength(0);
    });
  }

  it('a revoked account can no longer sign in or use its token; reopening clears the rejection reason', async () => {
    const user = await createUser(app, { status: 'approved' });
    const token = await signIn(app, user.account.email, user.password);
    await act('revoke', user.account.userId);
    const stale = await app.as({ headers: { authorization: `Bearer ${token}` } }).get('/api/auth/me');
    expect(stale.statusCode).toBe(401);
    const login = await app
      .as(null)
      .post('/api/auth/login', { identifier: user.account.email, password: user.password });
    expect(login.statusCode).toBe(403);

    const rejected = await createUser(app, { status: 'pending' });
    await act('reject', rejected.account.userId, { reason: 'Duplicate' });
    const reopened = await act('reopen', rejected.account.userId);
    expect(reopened.json().account).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('suspension and unsuspension each e-mail the account holder', async () => {
    const user = await createUser(app, { status: 'approved' });
    await act('suspend', user.account.userId, { reason: 'Fake job posts' });
    await act('unsuspend', user.account.userId);
    const subjects = (await outbox(app, user.account.email)).map((m) => m.subject);
    expect(subjects).toEqual(['Your School Portal account is suspended', 'Your School Portal account is active again']);
    expect((await outbox(app, user.account.email))[0]!.text).toContain('Fake job posts');
  });

  it('the account holder is notified of each decision, with the reason of a suspension', async () => {
    const user = await signedIn(app, { status: 'approved' });
    await act('suspend', user.account.userId, { reason: 'Fake job posts' });
    await act('unsuspend', user.account.userId);
    const token = await signIn(app, user.account.email, user.password);
    const notes = await app.as({ headers: { authorization: `Bearer ${token}` } }).get('/api/notifications');
    expect(notes.json().map((n: { message: string }) => n.message)).toEqual([
      'Your account has been reactivated.',
      'Your account has been suspended. Reason: Fake job posts',
    ]);
  });

  it('a reason longer than 500 characters is refused and nothing changes', async () => {
    const user = await createUser(app, { status: 'pending' });
    const res = await act('reject', user.account.userId, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reason).toBe('Reason must be at most 500 characters.');
    const still = await app.as(admin).get('/api/admin/pending-registrations');
    expect(still.json().map((a: { userId: string }) => a.userId)).toContain(user.account.userId);
  });
});
