import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from './harness.ts';

let app: App;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const INLINE_HASH = 'sha256-oKM+DaFJsDhOt4nzb//Agu+YKEtiQgHmjlPqEkgV6jA=';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/app-abc123.js', ASSET],
  ] as const) {
    writeFileSync(path.join(dist, name), body);
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
  }
  writeFileSync(path.join(dist, 'assets/app-abc123.js.map'), '{"version":3}');
  // The build's inline script (a signed-in screen's first calls, apps/web/vite/early-calls.ts), by its hash; and
  // something that is not a hash, which the policy must not take.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/inline-scripts.json'), JSON.stringify([INLINE_HASH, "'unsafe-inline'"]));
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => app.close());

describe('the site root and the SPA paths', () => {
  it("the Content Security Policy allows the build's inline script by its hash, and no other inline script", async () => {
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", `'${INLINE_HASH}'`]);
  });

  it('the root opens the portal, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<div id="root">');
  });

  it('no odd path answers 5xx: folders, double slashes and encoded paths', async () => {
    for (const url of [
      '/assets/',
      '/assets',
      '//',
      '///login',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%00',
      '/%ZZ',
      '/assets/%2e%2e/index.html',
      '/login/',
      '/a/b/c/',
      '/..%2f..%2f',
      '/api/',
      '/docs/',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it('a client error stays a client error: an unknown method on a path answers 404, not 500', async () => {
    const res = await app.inject({ method: 'PROPFIND' as 'GET', url: '/' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('assets come pre-compressed with Brotli or gzip as the browser asks, cached for good', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(ASSET);
    const page = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('source maps are not served', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(res.statusCode).toBe(404);
  });
});

describe("the portal's icon and name on every page", () => {
  it('/favicon.ico leads to the portal icon instead of a 404 (a console error on public pages)', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect([res.statusCode, res.headers.location]).toEqual([301, '/favicon.svg']);
  });

  it('a public page names the icon, shows the portal name and has an Open Graph image', async () => {
    const { publicPage } = await import('../src/http/public-page.ts');
    const html = publicPage({
      title: 'Maths teacher',
      description: 'Pune',
      url: 'https://portal.example/share/jobs/1',
      body: '<article></article>',
    });
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<meta property="og:image" content="https://portal.example/og-image.png">');
    expect(html).toContain('<span>School Portal</span>');
  });
});

describe("a screen's own page, naming its code (issue 51)", () => {
  let withScreens: App;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'spa-screens-'));
    mkdirSync(path.join(dist, 'screens'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'screens/jobs-id.html'), INDEX.replace('</head>', '<!-- job --></head>'));
    writeFileSync(path.join(dist, 'screens/jobs-new.html'), INDEX.replace('</head>', '<!-- new --></head>'));
    writeFileSync(
      path.join(dist, '.vite/route-preloads.json'),
      JSON.stringify([
        { path: '/jobs/:id', html: 'screens/jobs-id.html' },
        { path: '/jobs/new', html: 'screens/jobs-new.html' },
      ]),
    );
    withScreens = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => withScreens.close());

  it("is matched as the browser's router matches: any case, a trailing slash, a fixed address before an id", async () => {
    const body = async (url: string) => (await withScreens.inject({ method: 'GET', url })).body;
    expect(await body('/jobs/JOB-1A2B3C')).toContain('<!-- job -->');
    expect(await body('/Jobs/JOB-1A2B3C/?from=mail')).toContain('<!-- job -->');
    expect(await body('/jobs/new')).toContain('<!-- new -->');
    for (const url of ['/jobs', '/jobs/1/2', '/nowhere']) {
      const res = await withScreens.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/<!-- (job|new) -->/);
    }
    // A broken escape is the client's error (Fastify answers 400 before any route), never a 500.
    expect((await withScreens.inject({ method: 'GET', url: '/jobs/%ZZ' })).statusCode).toBe(400);
  });
});
