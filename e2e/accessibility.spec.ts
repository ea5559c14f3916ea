import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { instituteClerk } from './support/office.ts';
import { signIn } from './support/pages.ts';
import { menuLinks, open, violationsInBothThemes } from './support/sweep.ts';

/*
 * The axe sweep: every screen of every role's menu, in both themes, with no serious or critical violation. The
 * screens come from the menu on the page, so a new screen is swept as soon as it has a menu link.
 *
 * Here the accounts as they begin, with nothing yet (the empty lists and first steps only they show). The
 * signed-out screens, the super admin, and the office and the job seeker with data (the colours an empty account
 * never shows: a defaulter's links and amounts, an "Applied" badge) are swept by languages-phone-sweep.spec.ts in
 * its English pass, on the visit it makes to each screen anyway (2026-11-29: one visit a screen instead of two).
 */

async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    found.push(...(await violationsInBothThemes(page, path)));
  }
  return found;
}

/** Signs in and sweeps every screen of the menu the account sees. */
async function sweepMenuOf(page: Page, identifier: string, password: string): Promise<string[]> {
  await signIn(page, identifier, password);
  await expect(page).toHaveURL(/dashboard$/);
  return sweep(page, await menuLinks(page));
}

test.describe('axe sweep, light and dark theme', () => {
  test.beforeEach(() => {
    test.setTimeout(600_000);
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
});
