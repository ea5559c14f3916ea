#!/usr/bin/env node
// Scores the sign-in screen and the super admin dashboard as a phone on a slow network sees them
// (Lighthouse's mobile profile: slow 4G, 4x CPU slowdown), against the built portal and Debian's Chromium.
// Not part of the test run's pass/fail: figures for people.
//   npm run lighthouse            (starts the portal on a throwaway database at :3500)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // 13 needs Node 22
const port = process.env.LIGHTHOUSE_PORT ?? '3500';
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'lighthouse@portal.test', password: 'Light@House-2026' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const root = path.resolve(import.meta.dirname, '..');

spawnSync('node', ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
const server = spawn('node', ['apps/server/dist/main.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SUPERADMIN_EMAIL: admin.email, SUPERADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('ready') && resolve()));

const login = await fetch(`${base}/api/auth/superuser/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier: admin.email, password: admin.password }),
}).then((r) => r.json());

// The dashboard needs a session: a tiny page stores it the way the app does, then opens the dashboard.
const session = { authToken: login.token, userId: login.userId, role: login.role, name: login.name };
const pages = [
  { name: '/login', url: `${base}/login`, headers: {} },
  { name: '/super-admin/dashboard', url: `${base}/super-admin/dashboard`, session },
];

const results = [];
for (const page of pages) {
  const out = path.join(dataDir, `${page.name.replace(/\W+/g, '_')}.json`);
  const args = ['--yes', LIGHTHOUSE, page.url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run'];
  if (page.session) {
    // Lighthouse cannot fill local storage itself; a first navigation script would. Instead the token rides in
    // extra headers is not possible for a SPA, so the dashboard is measured through a one-off storage seed.
    args.push(`--extra-headers=${JSON.stringify({})}`, `--disable-storage-reset`);
    const seed = spawnSync('node', ['-e', `
      const { chromium } = require('playwright-core');
      (async () => {
        const b = await chromium.launchPersistentContext(${JSON.stringify(path.join(dataDir, 'profile'))}, { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
        const p = await b.newPage(); await p.goto(${JSON.stringify(`${base}/login`)});
        await p.evaluate((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }, ${JSON.stringify(page.session)});
        await b.close();
      })();`], { cwd: root, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('could not seed the session');
    args[args.length - 1] = '--disable-storage-reset';
    args.push(`--chrome-flags=--user-data-dir=${path.join(dataDir, 'profile')} --headless --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run`);
    args.splice(args.findIndex((a) => a.startsWith('--chrome-flags=--headless')), 1);
  }
  const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
  if (run.status !== 0) {
    results.push({ page: page.name, error: `lighthouse exited ${run.status}` });
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  results.push({
    page: page.name,
    performance: Math.round(report.categories.performance.score * 100),
    'first contentful paint': audit('first-contentful-paint'),
    'largest contentful paint': audit('largest-contentful-paint'),
    'total blocking time': audit('total-blocking-time'),
    transferred: `${Math.round(report.audits['total-byte-weight'].numericValue / 1024)} KiB`,
  });
}
server.kill();
rmSync(dataDir, { recursive: true, force: true });
console.table(results);
