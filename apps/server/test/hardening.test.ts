import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { appSettings } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/index.ts';
import { createTestApp, TEST_SUPERADMIN } from './harness.ts';
import { signedInSuperAdmin } from './factories.ts';

/** The spec's words for a body nested too deep (MAX_JSON_DEPTH = 32), in English unless the caller asks otherwise. */
const TOO_DEEP_MESSAGE = 'The request body is nested more than 32 levels deep.';

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
    expect(res.json().message).toBe('Send the request body as JSON, with Content-Type: application/json.');
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'identifier=a&password=b',
      headers: { 'content-type': '' },
    });
    expect(none.statusCode).toBe(415);
  });

  it('JSON answers with someone’s data are never stored by a browser or proxy', async () => {
    const admin = await signedInSuperAdmin(app);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect([me.statusCode, me.headers['cache-control']]).toEqual([200, 'no-store']);
    const superSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/superuser/login',
      payload: { identifier: TEST_SUPERADMIN.email, password: TEST_SUPERADMIN.password },
    });
    expect([superSignIn.statusCode, superSignIn.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('a JSON body that tries to poison prototypes is refused as invalid JSON', async () => {
    for (const payload of [
      '{"__proto__":{"role":"superAdmin"},"identifier":"a@b.in","password":"b"}',
      '{"constructor":{"prototype":{"role":"superAdmin"}},"identifier":"a@b.in","password":"b"}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, 'The request body is not valid JSON.']);
    }
  });

  it('thousands of nested arrays or objects are a 400 before anything walks them, signed in or not', async () => {
    const admin = await signedInSuperAdmin(app);
    const deep = (open: string, close: string) => `{"identifier":${open.repeat(4000)}1${close.repeat(4000)}}`;
    for (const payload of [deep('[', ']'), deep('{"a":', '}')]) {
      for (const [url, headers] of [
        ['/api/auth/login', {}],
        [`/api/superadmin-profile/${admin.userId}`, admin.headers],
      ] as const) {
        const res = await app.inject({
          method: url.includes('profile') ? 'PUT' : 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect([res.statusCode, res.json().message], url).toEqual([400, TOO_DEEP_MESSAGE]);
      }
    }
    // Brackets inside a string are text, not nesting.
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '['.repeat(5000), password: 'x' },
    });
    expect(text.json().message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it('the API description and the policy texts still load under the headers', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([docs.statusCode, typeof docs.json().paths]).toEqual([200, 'object']);
    expect((await app.inject({ method: 'GET', url: '/docs/terms.txt' })).statusCode).toBe(200);
  });
});

describe('control characters', () => {
  it('a NUL byte in a body field, a query or a path is a 400 naming the field', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { role: 'jobseeker', name: 'Asha\u0000', email: 'a@b.in', phone: '9876543210', password: 'Secret@123' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fieldErrors).toHaveProperty('name');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'x\u0000y', password: 'p' },
    });
    expect([login.statusCode, Object.keys(login.json().fieldErrors)]).toEqual([400, ['identifier']]);
    const path = await app.inject({
      method: 'GET',
      url: '/api/superadmin-profile/a%00b',
      headers: (await signedInSuperAdmin(app)).headers,
    });
    expect([path.statusCode, Object.keys(path.json().fieldErrors)]).toEqual([400, ['userId']]);
  });

  it('a NUL byte in a query value or in the name of a field is a 400 too, never a 500', async () => {
    const { headers } = await signedInSuperAdmin(app);
    const query = await app.inject({ method: 'GET', url: '/api/admin/active-users?q=ab%00c', headers });
    expect([query.statusCode, Object.keys(query.json().fieldErrors)]).toEqual([400, ['q']]);
    const key = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'a@b.in', password: 'p', 'x\u0000': 1 },
    });
    expect(key.statusCode).toBe(400);
    // Other control characters are refused too; tab, newline and carriage return are text.
    const bell = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'a\u0007@b.in', password: 'p' },
    });
    expect([bell.statusCode, Object.keys(bell.json().fieldErrors)]).toEqual([400, ['identifier']]);
  });
});

describe('logs', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, stream };
  };

  it('a failed query is logged without its parameters: no password hash, no e-mail, no token', async () => {
    const { lines, stream } = capture();
    const hash = await hashPassword('Secret@123');
    const email = 'asha.verma@example.com';
    const failing = await createTestApp({ LOG_LEVEL: 'info' }, stream);
    try {
      // Three ways a query fails: a bad cast of a parameter, a value PostgreSQL quotes back, a duplicate key.
      failing.get('/api/test-failing-query', { config: { access: 'public' } }, async () => {
        await failing.deps.db.execute(sql`select ${hash}::int as n, ${email} as e`);
        return {};
      });
      failing.get('/api/test-bad-value', { config: { access: 'public' } }, async () => {
        await failing.deps.db.execute(sql`select ${email}::int as n`);
        return {};
      });
      failing.get('/api/test-duplicate', { config: { access: 'public' } }, async () => {
        await failing.deps.db.insert(appSettings).values({ key: email, value: hash });
        await failing.deps.db.insert(appSettings).values({ key: email, value: hash });
        return {};
      });
      for (const url of ['/api/test-failing-query', '/api/test-bad-value', '/api/test-duplicate']) {
        const res = await failing.inject({
          method: 'GET',
          url: `${url}?email=${email}`,
          headers: { authorization: 'Bearer secret-token-value' },
        });
        expect(res.statusCode, url).toBe(500);
        expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
      }
      failing.log.info(
        { password: 'Plain@Pass1', user: { passwordHash: hash, token: 'secret-token-value' } },
        'something with secrets',
      );
    } finally {
      await failing.close();
    }
    const log = lines.join('');
    expect(log.match(/request failed/g)).toHaveLength(3);
    // The statement and the error's kind stay, so the failure can still be followed.
    expect(log).toContain('Failed query: select $1::int as n');
    expect(log).toContain('already exists');
    expect(log).toContain('something with secrets');
    const [salt, digest] = hash.split('$').slice(-2);
    for (const secret of [hash, '$argon2', salt!, digest!, 'secret-token-value', email, 'Plain@Pass1'])
      expect(log).not.toContain(secret);
  });

  it('each request is one log line: method, path without its query, status and time', async () => {
    const { lines, stream } = capture();
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, stream);
    try {
      const res = await logged.inject({ method: 'GET', url: '/api/auth/me?email=asha.verma@example.com' });
      expect(res.statusCode).toBe(401);
    } finally {
      await logged.close();
    }
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.req || entry.res);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: expect.stringMatching(/^GET \/api\/auth\/me 401 [\d.]+ ms$/),
      req: { method: 'GET', url: '/api/auth/me' },
      res: { statusCode: 401 },
    });
    expect(requests[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('asha.verma');
  });

  it('a receipt link’s token never reaches the log, on the page or the API', async () => {
    const { lines, stream } = capture();
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, stream);
    const token = 'Zx9-secret_receipt_token_0123456789abcdefgh';
    try {
      for (const url of [`/r/${token}`, `/api/public/receipts/${token}`, `/api/public/receipts/${token}/pdf`]) {
        expect((await logged.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).toContain('GET /r/[redacted] 404');
    expect(log).toContain('GET /api/public/receipts/[redacted]/pdf 404');
  });
});
