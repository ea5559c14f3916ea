import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountEvents, users } from '../../db/schema/index.ts';
import { INSTITUTE_USER_MESSAGES, instituteUsersApi, SIGN_IN_REFUSALS } from '@school-portal/contract';
import { outbox } from '../../../test/harness.ts';
import { createInstituteUser, createUser, signIn, twoInstitutes, unique } from '../../../test/factories.ts';

const t = twoInstitutes();

const newUser = (overrides: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    userId: `clerk-${id}`,
    name: 'Meena Iyer',
    email: `meena-${id}@school.test`,
    password: 'Office@2026',
    role: 'instituteUser',
    instituteCode: t.school.code,
    ...overrides,
  };
};
const add = (body: object, by = t.school.admin) => t.app.as(by).call(instituteUsersApi.add, { body: body as never });
const login = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('an institute admin adds office staff', () => {
  it('adds a user to their own institute, approved by that act: they sign in at once, with an audit line and a mail', async () => {
    const body = newUser();
    const res = await add(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'User added successfully',
      user: {
        userId: body.userId,
        name: 'Meena Iyer',
        email: body.email,
        role: 'instituteUser',
        instituteCode: t.school.code,
        isSuspended: false,
        approvalStatus: 'approved',
      },
    });
    // No second Approve: the colleague the admin just added signs in now.
    expect((await login(body.userId, body.password)).statusCode).toBe(200);
    const [account] = await t.app.deps.db.select().from(users).where(eq(users.userId, body.userId));
    const events = await t.app.deps.db.select().from(accountEvents).where(eq(accountEvents.accountId, account!.id));
    expect(events).toMatchObject([
      { action: 'approve', fromStatus: 'pending', toStatus: 'approved', actorId: t.school.admin.account.id },
    ]);
    expect((await outbox(t.app, body.email)).map((m) => m.subject)).toContain('Your School Portal account is approved');
  });

  it('the institute code is the admin’s own: another institute’s is not found, and leaving it out is fine', async () => {
    const res = await add(newUser({ instituteCode: t.other.code }));
    expect(res.statusCode).toBe(404);
    const without = await add(newUser({ instituteCode: undefined }));
    expect(without.statusCode).toBe(201);
    expect(without.json().user.instituteCode).toBe(t.school.code);
  });

  it('refuses a user ID or e-mail taken anywhere, saying which', async () => {
    const elsewhere = await createUser(t.app, { role: 'jobseeker' });
    const byUserId = await add(newUser({ userId: elsewhere.account.userId.toLowerCase() }));
    expect([byUserId.statusCode, byUserId.json().fieldErrors]).toEqual([
      409,
      { userId: INSTITUTE_USER_MESSAGES.userIdTaken },
    ]);
    const byEmail = await add(newUser({ email: elsewhere.account.email.toUpperCase() }));
    expect([byEmail.statusCode, byEmail.json().fieldErrors]).toEqual([
      409,
      { email: INSTITUTE_USER_MESSAGES.emailTaken },
    ]);
  });

  it('checks each field: required, e-mail format, password length, no other role', async () => {
    const res = await add({ userId: '', name: ' ', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      userId: 'User ID is required.',
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    const admin = await add(newUser({ role: 'instituteAdmin' }));
    expect(admin.statusCode).toBe(400);
  });

  it('institute users cannot add users', async () => {
    const res = await add(newUser(), t.school.staff);
    expect(res.statusCode).toBe(403);
  });
});

describe('an institute admin manages their users', () => {
  it('lists only their own institute’s users, newest first, paged with a total, searchable', async () => {
    await createInstituteUser(t.app, t.other.code);
    const mine = await add(newUser({ name: 'Zoya Khan' }));
    const res = await t
      .admin()
      .call(instituteUsersApi.list, { params: { instituteCode: t.school.code }, query: { limit: 2 } });
    expect(res.statusCode).toBe(200);
    const users = res.json<{ userId: string; instituteCode: string }[]>();
    expect(users).toHaveLength(2);
    expect(users[0]!.userId).toBe(mine.json().user.userId);
    expect(users.every((u) => u.instituteCode === t.school.code)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    const found = await t
      .admin()
      .call(instituteUsersApi.list, { params: { instituteCode: t.school.code.toLowerCase() }, query: { q: 'zoya' } });
    expect(found.json().map((u: { name: string }) => u.name)).toEqual(['Zoya Khan']);
    const theirs = await t.admin().call(instituteUsersApi.list, { params: { instituteCode: t.other.code } });
    expect(theirs.statusCode).toBe(404);
  });

  it('the spec’s approve call still approves a staff account made otherwise (pending), who can then sign in and is told by mail', async () => {
    const pending = await createInstituteUser(t.app, t.school.code, 'pending');
    const res = await t.admin().call(instituteUsersApi.approve, { params: { userId: pending.account.userId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User approved successfully',
      user: { approvalStatus: 'approved', isSuspended: false },
    });
    expect((await login(pending.account.email, pending.password)).statusCode).toBe(200);
    expect((await outbox(t.app, pending.account.email)).map((m) => m.subject)).toContain(
      'Your School Portal account is approved',
    );
    const again = await t.admin().call(instituteUsersApi.approve, { params: { userId: pending.account.userId } });
    expect(again.statusCode).toBe(409);
  });

  it('suspending a user ends their session at their next request; unsuspending lets them sign in again', async () => {
    const body = newUser();
    await add(body);
    const token = await signIn(t.app, body.userId, body.password);
    const staff = { headers: { authorization: `Bearer ${token}` } };
    expect((await t.app.as(staff).get('/api/auth/me')).statusCode).toBe(200);

    const suspended = await t
      .admin()
      .call(instituteUsersApi.suspend, { params: { userId: body.userId }, body: { isSuspended: true } });
    expect(suspended.json()).toMatchObject({
      message: 'User suspended successfully',
      user: { isSuspended: true, approvalStatus: 'approved' },
    });
    expect((await t.app.as(staff).get('/api/students')).statusCode).toBe(401);
    const refused = await login(body.userId, body.password);
    expect(refused.json().message).toBe(SIGN_IN_REFUSALS.suspended);

    const back = await t
      .admin()
      .call(instituteUsersApi.suspend, { params: { userId: body.userId }, body: { isSuspended: false } });
    expect(back.json()).toMatchObject({ message: 'User unsuspended successfully', user: { isSuspended: false } });
    // The old token stays dead; a new sign-in works.
    expect((await t.app.as(staff).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(body.userId, body.password)).statusCode).toBe(200);
  });

  it('a pending user is approved before being suspended', async () => {
    const pending = await createInstituteUser(t.app, t.school.code, 'pending');
    const res = await t
      .admin()
      .call(instituteUsersApi.suspend, { params: { userId: pending.account.userId }, body: { isSuspended: true } });
    expect(res.statusCode).toBe(409);
  });

  it('another institute’s user, another role or nobody is not found', async () => {
    const theirs = await createInstituteUser(t.app, t.other.code);
    const seeker = await createUser(t.app, { role: 'jobseeker' });
    for (const userId of [theirs.account.userId, seeker.account.userId, t.other.admin.account.userId, 'nobody-here']) {
      expect((await t.admin().call(instituteUsersApi.approve, { params: { userId } })).statusCode, userId).toBe(404);
      expect(
        (await t.admin().call(instituteUsersApi.suspend, { params: { userId }, body: { isSuspended: true } }))
          .statusCode,
        userId,
      ).toBe(404);
    }
    expect((await login(theirs.account.email, theirs.password)).statusCode).toBe(200);
  });

  it('isSuspended must be true or false', async () => {
    const res = await t
      .admin()
      .patch(`/instituteAdmin/user/suspend/${t.school.staff.account.userId}`, { isSuspended: 'yes' });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { isSuspended: 'isSuspended is true or false.' }]);
  });
});
