import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './support/test.ts';
import { signInAt } from './support/pages.ts';

/*
 * The installable portal (issue 51): a manifest and a service worker that opens the shell and the last lists
 * when the network drops, and never serves an old build once a new one is deployed. The other journeys run
 * without service workers (playwright.config.ts), so that their interception of requests sees every request.
 */
test.use({ serviceWorkers: 'allow' });

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Changes a built file as a new deployment would (its .br and .gz too); answers how to put it back. */
function deploy(file: string, change: (text: string) => string): () => void {
  const full = path.join(DIST, file);
  const variants = [full, `${full}.br`, `${full}.gz`].filter((f) => existsSync(f));
  const kept = variants.map((f) => [f, readFileSync(f)] as const);
  const next = Buffer.from(change(readFileSync(full, 'utf8')));
  for (const f of variants)
    writeFileSync(f, f.endsWith('.br') ? brotliCompressSync(next) : f.endsWith('.gz') ? gzipSync(next) : next);
  return () => kept.forEach(([f, body]) => writeFileSync(f, body));
}

const swActive = () => navigator.serviceWorker.ready.then((registration) => registration.active?.state === 'activated');

test('the portal installs, opens offline with its notice, and picks up a new deployment', async ({
  page,
  context,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  const firstName = jobseeker.name.split(' ')[0]!;
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();

  // Installable: a manifest with a name, a start address and icons a home screen can use, and a worker in charge.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: 'School Portal', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  // The worker registers once the screen's lists have arrived and nothing has loaded for 3 s
  // (app/service-worker.ts), then downloads the whole build: on a busy machine that takes a while.
  await expect.poll(() => page.evaluate(swActive), { timeout: 60_000 }).toBe(true);
  // The worker controls the pages opened after it: the dashboard's answer is then kept by it.
  await page.reload();
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline: the shell and the dashboard as last seen, saying so.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
  await expect(page.getByText(/You are offline\. The lists are as they were when you last saw them/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);

  // A new deployment: the built files the server sends change (another index.html, another worker). The next
  // visit gets the new page at once (pages always come from the network), and the new worker takes over.
  // Written into the build itself: the browser fetches a worker's script outside the reach of route().
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  const restore = [
    deploy('sw.js', (js) => `${js}\n// the next deployment\n`),
    // Every page of the build: index.html and each screen's copy of it (the dashboard's names its code, decision 030).
    ...[
      'index.html',
      ...readdirSync(path.join(DIST, 'screens'))
        .filter((f) => f.endsWith('.html'))
        .map((f) => `screens/${f}`),
    ].map((file) => deploy(file, (html) => html.replace('<head>', '<head><meta name="deployment" content="next" />'))),
  ];
  try {
    const changed = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
        ),
    );
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    expect(await changed).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);
    await page.reload();
    await expect(page.locator('meta[name="deployment"]')).toHaveAttribute('content', 'next');
    await expect(page.getByText(`Welcome, ${firstName}`)).toBeVisible();
  } finally {
    for (const undo of restore) undo();
  }
});
