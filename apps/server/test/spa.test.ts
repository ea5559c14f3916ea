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
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => app.close());

describe('the site root and the SPA paths', () => {
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
