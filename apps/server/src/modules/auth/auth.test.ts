import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESET_LINK_MESSAGES,
  SIGN_IN_REFUSALS,
  accountsApi,
  authApi,
  moderationApi,
  profilesApi,
} from '@school-portal/contract';
import { createTestApp, outbox, type TestApp } from '../../../test/harness.ts';
import { createUser, signIn, signedIn, signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, body: object) => app.as(null).post(url, body);

describe('registration', () => {
  it('a job seeker registers and waits for approval, with a confirmation mail queued', async () => {
    const res = await post('/api/auth/register', {
      role: 'jobseeker',
      name: 'Asha Rao',
      email: 'Asha.Rao@Example.com',
      phone: '+91 98765-43210',
      password: 'Secret@123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toMatch(/^JS\d+$/);
    const login = await post('/api/auth/login', { identifier: 'asha.rao@example.com', password: 'Secret@123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(SIGN_IN_REFUSALS.pending);
    const mails = await outbox(app, 'asha.rao@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('within 24 hours');
  });

  it('an institute registers by a unique institute code', async () => {
    const first = await post('/api/auth/register', {
      role: 'instituteAdmin',
      instituteCode: 'kv-blr-01',
      email: 'office@kv.example',
      phone: '9876543210',
      password: 'Secret@123',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().userId).toMatch(/^IA\d+$/);
    const again = await post('/api/auth/register', {
      role: 'instituteAdmin',
      instituteCode: 'KV-BLR-01',
      email: 'other@kv.example',
      phone: '9876543210',
      password: 'Secret@123',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ instituteCode: 'This institute code is already registered.' });
  });

  it('an institute registers by name with its UDISE code: the lists, the queue, the mail and its profile know it by that name and phone', async () => {
    const res = await post('/api/auth/register', {
      role: 'instituteAdmin',
      name: 'Sri Saraswathi Vidyalaya',
      instituteCode: 'SSV-MDU',
      udiseCode: '3304 0501 203',
      email: 'office@ssv.example',
      phone: '98430 12345',
      password: 'Vidya@2026',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await outbox(app, 'office@ssv.example');
    expect(mail!.text).toMatch(/^Hello Sri Saraswathi Vidyalaya,/);
    const admin = await signedInSuperAdmin(app);
    const pending = await app.as(admin).call(accountsApi.pendingRegistrations, { query: { q: 'SSV-MDU' } });
    expect(pending.json()).toEqual([
      expect.objectContaining({
        name: 'Sri Saraswathi Vidyalaya',
        instituteName: 'Sri Saraswathi Vidyalaya',
        udiseCode: '33040501203',
      }),
    ]);
    const queue = await app.as(admin).call(moderationApi.queue, { query: { kind: 'registration', limit: 100 } });
    expect(queue.json().map((i: { title: string }) => i.title)).toContain('Sri Saraswathi Vidyalaya');
    const approved = await app
      .as(admin)
      .call(accountsApi.approveUser, { params: { userId: res.json().userId }, body: {} });
    expect(approved.statusCode).toBe(200);
    const school = { headers: { authorization: `Bearer ${await signIn(app, 'office@ssv.example', 'Vidya@2026')}` } };
    const profile = await app.as(school).call(profilesApi.instituteProfile, { params: { userId: res.json().userId } });
    expect(profile.json()).toMatchObject({ instituteName: 'Sri Saraswathi Vidyalaya', phone: '9843012345' });
  });

  it('a UDISE code is exactly 11 digits, and an old client may leave out the name and the code', async () => {
    const body = {
      role: 'instituteAdmin',
      instituteCode: 'UDISE-CHK',
      email: 'udise@school.example',
      phone: '9876543210',
      password: 'Secret@123',
    };
    for (const udiseCode of ['3304050120', '330405012034', '33040501A03']) {
      const bad = await post('/api/auth/register', { ...body, udiseCode });
      expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
        400,
        { udiseCode: 'UDISE code must be exactly 11 digits.' },
      ]);
    }
    expect((await post('/api/auth/register', { ...body, udiseCode: '' })).statusCode).toBe(201);
  });

  it('registering with a taken e-mail, in any case or with spaces, looks like a new registration but creates nothing and tells the owner', async () => {
    const body = {
      role: 'instituteAdmin',
      instituteCode: 'DUP-MAIL',
      email: '  Office@KV.example ',
      phone: '9876543210',
      password: 'Secret@123',
    };
    const fresh = await post('/api/auth/register', {
      ...body,
      instituteCode: 'FRESH-ONE',
      email: 'brand-new@kv.example',
    });
    const taken = await post('/api/auth/register', body);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json().message).toBe(fresh.json().message);
    expect(taken.json().userId).toMatch(/^IA\d+$/);
    // Nothing was written: no account answers to the returned user ID, and the institute code is still free.
    const asUserId = await post('/api/auth/login', { identifier: taken.json().userId, password: 'Secret@123' });
    expect(asUserId.statusCode).toBe(401);
    const retry = await post('/api/auth/register', { ...body, email: 'fresh@kv.example' });
    expect(retry.statusCode).toBe(201);
    const [mail] = await outbox(app, 'office@kv.example').then((m) =>
      m.filter((x) => /tried to register/.test(x.subject)),
    );
    expect(mail!.text).toContain('http://portal.test/forgot-password');
    expect(mail!.text).toContain('http://portal.test/login');
  });

  it('bad input answers 400 naming each field with the form’s messages', async () => {
    const none = await post('/api/auth/register', { email: 'x@y.z' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.role).toBe('Please select a role.');

    const res = await post('/api/auth/register', {
      role: 'jobseeker',
      name: ' ',
      email: '',
      phone: '12',
      password: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Enter a valid 10-digit phone number.',
      password: 'Password is required.',
    });
  });

  it('registration asks the password rule of change and reset: 8 characters with an uppercase letter, a number and a symbol', async () => {
    for (const weak of ['secret123', 'Secret123', 'secret@123', 'Sec@1']) {
      const res = await post('/api/auth/register', {
        role: 'jobseeker',
        name: 'Asha',
        email: `weak-${weak.length}@kv.example`,
        phone: '9876543210',
        password: weak,
      });
      expect([res.statusCode, res.json().fieldErrors]).toEqual([
        400,
        { password: 'Password needs at least 8 characters with an uppercase letter, a number and a symbol.' },
      ]);
    }
  });
});

describe('sign-in', () => {
  it('answers the user fields and a token, by e-mail or by user ID in any case', async () => {
    const { account, password } = await createUser(app, { role: 'jobseeker', profileCompleted: true });
    for (const identifier of [account.email.toUpperCase(), account.userId.toLowerCase()]) {
      const res = await post('/api/auth/login', { identifier, password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: account.id,
        userId: account.userId,
        name: account.name,
        role: 'jobseeker',
        instituteCode: null,
        isProfileCompleted: true,
        token: expect.any(String),
      });
    }
  });

  it('a wrong password and an unknown account get the same answer', async () => {
    const { account } = await createUser(app);
    const wrong = await post('/api/auth/login', { identifier: account.email, password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { identifier: 'nobody@portal.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rejected and suspended accounts are told why', async () => {
    const rejected = await createUser(app, { status: 'rejected' });
    const suspended = await createUser(app, { status: 'suspended' });
    const r = await post('/api/auth/login', { identifier: rejected.account.email, password: rejected.password });
    const s = await post('/api/auth/login', { identifier: suspended.account.email, password: suspended.password });
    expect([r.statusCode, r.json().message]).toEqual([403, SIGN_IN_REFUSALS.rejected]);
    expect([s.statusCode, s.json().message]).toEqual([403, SIGN_IN_REFUSALS.suspended]);
  });

  it('the super-user sign-in admits only super admins, and the member sign-in refuses them', async () => {
    const member = await createUser(app, { role: 'instituteAdmin' });
    const asSuper = await post('/api/auth/superuser/login', {
      identifier: member.account.email,
      password: member.password,
    });
    expect([asSuper.statusCode, asSuper.json().message]).toEqual([403, SIGN_IN_REFUSALS.superAdminOnly]);
    const superAdmin = await post('/api/auth/login', { identifier: 'root@portal.test', password: 'Root@Pass123' });
    expect(superAdmin.statusCode).toBe(403);
    expect(
      (await post('/api/auth/superuser/login', { identifier: 'root@portal.test', password: 'Root@Pass123' }))
        .statusCode,
    ).toBe(200);
  });

  it('a suspended user’s existing token stops working on the next request', async () => {
    const user = await signedIn(app);
    const admin = await signedInSuperAdmin(app);
    expect((await app.as(user).get('/api/notifications')).statusCode).toBe(200);
    const suspend = await app.as(admin).patch(`/api/admin/suspend/${user.account.userId}`);
    expect(suspend.statusCode).toBe(200);
    const after = await app.as(user).get('/api/notifications');
    expect([after.statusCode, after.json().message]).toEqual([401, SIGN_IN_REFUSALS.suspended]);
  });

  it('an expired or forged token is refused', async () => {
    const expired = await createTestApp({ TOKEN_TTL: '1s' });
    try {
      const user = await createUser(expired);
      const token = await signIn(expired, user.account.email, user.password);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await expired.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await expired.close();
    }
    const forged = await app.as({ headers: { authorization: 'Bearer abc.def.ghi' } }).get('/api/notifications');
    expect(forged.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('checks the current password, ends old tokens and answers a new one', async () => {
    const user = await signedIn(app);
    const url = `/api/auth/change-password/${user.account.userId}`;
    const wrong = await app.as(user).put(url, { currentPassword: 'bad', newPassword: 'N3w@passw0rd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect.' });

    const weak = await app.as(user).put(url, { currentPassword: user.password, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.newPassword).toBe('New password does not meet all requirements.');

    const ok = await app.as(user).put(url, { currentPassword: user.password, newPassword: 'N3w@passw0rd' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password was successfully changed.');
    const stale = await app.as(user).get('/api/notifications');
    expect(stale.statusCode).toBe(401);
    const fresh = await app.as({ headers: { authorization: `Bearer ${ok.json().token}` } }).get('/api/notifications');
    expect(fresh.statusCode).toBe(200);
    await signIn(app, user.account.email, 'N3w@passw0rd');
  });

  it('nobody changes another user’s password', async () => {
    const me = await signedIn(app);
    const other = await createUser(app);
    const res = await app.as(me).put(`/api/auth/change-password/${other.account.id}`, {
      currentPassword: me.password,
      newPassword: 'N3w@passw0rd',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forgot and reset password', () => {
  const linkIn = (text: string) => /reset-password\?token=([\w%-]+)/.exec(text)?.[1];

  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const { account } = await createUser(app);
    const known = await post('/api/auth/forgot-password', { email: account.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@portal.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().ok).toBe(true);
    expect(await outbox(app, 'ghost@portal.test')).toHaveLength(0);
    const [mail] = await outbox(app, account.email);
    expect(mail!.text).toContain('http://portal.test/reset-password?token=');
  });

  it('a reset link sets a new password once, and ends existing sessions', async () => {
    const user = await signedIn(app);
    await post('/api/auth/forgot-password', { email: user.account.email });
    const token = decodeURIComponent(linkIn((await outbox(app, user.account.email)).at(-1)!.text)!);
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const ok = await post('/api/auth/reset-password', { token, newPassword: 'Reset@2026x' });
    expect(ok.statusCode).toBe(200);
    await signIn(app, user.account.email, 'Reset@2026x');
    expect((await app.as(user).get('/api/notifications')).statusCode).toBe(401);
    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another@2026x' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.token).toMatch(/invalid or has expired/);
  });

  it("a used link's page says it was used, not the form again; an unknown or expired one says so", async () => {
    const user = await createUser(app);
    await post('/api/auth/forgot-password', { email: user.account.email });
    const token = decodeURIComponent(linkIn((await outbox(app, user.account.email)).at(-1)!.text)!);
    const check = async (t: string) => (await app.as(null).call(authApi.resetLinkState, { body: { token: t } })).json();
    expect((await check(token)).state).toBe('valid');
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Reset@2026y' })).statusCode).toBe(200);
    expect(await check(token)).toEqual({ state: 'used', message: RESET_LINK_MESSAGES.used });
    expect((await check('not-a-link')).state).toBe('expired');
  });

  it('an expired link is refused', async () => {
    const { account } = await createUser(app);
    await post('/api/auth/forgot-password', { email: account.email });
    const token = decodeURIComponent(linkIn((await outbox(app, account.email)).at(-1)!.text)!);
    const { passwordResets } = await import('../../db/schema/index.ts');
    await app.deps.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/auth/reset-password', { token, newPassword: 'Reset@2026x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('sign-in attempts per account are limited with 429 and Retry-After', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const { account } = await createUser(strict);
      const attempts = [];
      for (let i = 0; i < 11; i++) {
        attempts.push(
          await strict.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { identifier: account.email, password: 'wrong-password' },
          }),
        );
      }
      expect(attempts.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(401));
      const limited = attempts[10]!;
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Too many attempts/);
    } finally {
      await strict.close();
    }
  });

  it('a successful sign-in clears the account’s failed attempts', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const user = await createUser(strict);
      const attempt = (password: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: user.account.email, password },
        });
      for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      expect((await attempt(user.password)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      expect((await attempt(user.password)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
