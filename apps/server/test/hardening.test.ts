import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp } from './harness.ts';
import { signedInSuperAdmin } from './factories.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('HTTP defences', () => {
  it('every answer carries the security headers, the CSP allowing scripts only from the portal', async () => {
    for (const url of ['/api/docs', '/api/nothing-here', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS is sent when the portal is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://portal.example.in' });
    try {
      const res = await secure.inject({ method: 'GET', url: '/api/docs' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it('a text/plain body to a JSON call is refused with 415, not parsed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"identifier":"a","password":"b"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request as JSON.');
  });
});

describe('control characters', () => {
  it('a NUL byte in a body field, a query or a path is a 400 naming the field', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { role: 'jobseeker', name: 'Asha\u0000', email: 'a@b.in', phone: '9876543210', password: 'secret123' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fieldErrors).toHaveProperty('name');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'x\u0000y', password: 'p' } });
    expect([login.statusCode, Object.keys(login.json().fieldErrors)]).toEqual([400, ['identifier']]);
    const path = await app.inject({ method: 'GET', url: '/api/superadmin-profile/a%00b', headers: (await signedInSuperAdmin(app)).headers });
    expect([path.statusCode, Object.keys(path.json().fieldErrors)]).toEqual([400, ['userId']]);
  });
});

describe('logs', () => {
  it('a failed query is logged without its parameters: no password hash, no token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const hash = await hashPassword('Secret@123');
    const failing = await createTestApp({ LOG_LEVEL: 'info' }, stream);
    try {
      failing.get('/api/test-failing-query', { config: { access: 'public' } }, async () => {
        await failing.deps.db.execute(sql`select ${hash}::int as n`);
        return {};
      });
      const res = await failing.inject({ method: 'GET', url: '/api/test-failing-query?email=asha@example.com', headers: { authorization: 'Bearer secret-token-value' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    } finally {
      await failing.close();
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain(hash);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('secret-token-value');
    expect(log).not.toContain('asha@example.com');
  });
});
