import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { approvedAccount, completeProfile, INSTITUTE_PROFILE, retire, type Registered } from './support/api.ts';
import { photo, postAd } from './support/vehicles.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, fillDate, signInAt } from './support/pages.ts';

/** Picks an option of a Mantine select by typing (searchable) or opening it. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A page of its own (its own session) for one more user of the journey. */
async function pageAs(browser: Browser, to: string, who: { email: string; password: string }, superUser = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, to, who.email, who.password, superUser);
  return page;
}

/** A second institute with a complete profile: the buyer. */
async function otherInstitute(request: APIRequestContext): Promise<Registered> {
  const buyer = await approvedAccount(request, 'instituteAdmin');
  await completeProfile(request, 'instituteAdmin', buyer);
  return buyer;
}

test.describe('school-bus marketplace', () => {
  test('a school sells a bus: approved from the dialog, found in Buy with a filter, enquired about, then sold', async ({
    page,
    instituteAdmin,
    browser,
    request,
  }) => {
    // Two signed-in users and a dozen screens: about 45 s on a quiet machine, so the default minute is too tight.
    test.setTimeout(120_000);
    const regNo = `MH12SB${Date.now().toString().slice(-4)}`;
    await signInAt(page, '/institute-admin/dashboard', instituteAdmin.email, instituteAdmin.password);
    await page.getByRole('button', { name: 'Vehicle' }).click();
    await page.getByRole('link', { name: 'Sell Vehicle' }).click();
    await expect(page.getByRole('heading', { name: 'Sell Vehicle' })).toBeVisible();

    // Sending an empty form names what is missing, photos included.
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText('Registration number is required.')).toBeVisible();
    await expect(page.getByText('Add at least one photo of the bus.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Registration number' }).fill(regNo);
    await page.getByRole('textbox', { name: 'Make' }).fill('Tata');
    await page.getByRole('textbox', { name: 'Model' }).fill('Starbus Ultra');
    await page.getByRole('textbox', { name: 'Year of manufacture' }).fill('2019');
    await choose(page, 'Fuel', 'CNG');
    await page.getByRole('textbox', { name: 'Seating capacity' }).fill('41');
    await page.getByRole('textbox', { name: 'Kilometres driven' }).fill('120000');
    await page.getByRole('textbox', { name: 'Price (₹)' }).fill('1250000');
    await expect(page.getByText('₹12,50,000')).toBeVisible();
    await page.getByRole('switch', { name: 'Price is negotiable' }).check();
    await fillDate(page.getByLabel('Insurance'), '2027-03-31');
    await fillDate(page.getByLabel('Fitness (FC)'), '2024-01-31');
    for (const item of [
      'GPS',
      'Camera',
      'Speed governor',
      'First-aid box',
      'Fire extinguisher',
      'Emergency exit',
      'Yellow body with the school name',
    ])
      await page.getByRole('switch', { name: item }).check();
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'District', 'Pune');
    await page.getByRole('textbox', { name: 'Owner name' }).fill('Anita Deshmukh');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98220 12345');
    await page.getByRole('textbox', { name: 'Address' }).fill('12 Baner Road, Pune 411045');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photos' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#f5c400') },
      { name: 'inside.jpg', mimeType: 'image/jpeg', buffer: await photo('#334455') },
    ]);
    await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    // The inside shot becomes the main photo.
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send for approval' }).click();

    await expect(page).toHaveURL(/\/institute-admin\/manage-ads$/);
    await expect(page.getByText('Your ad was sent for approval.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: regNo });
    await expect(row.getByText('Pending approval')).toBeVisible();

    // The super admin approves it from the dialog.
    const admin = await pageAs(browser, '/super-admin/dashboard', E2E.superAdmin, true);
    await admin.getByRole('button', { name: 'Ads Approvals' }).click();
    await admin.getByRole('link', { name: 'Pending Ads' }).click();
    await expect(admin.getByRole('heading', { name: 'Pending Vehicle Ads for Approval' })).toBeVisible();
    const card = admin.locator('.mantine-Card-root').filter({ hasText: 'Tata Starbus Ultra (2019)' });
    await card.getByRole('button', { name: 'Review' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText(regNo)).toBeVisible();
    await expect(dialog.getByRole('img', { name: /photo 1 of 2/ })).toBeVisible();
    await expect(dialog.getByText('31 Jan 2024 (expired)')).toBeVisible();
    await expect(dialog.getByText('N/A').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Ad approved successfully')).toBeVisible();
    await expect(card).toHaveCount(0);

    // Another school finds it in Buy with a filter, and sends an enquiry.
    const buyer = await otherInstitute(request);
    const shop = await pageAs(browser, '/institute-admin/buy', buyer);
    await choose(shop, 'State', 'Maharashtra');
    await expect(shop).toHaveURL(/state=MH/);
    await choose(shop, 'Fuel', 'CNG');
    await expect(shop).toHaveURL(/state=MH&fuel=cng/);
    const forSale = shop.locator('.mantine-Card-root').filter({ hasText: 'Tata Starbus Ultra (2019)' });
    await expect(forSale.getByText('₹12,50,000')).toBeVisible();
    await forSale.getByRole('button', { name: 'View Tata Starbus Ultra (2019)' }).click();
    const detail = shop.getByRole('dialog');
    await expect(detail.getByText('+91 98220 12345')).toBeVisible();
    await detail.getByRole('textbox', { name: 'Message' }).fill('Can we inspect the bus on Saturday morning?');
    // The call-back phone starts as the buyer school's own (its profile's), and stays editable.
    await expect(detail.getByRole('textbox', { name: 'Your phone' })).toHaveValue(INSTITUTE_PROFILE.phone);
    await detail.getByRole('textbox', { name: 'Your phone' }).fill('9845012345');
    await detail.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(detail.getByText('Your enquiry was sent to the seller.')).toBeVisible();

    // The seller's bell notice opens the ad with its enquiries; closing it goes back where the seller was.
    await page.goto('/institute-admin/dashboard');
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('button', { name: /sent an enquiry about your ad for Tata Starbus Ultra/ }).click();
    await expect(page).toHaveURL(/\/institute-admin\/manage-ads\?review=/);
    await expect(page.getByRole('dialog').getByText('Can we inspect the bus on Saturday morning?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/institute-admin\/dashboard$/);

    // The seller marks the bus sold.
    await page.goto('/institute-admin/manage-ads');
    await row.getByRole('button', { name: 'Mark as sold' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sold' }).click();
    await expect(row.getByText('Sold')).toBeVisible();

    // It leaves Buy.
    await shop.reload();
    await expect(shop.getByText('No ads match your filters.')).toBeVisible();
    await shop.context().close();
    await admin.context().close();
    await retire(request, buyer.userId);
  });

  test('a rejected ad shows its reason to the seller', async ({ page, instituteAdmin, browser, request }) => {
    const regNo = `MH31RJ${Date.now().toString().slice(-4)}`;
    await postAd(request, instituteAdmin, regNo);

    const admin = await pageAs(browser, '/super-admin/pending-ads-approval', E2E.superAdmin, true);
    await admin
      .locator('.mantine-Card-root')
      .filter({ hasText: regNo })
      .getByRole('button', { name: 'Review' })
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The RC book photo is missing.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByRole('dialog', { name: 'Reject this ad?' }).getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('Ad rejected successfully')).toBeVisible();
    await admin.goto('/super-admin/rejected-ads');
    await expect(
      admin.getByRole('row').filter({ hasText: regNo }).getByText('The RC book photo is missing.'),
    ).toBeVisible();
    await admin.context().close();

    await signInAt(page, '/institute-admin/manage-ads', instituteAdmin.email, instituteAdmin.password);
    const row = page.getByRole('row').filter({ hasText: regNo });
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.getByText('Reason: The RC book photo is missing.')).toBeVisible();
    // Told in the app too, with the reason.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText(/was rejected\. Reason: The RC book photo is missing\./)).toBeVisible();
    await page.keyboard.press('Escape');

    // Edited, it goes back for approval with its photo kept.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: /^Edit ad AD-/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Price (₹)' }).fill('750000');
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await expect(page.getByText('Your changes were saved and the ad was sent for approval again.')).toBeVisible();
    await expect(row.getByText('Pending approval')).toBeVisible();
    await expect(row.getByText('₹7,50,000')).toBeVisible();
  });
});
