import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, TEST_SUPERADMIN } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
});
afterAll(() => app.close());

const attempt = (url: string, identifier: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload: { identifier, password }, remoteAddress });

describe('sign-in limits count failures per account and address', () => {
  it('a stranger typing wrong passwords for the super admin on the member sign-in does not lock the real one out', async () => {
    for (let i = 0; i < 12; i++) await attempt('/api/auth/login', TEST_SUPERADMIN.email, 'wrong-password', '203.0.113.7');
    const stranger = await attempt('/api/auth/superuser/login', TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, '203.0.113.7');
    expect(stranger.statusCode).toBe(429);
    const real = await attempt('/api/auth/superuser/login', TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, '198.51.100.2');
    expect(real.statusCode).toBe(200);
  });

  it('typing the user ID instead of the e-mail gives no extra guesses', async () => {
    const { account, password } = await createUser(app);
    for (let i = 0; i < 10; i++) expect((await attempt('/api/auth/login', account.email, 'wrong-password', '203.0.113.8')).statusCode).toBe(401);
    const byUserId = await attempt('/api/auth/login', account.userId, password, '203.0.113.8');
    expect(byUserId.statusCode).toBe(429);
    expect(Number(byUserId.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('successful sign-ins are not counted: a school signing in all day from one address is never limited', async () => {
    const { account, password } = await createUser(app);
    for (let i = 0; i < 40; i++) expect((await attempt('/api/auth/login', account.email, password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('failures from many addresses slow one account down with growing delays', async () => {
    const { account, password } = await createUser(app);
    for (let i = 0; i < 23; i++) await attempt('/api/auth/login', account.email, 'wrong-password', `192.0.2.${i + 1}`);
    const held = await attempt('/api/auth/login', account.email, password, '192.0.2.200');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(300);
  });
});
