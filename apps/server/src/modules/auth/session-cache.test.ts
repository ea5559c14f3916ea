import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { secondInstance } from '../../../test/second-instance.ts';
import { signedIn, signedInSuperAdmin } from '../../../test/factories.ts';
import { SessionCache } from './session-cache.ts';

describe('the session cache', () => {
  it('keeps nothing while nobody listens for changes, and everything read once listening', () => {
    const cache = new SessionCache<string>();
    cache.set('s1', 'a1', 'row', cache.mark());
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.set('s1', 'a1', 'row', cache.mark());
    expect(cache.get('s1')).toBe('row');
  });

  it("forgets an account's sessions when it changes, and never keeps a row read before a change", () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.set('s1', 'a1', 'one', cache.mark());
    cache.set('s2', 'a2', 'two', cache.mark());
    const mark = cache.mark();
    cache.changed('a1');
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, 'two']);
    // Read before the change was heard: it may show the session as it was, so it is not kept.
    cache.set('s1', 'a1', 'stale', mark);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets everything when listening stops, and trusts an entry only for a minute', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.set('s1', 'a1', 'row', cache.mark());
    expect(cache.get('s1', Date.now() + 61_000)).toBeUndefined();
    cache.set('s1', 'a1', 'row', cache.mark());
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
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
