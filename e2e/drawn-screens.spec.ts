import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { postJob } from './support/api.ts';
import { signInAt, signOut } from './support/pages.ts';

/*
 * A teacher's first screen is drawn by the server into its page (apps/server plugins/draw.ts, decision 050): on a
 * phone's slow line her screen shows when the page and its styles have come, before the portal's code. The page
 * takes no input until that code has drawn the screen over it. The token the server draws with is a cookie the
 * session keeps (lib/session.ts), gone with the session.
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const DRAWN = '#root > div[inert]';
/** How long a screen must have had nothing loading before what she did not ask for is fetched (lib/when-settled.ts). */
const SETTLED_MS = 3000;

/** Marks, in the pages `page` opens next, when the app's first render took the drawn screen's place (`tookOverAt`). */
const markTakeover = (page: Page) =>
  page.addInitScript((drawn) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(drawn) || !document.querySelector('#root > *')) return;
      (window as { tookOverAt?: number }).tookOverAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, DRAWN);

/** How long after the takeover the page started to fetch `url` (resource timing). */
const askedAfterTakeover = (page: Page, url: string) =>
  page.evaluate((url) => {
    const askedAt = performance.getEntriesByType('resource').find((e) => e.name.endsWith(url))?.startTime;
    return askedAt! - (window as { tookOverAt?: number }).tookOverAt!;
  }, url);

test("a teacher's dashboard shows before the portal's code, in her theme, and takes her tap once that code has come", async ({
  page,
  jobseeker,
}) => {
  const welcome = page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`);
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(welcome).toBeVisible();
  // Dark theme: the drawn page is dark from its first paint, not once the code has set the theme.
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  // Opened afresh, as a tap on her home-screen icon would: the page, not the app, is what shows first.
  await page.evaluate(() => location.reload());
  await expect(welcome).toBeVisible();
  await expect(page.locator(DRAWN)).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The drawn theme switch reads as the theme is, and takes no tap yet: it is inert until the code has drawn over it.
  const drawnSwitch = page.locator(DRAWN).getByRole('button', { name: 'Light Mode' });
  await expect(drawnSwitch).toBeVisible();
  await expect(drawnSwitch.click({ timeout: 1_000 })).rejects.toThrow(/Timeout/);
  if (process.env.DRAWN_SHOTS) await page.screenshot({ path: `${process.env.DRAWN_SHOTS}/drawn-dark.png` });
  release();
  await expect(page.locator(DRAWN)).toHaveCount(0);
  await expect(welcome).toBeVisible();
  if (process.env.DRAWN_SHOTS) await page.screenshot({ path: `${process.env.DRAWN_SHOTS}/live-dark.png` });
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test("signing out takes the token's cookie with it: the next person on the phone is drawn nothing of hers", async ({
  page,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'authToken');
  expect((await cookie())?.value).toBe(token);
  expect((await cookie())?.sameSite).toBe('Lax');
  const drawn = await (await page.request.get('/jobseeker/search-jobs')).text();
  expect(drawn).toContain(jobseeker.name);

  await signOut(page);
  expect(await cookie()).toBeUndefined();
  const after = await (await page.request.get('/jobseeker/search-jobs')).text();
  expect(after).not.toContain(jobseeker.name);
  expect(after).toContain('class="boot"');
});

test('a drawn page asks nothing before its code runs; its screen asks what it was drawn with once, after taking over', async ({
  page,
  jobseeker,
}) => {
  const profile = `/api/jobseeker-profile/${jobseeker.userId}`;
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
  // Left for a blank page, so that nothing the signed-in page still asks (its work when idle, on a busy machine
  // later than its network's quiet) counts as the drawn page's.
  await page.goto('about:blank');
  const asked: { url: string; beforeCode: boolean }[] = [];
  let codeAsked = false;
  page.on('request', (request) => {
    if (ENTRY.test(request.url())) codeAsked = true;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push({ url: pathname, beforeCode: !codeAsked });
  });
  await markTakeover(page);
  const opened = await page.goto('/jobseeker/dashboard');
  // Drawn (an undrawn page asks its calls early by design: vite/early-calls.ts); the server logs why it drew none.
  expect(await opened!.text()).toContain('id="drawn-answers"');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((a) => a.beforeCode)).toEqual([]);
  // Asked once, and only once the screen has settled after taking over (3 s with nothing loading: lib/when-settled.ts),
  // not while she waits for what she taps first.
  await expect.poll(() => asked.filter((a) => a.url === profile).length).toBe(1);
  expect(await askedAfterTakeover(page, profile)).toBeGreaterThanOrEqual(SETTLED_MS);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((a) => a.url === profile)).toHaveLength(1);
});

test('the sign-in screen shows in her language before its code, takes no typing until that code has come, then signs her in', async ({
  browser,
  jobseeker,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // Drawn by the server for no session, in the browser's language, with the screen's tab title.
  await expect(page.locator(DRAWN).getByRole('heading', { name: 'लॉगिन' })).toBeVisible();
  await expect(page).toHaveTitle('लॉगिन · स्कूल पोर्टल');
  const drawnField = page.locator(DRAWN).getByRole('textbox', { name: 'ईमेल या यूज़र ID' });
  await expect(drawnField).toBeVisible();
  await expect(drawnField.fill('x', { timeout: 1_000 })).rejects.toThrow(/Timeout/);
  release();
  await expect(page.locator(DRAWN)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'ईमेल या यूज़र ID' }).fill(jobseeker.email);
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(jobseeker.password);
  await page.getByRole('button', { name: 'लॉगिन करें' }).click();
  await expect(page).toHaveURL(/\/jobseeker\/dashboard$/);
  await context.close();
});

test.describe('on her phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Browse Jobs' filters come once the screen has settled, not with the screen", async ({ page, jobseeker }) => {
    await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
    await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
    await page.goto('about:blank');
    await markTakeover(page);
    const filters = page.waitForResponse(/\/assets\/JobFilters-[\w-]+\.js$/, { timeout: 30_000 });
    const opened = await page.goto('/jobseeker/search-jobs');
    expect(await opened!.text()).toContain('id="drawn-answers"');
    expect(await askedAfterTakeover(page, (await filters).url())).toBeGreaterThanOrEqual(SETTLED_MS);
    // And a tap on Filters then opens them at once.
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: 'State' })).toBeVisible();
  });

  test('a drawn list she left at once shows at once when she comes back to it, while it is asked again', async ({
    page,
    request,
    instituteAdmin,
    jobseeker,
  }) => {
    const title = `PGT Mathematics kept ${Date.now()}`;
    await postJob(request, instituteAdmin, title);
    await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
    await expect(page.getByText(title)).toBeVisible();
    // From here the list's own calls never answer: what shows of it can only be what the phone kept.
    await page.route(/\/api\/jobs\?/, () => undefined);
    // Opened afresh (drawn; the fixture's goto waits for the takeover), and left as soon as the browser was idle
    // after it: before the screen settled and asked its list again.
    await page.goto('/jobseeker/search-jobs');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.goto('/jobseeker/dashboard');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Jobs', exact: true }).click();
    await menu.getByRole('link', { name: 'Search Jobs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
  });
});
