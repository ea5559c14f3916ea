import { expect, test } from './support/test.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, signInAt } from './support/pages.ts';

test.describe('backend service status', () => {
  test('the super admin opens the status screen and sees every part, backups needing attention', async ({ page }) => {
    await signInAt(page, '/super-admin/dashboard', E2E.superAdmin.email, E2E.superAdmin.password, true);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Backend Service Status' })
      .click();
    await expect(page).toHaveURL(/\/super-admin\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Backend Service Status' })).toBeVisible();
    await expect(page.getByText(/^Last checked /)).toBeVisible();

    const database = page.getByRole('region', { name: 'Database' });
    await expect(database.getByText('Healthy')).toBeVisible();
    await expect(database.getByRole('row', { name: 'Kind pglite' })).toBeVisible();
    // The e2e server delivers mail to a local catcher, so mail and its worker are healthy too.
    for (const name of ['Migrations', 'Mail delivery', 'Background jobs']) {
      await expect(page.getByRole('region', { name }).getByText('Healthy')).toBeVisible();
    }
    // This server has not backed up yet, and its backups would share the data's disk: both need attention.
    await expect(page.getByRole('region', { name: 'Backups' }).getByText('Attention')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Some services need attention' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page);
  });

  test('Refresh checks again at once', async ({ page }) => {
    await signInAt(page, '/super-admin/status', E2E.superAdmin.email, E2E.superAdmin.password, true);
    await expect(page.getByRole('region', { name: 'Database' }).getByText('Healthy')).toBeVisible();
    const checkedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/status' && r.ok());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await checkedAgain;
    await expect(page.getByRole('region', { name: 'Database' }).getByText('Healthy')).toBeVisible();
  });
});
