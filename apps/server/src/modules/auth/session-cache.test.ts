import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import { signedIn, signedInSuperAdmin } from '../../../test/factories.ts';
import { newSessionCache, SESSION_MAX_AGE_MS } from './session-cache.ts';

describe('the session cache', () => {
  const row = (account: string, value: string) => async () => ({ account, value });
  const accountOf = (r: { account: string }) => r.account;

  it('keeps nothing while nobody listens for changes, and everything read once listening', async () => {
    const cache = newSessionCache();
    await cache.get('s1', accountOf, row('a1', 'row'));
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await cache.get('s1', accountOf, row('a1', 'row'));
    expect((await cache.get('s1', accountOf, row('a1', 'read again'))).value).toBe('row');
  });

  it("forgets an account's sessions when it changes, and never keeps a row read before a change", async () => {
    const cache = newSessionCache();
    cache.setListening(true);
    await cache.get('s1', accountOf, row('a1', 'one'));
    await cache.get('s2', accountOf, row('a2', 'two'));
    cache.changed((account) => account === 'a1');
    expect([
      (await cache.get('s1', accountOf, row('a1', 'one again'))).value,
      (await cache.get('s2', accountOf, row('a2', 'two again'))).value,
    ]).toEqual(['one again', 'two']);
    // Read before the change was heard: it may show the session as it was, so it is not kept.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    cache.changed((account) => account === 'a3');
    const stale = cache.get('s3', accountOf, async () => (await gate, { account: 'a3', value: 'stale' }));
    cache.changed((account) => account === 'a3');
    release();
    await stale;
    expect((await cache.get('s3', accountOf, row('a3', 'fresh'))).value).toBe('fresh');
  });

  it('forgets everything when listening stops, and trusts an entry only for a minute', async () => {
    const cache = newSessionCache();
    cache.setListening(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await cache.get('s1', accountOf, row('a1', 'row'));
      vi.setSystemTime(Date.now() + 61_000);
      expect((await cache.get('s1', accountOf, row('a1', 'a minute on'))).value).toBe('a minute on');
    } finally {
      vi.useRealTimers();
    }
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });

  it('a logout whose notice never arrives (a listening connection dead without a word) is seen within the bound', async () => {
    const cache = newSessionCache();
    cache.setListening(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      await cache.get('s1', accountOf, row('a1', 'signed in'));
      // The session row is gone (signed out elsewhere); no change is heard here.
      const signedOut = async () => null;
      vi.setSystemTime(start + SESSION_MAX_AGE_MS - 1);
      expect(await cache.get('s1', accountOf, signedOut)).toEqual({ account: 'a1', value: 'signed in' });
      vi.setSystemTime(start + SESSION_MAX_AGE_MS + 1);
      expect(await cache.get('s1', accountOf, signedOut)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = async (on: App, headers: Record<string, string>) =>
  (await on.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode;

describe('one instance (PGlite or PostgreSQL)', () => {
  it('a suspension refuses a session read a moment ago', async () => {
    const user = await signedIn(app, { role: 'jobseeker' });
    expect([await me(app, user.headers), await me(app, user.headers)]).toEqual([200, 200]);
    const root = await signedInSuperAdmin(app);
    expect((await app.as(root).patch(`/api/admin/suspend/${user.account.userId}`)).statusCode).toBe(200);
    expect(await me(app, user.headers)).toBe(401);
  });
});

/** A second app on the same PostgreSQL database: another instance, with a cache of its own. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let other: App;
  let instance: Awaited<ReturnType<typeof secondInstance>> | undefined;
  beforeAll(async () => {
    instance = await secondInstance(app);
    other = instance.app;
  });
  afterAll(() => instance?.close());

  /** Signed in on the first instance, and read (so cached) on both. */
  async function cachedOnBoth() {
    const user = await signedIn(app, { role: 'jobseeker' });
    for (let i = 0; i < 2; i++)
      expect([await me(app, user.headers), await me(other, user.headers)]).toEqual([200, 200]);
    return user;
  }

  /**
   * The other instance hears a change when its own listening connection delivers the notice: a moment
   * after the writer's answer, not before it (CI once saw the next request reach it first under load).
   * Without the notice it would keep the session for a minute, so a second is a real bound.
   */
  const refusedSoonOn = (on: App, headers: Record<string, string>) =>
    expect.poll(() => me(on, headers), { timeout: 1_000, interval: 10 }).toBe(401);

  it('a logout on one refuses the token on the other within a moment', async () => {
    const user = await cachedOnBoth();
    expect((await app.as(user).post('/api/auth/logout')).statusCode).toBeLessThan(300);
    expect(await me(app, user.headers)).toBe(401);
    await refusedSoonOn(other, user.headers);
  });

  it('a suspension on one refuses the token on the other within a moment', async () => {
    const user = await cachedOnBoth();
    const root = await signedInSuperAdmin(app);
    expect(
      (await other.inject({ method: 'PATCH', url: `/api/admin/suspend/${user.account.userId}`, headers: root.headers }))
        .statusCode,
    ).toBe(200);
    expect(await me(other, user.headers)).toBe(401);
    await refusedSoonOn(app, user.headers);
  });

  it('a password change on one refuses the old token on the other within a moment', async () => {
    const user = await cachedOnBoth();
    const changed = await app.as(user).put(`/api/auth/change-password/${user.account.userId}`, {
      currentPassword: user.password,
      newPassword: 'N3w@passw0rd',
    });
    expect(changed.statusCode).toBe(200);
    await refusedSoonOn(other, user.headers);
  });
});
