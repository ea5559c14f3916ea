import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import type { LoginAnswer } from '@school-portal/contract';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function signIn(page: Page, identifier: string, password: string, superUser = false) {
  await page.goto(superUser ? '/superuserlogin' : '/login');
  await page.getByRole('textbox', { name: 'Email or User ID' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in without the sign-in screen, for journeys about what comes after it: the same POST the form sends,
 * its answer kept where the form keeps it (the session's local-storage keys and the account's language),
 * then the page opened at `to`. `language` is this browser's own choice, made before the screen opens.
 * The keys are written on a blank document of the portal's origin (answered here, never reaching the
 * server), so no script stays behind to sign the page in again after a Logout. Journeys about signing in
 * (auth.spec.ts, the landing after it, the toast it leaves, a refused sign-in) use signIn.
 */
export async function signInAt(
  page: Page,
  to: string,
  identifier: string,
  password: string,
  superUser = false,
  language?: string,
) {
  const res = await page.request.post(superUser ? '/api/auth/superuser/login' : '/api/auth/login', {
    data: { identifier, password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${identifier} answered ${res.status()}: ${await res.text()}`);
  const answer = (await res.json()) as LoginAnswer;
  await page.route('**/e2e-blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto('/e2e-blank');
  // The keys lib/session.ts's saveSession writes (the institute code for institute admins only), and the language.
  const keys = {
    authToken: answer.token,
    userId: answer.userId,
    role: answer.role,
    name: answer.name,
    instituteCode: answer.role === 'instituteAdmin' ? answer.instituteCode : null,
    language: language ?? answer.language,
  };
  await page.evaluate(
    (entries) => entries.forEach(([k, v]) => (v ? localStorage.setItem(k, v) : localStorage.removeItem(k))),
    Object.entries(keys),
  );
  // And their cookies, with which the server draws a teacher's first screen (lib/cookies.ts, decision 050).
  await page.context().addCookies(
    (['authToken', 'language'] as const).map((name) => ({
      name,
      value: keys[name],
      url: page.url(),
      sameSite: 'Lax' as const,
    })),
  );
  await page.unroute('**/e2e-blank');
  await page.goto(to);
}

/** The serious and critical accessibility violations on the page as it stands, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeViolations(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The node's own text and the colours axe measured name the element when a selector of class names cannot.
  const node = (n: (typeof bad)[number]['nodes'][number]) =>
    `${n.target.join(' ')} "${n.html
      .replace(/<[^>]*>/g, '')
      .trim()
      .slice(0, 40)}"${n.any[0]?.message ? ` [${n.any[0].message.slice(0, 120)}]` : ''}`;
  return bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map(node).join(', ')})`);
}

/**
 * axe-core's default rules on the page, violations only. The portal draws no frames, so axe runs in the page
 * itself, injected once per document: AxeBuilder's analyze() injects its source again on every call and
 * finishes each run in a new blank page, which cost 2-5 s a check (Nov 2026, load 15) against 0.1-0.5 s
 * here; with some 200 checks a run, that was the largest part of the end-to-end time. A page with frames
 * still goes through AxeBuilder, which reaches into them.
 */
async function axeViolations(page: Page): Promise<Pick<AxeResults, 'violations'>> {
  // The page as it settles: a toast fading in ("Link copied.", #696969 on #898989) or a calendar closing after
  // Tab failed the check half-way on a quiet machine. Loaders spin for ever and are not waited for.
  // Two seconds at most: a paused animation never finishes.
  await page.evaluate(() => {
    const settled = Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  if (page.frames().length > 1) return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }),
  );
}

/** Fails on any serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A screen at a desktop's and a phone's width, light and dark, when FEES_SHOTS names a folder. */
export async function shots(page: Page, name: string) {
  const SHOTS = process.env.FEES_SHOTS;
  if (!SHOTS) return;
  // Found by what it switches to, not by its name: the screen may be in Hindi or Tamil.
  const dark = page.locator('[data-scheme-toggle="dark"]:visible');
  const light = page.locator('[data-scheme-toggle="light"]:visible');
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark' && (await dark.isVisible())) await dark.click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  if (await light.isVisible()) await light.click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Types a day into one of the portal's date fields as a person in India writes it (05/06/2026 for
 * 5 June), whatever the browser's locale, and leaves the field so its calendar closes.
 */
export async function fillDate(field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await field.fill(`${day}/${month}/${year}`);
  await field.press('Tab');
}

/** Signs out through the user menu, as a person does, and waits for the sign-in screen. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Picks an option of a Mantine Select by its label, typing it first where the Select is searchable. */
export async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}
