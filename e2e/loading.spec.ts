import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E } from './support/env.ts';
import { signInAt } from './support/pages.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const ACTIVE_USERS_CODE = /\/ActiveUsersPage-[\w-]+\.js$/;

async function openActiveUsers(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Manage Accounts', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Active Users' }).click();
}

test.describe('loading screens', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/super-admin/dashboard', E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test("a menu link's screen starts downloading when the pointer reaches the link, before the click", async ({
    page,
  }) => {
    await sidebar(page).getByRole('button', { name: 'Manage Accounts', exact: true }).click();
    const download = page.waitForRequest(ACTIVE_USERS_CODE);
    await sidebar(page).getByRole('link', { name: 'Active Users' }).hover();
    await download;
    await expect(page).toHaveURL(/super-admin\/dashboard/);
  });

  test('a screen whose download failed is downloaded again when the user comes back to it', async ({ page }) => {
    await page.route(ACTIVE_USERS_CODE, (route) => route.abort());
    await openActiveUsers(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();

    await page.unroute(ACTIVE_USERS_CODE);
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Active Users' }).click();
    await expect(page.getByRole('heading', { name: 'Active Users' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('a tab left open across a new deployment reloads once and opens the screen', async ({ page }) => {
    await page.evaluate(() => ((window as unknown as { beforeDeployment: boolean }).beforeDeployment = true));
    // The new deployment: index.html starts another entry file, and this tab's page files are gone.
    await page.route(
      '/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-new.js'),
        });
      },
      { times: 1 },
    );
    await page.route(ACTIVE_USERS_CODE, (route) => route.fulfill({ status: 404 }), { times: 1 });

    await openActiveUsers(page);
    await expect(page.getByRole('heading', { name: 'Active Users' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { beforeDeployment?: boolean }).beforeDeployment),
    ).toBeUndefined();
  });
});

test("a first screen that fails to load says so in the reader's language", async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'ta'));
  await page.route(/\/ForgotPasswordPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/forgot-password');
  await expect(page.getByRole('alert').filter({ hasText: 'ஏதோ தவறு நடந்துவிட்டது' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'மீண்டும் ஏற்று' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
