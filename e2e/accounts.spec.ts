import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerAccount } from './support/api.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, signInAt } from './support/pages.ts';

async function asSuperAdmin(page: Page, to = '/super-admin/dashboard') {
  await signInAt(page, to, E2E.superAdmin.email, E2E.superAdmin.password, true);
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page.getByText(/^1 account/)).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('super admin account management', () => {
  test('the dashboard counts pending registrations and links to them', async ({ page, request }) => {
    await registerAccount(request, 'jobseeker');
    await asSuperAdmin(page);
    const card = page.getByRole('link', { name: /^Pending Approvals \d+$/ });
    await expect(card).toBeVisible();
    expect(Number((await card.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /^Schools Registered \d+$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Job Aspirents Registered \d+$/ })).toBeVisible();
    await expectAccessible(page);
    await card.click();
    await expect(page).toHaveURL(/pending-registrations/);
  });

  test('approving from the review dialog activates the account and removes it from the list', async ({
    page,
    request,
  }) => {
    const applicant = await registerAccount(request, 'jobseeker');
    await asSuperAdmin(page, '/super-admin/pending-registrations');
    await search(page, applicant.email);
    await row(page, applicant.email).click();
    const dialog = page.getByRole('dialog', { name: 'Review Registration' });
    await expect(dialog.getByText(applicant.userId)).toBeVisible();
    await expect(dialog.getByText('The profile has not been completed yet.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('User approved successfully!')).toBeVisible();
    await expect(row(page, applicant.email)).toHaveCount(0);

    const login = await request.post('/api/auth/login', {
      data: { identifier: applicant.email, password: applicant.password },
    });
    expect(login.status()).toBe(200);
  });

  test('a rejection keeps its reason and can be reopened', async ({ page, request }) => {
    const applicant = await registerAccount(request, 'instituteAdmin');
    await asSuperAdmin(page, '/super-admin/pending-registrations');
    await search(page, applicant.userId);
    await row(page, applicant.userId).getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Registration' });
    await dialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('Institute code does not match UDISE records');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByRole('dialog', { name: 'Reject this registration?' })
      .getByRole('button', { name: 'Reject' })
      .click();
    await expect(page.getByText('User rejected successfully!')).toBeVisible();

    await page.goto('/super-admin/rejected-registrations');
    await search(page, applicant.userId);
    await expect(row(page, applicant.userId)).toContainText('Institute code does not match UDISE records');
    await expectAccessible(page);
    await row(page, applicant.userId).getByRole('button', { name: 'Reopen' }).click();
    // Reopening asks first, in the same dialog style as every decision.
    await page.getByRole('dialog', { name: 'Reopen Registration' }).getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByText('User reopened successfully!')).toBeVisible();
    await expect(row(page, applicant.userId)).toHaveCount(0);

    await page.goto('/super-admin/pending-registrations');
    await search(page, applicant.userId);
    await row(page, applicant.userId).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Review Registration' })
        .getByText('Reason: Institute code does not match UDISE records'),
    ).toBeVisible();
  });

  test('a suspended user cannot sign in until unsuspended', async ({ page, request, jobseeker }) => {
    await asSuperAdmin(page, '/super-admin/active-users');
    await search(page, jobseeker.email);
    await row(page, jobseeker.email).getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend User' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended successfully!')).toBeVisible();

    const refused = await request.post('/api/auth/login', {
      data: { identifier: jobseeker.email, password: jobseeker.password },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain('suspended');

    await page.goto('/super-admin/suspended-users');
    await search(page, jobseeker.email);
    page.once('dialog', (d) => void d.accept());
    await row(page, jobseeker.email).getByRole('button', { name: 'Unsuspend' }).click();
    await expect(page.getByText('User unsuspended successfully!')).toBeVisible();
    const allowed = await request.post('/api/auth/login', {
      data: { identifier: jobseeker.email, password: jobseeker.password },
    });
    expect(allowed.status()).toBe(200);
  });

  test('the profile picture must be a JPG or PNG of at most 2 MB', async ({ page }) => {
    await asSuperAdmin(page, '/superProfile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expectAccessible(page);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2_200_000)]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('File size should not exceed 2MB.')).toBeVisible();

    const gifChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await gifChooser).setFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Only JPG, JPEG, and PNG files are allowed.')).toBeVisible();

    // A real picture: the server re-encodes it and refuses a file that only starts like a PNG.
    const small = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const okChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await okChooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: small });
    await expect(page.getByRole('status').filter({ hasText: 'Updated' })).toBeVisible();
  });

  test('the profile name is required, and Cancel restores the saved values', async ({ page }) => {
    await asSuperAdmin(page, '/superProfile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await name.fill('Changed But Cancelled');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Changed But Cancelled')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Anita Desai');
    await page.getByRole('textbox', { name: 'Phone' }).fill('9900112233');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Anita Desai')).toBeVisible();
  });

  test('at a phone’s width each account is a card, the page does not scroll sideways, and the search stays in the address', async ({
    page,
    request,
  }) => {
    const applicant = await registerAccount(request, 'jobseeker');
    await page.setViewportSize({ width: 390, height: 844 });
    await asSuperAdmin(page, '/super-admin/pending-registrations');
    await search(page, applicant.email);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(applicant.email).replace(/\./g, '\\.')}`));
    const card = row(page, applicant.email);
    // The card's heading is the applicant's name; every other value is labelled.
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expect(card.getByRole('cell', { name: applicant.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(applicant.email);
    await expect(card).toHaveCount(1);
  });
});
