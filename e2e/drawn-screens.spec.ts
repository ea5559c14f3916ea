import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAt, signOut } from './support/pages.ts';

/*
 * A teacher's first screen is drawn by the server into its page (apps/server plugins/draw.ts, decision 050): on a
 * phone's slow line her screen shows when the page and its styles have come, before the portal's code. The page
 * takes no input until that code has taken the drawn elements over (React's hydration). The token the server draws with is a cookie the
 * session keeps (lib/session.ts), gone with the session.
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const DRAWN = '#root > div[inert]';
/** What the app says in the console (main.tsx) each time its render differs from the server's and it draws afresh. */
const drawnAgainIn = (page: Page) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('The drawn screen was drawn again')) said.push(message.text());
  });
  return said;
};

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
  // The drawn theme switch reads as the theme is, and takes no tap yet: it is inert until the code has taken it over.
  const drawnSwitch = page.locator(DRAWN).getByRole('button', { name: 'Light Mode' });
  await expect(drawnSwitch).toBeVisible();
  await expect(drawnSwitch.click({ timeout: 1_000 })).rejects.toThrow(/Timeout/);
  if (process.env.DRAWN_SHOTS) await page.screenshot({ path: `${process.env.DRAWN_SHOTS}/drawn-dark.png` });
  const drawnAgain = drawnAgainIn(page);
  const drawnWelcome = await welcome.elementHandle();
  release();
  await expect(page.locator(DRAWN)).toHaveCount(0);
  await expect(welcome).toBeVisible();
  // The code took over the elements the server drew rather than drawing them again (React's hydration).
  expect(await drawnWelcome!.evaluate((element) => element.isConnected)).toBe(true);
  expect(drawnAgain).toEqual([]);
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

test('a drawn page asks nothing before its code runs; its screen then asks its lists afresh, once', async ({
  page,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
  // The signed-in page's own asking done: what follows is the reloaded page's.
  await page.waitForLoadState('networkidle');
  const asked: { url: string; beforeCode: boolean }[] = [];
  let codeAsked = false;
  page.on('request', (request) => {
    if (ENTRY.test(request.url())) codeAsked = true;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push({ url: pathname, beforeCode: !codeAsked });
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((a) => a.beforeCode)).toEqual([]);
  expect(asked.filter((a) => a.url === `/api/jobseeker-profile/${jobseeker.userId}`)).toHaveLength(1);
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

test("a desktop browser narrowed to a phone's width is drawn a desktop's screen, which the app then draws again as a phone's", async ({
  page,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  const drawnAgain = drawnAgainIn(page);
  // The server cannot see the width: a desktop's browser gets the desktop's layout, filters beside the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator(DRAWN)).toHaveCount(0);
  await expect.poll(() => drawnAgain.length).toBeGreaterThan(0);
  // Drawn afresh for the width it has: the filters behind their button, as on any phone; and it answers taps.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a drawn wide dashboard, taken over with her menu's group closed, changes theme and opens the group", async ({
  page,
  jobseeker,
}) => {
  const welcome = page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`);
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(welcome).toBeVisible();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  const drawnAgain = drawnAgainIn(page);
  // Opened afresh: drawn by the server with the menu beside the screen, its Jobs group closed.
  await page.reload();
  await expect(page.locator(DRAWN)).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Applied Jobs' })).toBeHidden();
  expect(drawnAgain).toEqual([]);
  // A change of theme redraws the portal's providers over the whole screen, the closed group too; the screen stays.
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(welcome).toBeVisible();
  await menu.getByRole('button', { name: 'Jobs', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Applied Jobs' })).toBeVisible();
  await expect(welcome).toBeVisible();
  expect(failures).toEqual([]);
});

test("a drawn wide Browse Jobs, taken over whole, shows her first toast and closes and opens its menu's group", async ({
  page,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
  const drawnAgain = drawnAgainIn(page);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // Opened afresh: drawn by the server with her filters beside the list and the menu beside them.
  await page.goto('/jobseeker/search-jobs?q=Sanskrit%20PRT%20Jabalpur');
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  expect(drawnAgain).toEqual([]);
  // Her first toast redraws the portal's providers over the whole screen; the screen stays.
  await page.getByRole('button', { name: 'Alert me about new jobs' }).first().click();
  await expect(page.getByText('Job alert on', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  // The menu's group of the page, drawn open, closes and opens again.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const jobs = menu.getByRole('button', { name: 'Jobs', exact: true });
  await expect(menu.getByRole('link', { name: 'Applied Jobs' })).toBeVisible();
  await jobs.click();
  await expect(menu.getByRole('link', { name: 'Applied Jobs' })).toBeHidden();
  await jobs.click();
  await expect(menu.getByRole('link', { name: 'Applied Jobs' })).toBeVisible();
  expect(failures).toEqual([]);
});
