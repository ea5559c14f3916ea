import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAt } from './support/pages.ts';
import { E2E } from './support/env.ts';

/*
 * A signed-in screen's page asks the screen's first calls as it is read, before the portal's code has arrived
 * (apps/web/vite/early-calls.ts, app/first-calls.ts; decision 030), and the screen takes those answers instead of
 * asking again (lib/early-answers.ts). Every journey runs under the Content Security Policy (support/test.ts):
 * the page's script runs by its hash.
 */

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Signed in as the form signs in, on a blank page of the portal's origin: the screen is then opened afresh. Without
 * the token's cookie, so the server sends the page undrawn (a drawn page comes with its answers and asks nothing
 * early, decision 050: drawn-screens.spec.ts), as for a session from before the cookie or another role's screens.
 */
async function signedIn(page: Page, account: { email: string; password: string }, superAdmin = false) {
  await page.route('**/e2e-idle', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await signInAt(page, '/e2e-idle', account.email, account.password, superAdmin);
  await page.context().clearCookies({ name: 'authToken' });
}

/** The API calls the page makes, as they start. */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

/**
 * Holds the entry script back (at most `ms`) and tells whether `url` was asked for before it ran: before the entry
 * was asked for (a drawn page asks for it once its styles are in, decision 050) or while it was held.
 */
async function holdEntry(page: Page, url: RegExp, ms: number) {
  let askedBeforeEntry = false;
  let asked = false;
  page.on('request', (request) => {
    if (url.test(request.url())) asked = true;
  });
  await page.route(ENTRY, async (route) => {
    askedBeforeEntry =
      asked ||
      (await page.waitForRequest(url, { timeout: ms }).then(
        () => true,
        () => false,
      ));
    await route.continue();
  });
  return () => askedBeforeEntry;
}

test("a teacher's dashboard asks its lists from its page, before the portal's code runs, and each once", async ({
  page,
  jobseeker,
}) => {
  await signedIn(page, jobseeker);
  const profile = new RegExp(`/api/jobseeker-profile/${jobseeker.userId}$`);
  const asked = await holdEntry(page, profile, 5_000);
  const calls = apiCalls(page);
  await page.goto('/jobseeker/dashboard');
  await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
  expect(asked(), 'the profile was asked while the entry script was held back').toBe(true);
  await page.waitForLoadState('networkidle');
  const count = (path: RegExp) => calls.filter((c) => path.test(new URL(c.url()).pathname + new URL(c.url()).search));
  expect(count(profile)).toHaveLength(1);
  expect(count(/^\/api\/auth\/me$/)).toHaveLength(1);
  expect(count(/^\/api\/notifications\?userId=/)).toHaveLength(1);
});

test("the super admin's dashboard asks its figures and the backups' state from its page, each once", async ({
  page,
}) => {
  await signedIn(page, E2E.superAdmin, true);
  const status = /\/api\/status$/;
  const asked = await holdEntry(page, status, 5_000);
  const calls = apiCalls(page);
  await page.goto('/super-admin/dashboard');
  await expect(page.getByText('Pending Approvals')).toBeVisible();
  expect(asked(), "the backups' state was asked while the entry script was held back").toBe(true);
  await page.waitForLoadState('networkidle');
  const paths = calls.map((c) => new URL(c.url()).pathname);
  for (const path of ['/api/status', '/api/admin/summary', '/api/moderation/summary'])
    expect(
      paths.filter((p) => p === path),
      path,
    ).toHaveLength(1);
});

test('a screen opened with a query string asks as before, from its code', async ({ page, jobseeker }) => {
  await signedIn(page, jobseeker);
  const asked = await holdEntry(page, /\/api\/jobs\?/, 1_500);
  const calls = apiCalls(page);
  await page.goto('/jobseeker/search-jobs?subject=mathematics');
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  await expect.poll(() => calls.filter((c) => c.url().includes('/api/jobs?')).length).toBe(1);
  expect(asked()).toBe(false);
  expect(calls.find((c) => c.url().includes('/api/jobs?'))!.url()).toContain('subject=mathematics');
});

test('a signed-out visitor of a signed-in screen asks nothing and is sent to sign in', async ({ page }) => {
  const calls = apiCalls(page);
  await page.goto('/jobseeker/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(calls.map((c) => c.url())).toEqual([]);
});

test("a token the server no longer honours: the page's early answer is the app's 401, and the teacher signs in again", async ({
  page,
  jobseeker,
}) => {
  await signedIn(page, jobseeker);
  await page.evaluate(() => localStorage.setItem('authToken', 'not-a-token-the-server-made'));
  const calls = apiCalls(page);
  await page.goto('/jobseeker/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // Each first call asked once, by the page: the app took the refusals instead of asking again.
  const urls = calls.map((c) => new URL(c.url()).pathname);
  expect(urls.filter((u) => u === '/api/auth/me')).toHaveLength(1);
  expect(urls.filter((u) => u === `/api/jobseeker-profile/${jobseeker.userId}`)).toHaveLength(1);
});
