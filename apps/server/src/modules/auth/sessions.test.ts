import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '@school-portal/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedIn, signedInSuperAdmin } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = (headers: Record<string, string>) => app.as({ headers }).get('/api/auth/me');

describe('sessions end on the server', () => {
  it('logging out ends that session at once, and only that one', async () => {
    const user = await signedIn(app);
    const login = await app
      .as(null)
      .post('/api/auth/login', { identifier: user.account.email, password: user.password });
    const otherDevice = { authorization: `Bearer ${login.json().token}` };
    const out = await app.as(user).post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const after = await me(user.headers);
    expect([after.statusCode, after.json().message]).toEqual([401, SESSION_ENDED.signedOut]);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('a suspended user who is unsuspended must sign in again: the old token stays dead', async () => {
    const user = await signedIn(app);
    const admin = await signedInSuperAdmin(app);
    for (const action of ['suspend', 'unsuspend']) {
      const res = await app.as(admin).patch(`/api/admin/${action}/${user.account.userId}`);
      expect(res.statusCode).toBe(200);
    }
    const after = await me(user.headers);
    expect([after.statusCode, after.json().message]).toEqual([401, SESSION_ENDED.credentialsChanged]);
  });

  it('revocation ends every session of the account, and re-approval does not bring them back', async () => {
    const user = await signedIn(app, { role: 'instituteAdmin' });
    const admin = await signedInSuperAdmin(app);
    await app.as(admin).patch(`/api/admin/revoke/${user.account.userId}`);
    await app.as(admin).patch(`/api/admin/approve-user/${user.account.userId}`);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('a token that is unsigned, signed with another algorithm or with another key is refused', async () => {
    const user = await signedIn(app);
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    const hs512 = createSigner({ key: secret, algorithm: 'HS512' })(claims);
    const otherKey = createSigner({ key: `${secret}-but-another`, algorithm: 'HS256' })(claims);
    for (const token of [unsigned, hs512, otherKey])
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('a token without an expiry is refused even when correctly signed', async () => {
    const user = await signedIn(app);
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      tv: number;
      sid: string;
    };
    const sign = createSigner({
      key: 'test-secret-that-is-long-enough-for-hs256-signing',
      algorithm: 'HS256',
      noTimestamp: true,
    });
    const forever = sign({ tv: claims.tv, sid: claims.sid, sub: claims.sub });
    expect(JSON.parse(Buffer.from(forever.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('exp');
    expect((await me({ authorization: `Bearer ${forever}` })).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });
});
