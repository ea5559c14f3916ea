import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E } from './support/env.ts';
import { apiAs, instituteClerk } from './support/office.ts';
import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { inDays, tokenOf } from './support/api.ts';
import { seriousViolations, signIn } from './support/pages.ts';
import { menuLinks, open } from './support/sweep.ts';

/*
 * The axe sweep: every screen of every role's menu, and the signed-out screens, in both themes, with no
 * serious or critical violation. The screens come from the menu on the page, so a new screen is swept
 * as soon as it has a menu link.
 */

const SCHEMES = ['light', 'dark'] as const;

/**
 * The screen as it stands, in both themes. The theme is the attribute Mantine's styles key on, switched in
 * place: one visit per screen instead of two keeps the sweep (every screen of four roles) within CI's time.
 * Colour transitions are stopped first: switched in place, a control that fades its colour (a segmented
 * control's label, 200 ms) was measured half-way, #383838 on #3b3b3b, on a loaded CI machine (Nov 2026).
 */
async function violationsInBothThemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (const scheme of SCHEMES) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    for (const line of await seriousViolations(page)) found.push(`${label} (${scheme}) — ${line}`);
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
  return found;
}

async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    found.push(...(await violationsInBothThemes(page, path)));
  }
  return found;
}

/** Signs in and sweeps every screen of the menu the account sees. */
async function sweepMenuOf(page: Page, identifier: string, password: string, superUser = false): Promise<string[]> {
  await signIn(page, identifier, password, superUser);
  await expect(page).toHaveURL(/dashboard$/);
  return sweep(page, await menuLinks(page));
}

test.describe('axe sweep, light and dark theme', () => {
  test.beforeEach(() => {
    test.setTimeout(600_000);
  });

  test('the signed-out screens', async ({ page }) => {
    const found = await sweep(page, [
      '/login',
      '/superuserlogin',
      '/register',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
    ]);
    for (const role of ['instituteAdmin', 'jobseeker']) {
      await open(page, '/register');
      await page.getByRole('combobox', { name: 'Role' }).selectOption(role);
      await page.getByRole('button', { name: 'Register' }).click();
      found.push(...(await violationsInBothThemes(page, `/register (${role}, errors shown)`)));
    }
    expect(found).toEqual([]);
  });

  test('every screen of the super admin', async ({ page }) => {
    expect(await sweepMenuOf(page, E2E.superAdmin.email, E2E.superAdmin.password, true)).toEqual([]);
  });

  test('every screen of an institute admin', async ({ page, instituteAdmin }) => {
    expect(await sweepMenuOf(page, instituteAdmin.userId, instituteAdmin.password)).toEqual([]);
  });

  test('every screen of an institute user', async ({ page, request, instituteAdmin }) => {
    const { clerk } = await instituteClerk(request, instituteAdmin);
    expect(await sweepMenuOf(page, clerk.userId, clerk.password)).toEqual([]);
  });

  test('every screen of a job seeker', async ({ page, jobseeker }) => {
    expect(await sweepMenuOf(page, jobseeker.email, jobseeker.password)).toEqual([]);
  });

  // With data, the colours an empty account never shows: a defaulter's links and amounts, an "Applied" badge.
  test('the office with a student owing fees since April', async ({ page, request, instituteAdmin }) => {
    const { clerk, clerkToken, classId, send } = await schoolWithClerk(request, instituteAdmin);
    await yearlyTuition({ send, clerkToken, classId });
    expect(await sweepMenuOf(page, clerk.userId, clerk.password)).toEqual([]);
  });

  test('a job seeker who applied to a job and saved it', async ({ page, request, instituteAdmin, jobseeker }) => {
    const asSchool = apiAs(request, await tokenOf(request, instituteAdmin));
    const { job } = await asSchool<{ job: { _id: string } }>('post', '/api/jobs', {
      title: 'PGT Physics',
      position: 'PGT Physics',
      subject: 'Physics',
      lastDateToApply: inDays(10),
    });
    const asTeacher = apiAs(request, await tokenOf(request, jobseeker));
    await asTeacher('put', `/api/saved-jobs/${job._id}`);
    await asTeacher('post', `/api/jobs/${job._id}/apply`, {});
    expect(await sweepMenuOf(page, jobseeker.email, jobseeker.password)).toEqual([]);
  });
});
