import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { schoolWithClerk } from './support/fee-school.ts';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, signInAt } from './support/pages.ts';

const SHOTS = process.env.FEES_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('fees', () => {
  test('a clerk sets up the fees, takes a part payment by UPI, prints the receipt and its PDF, cancels it, and the dues come back', async ({
    page,
    request,
    instituteAdmin,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { clerk, admissionNumber } = await schoolWithClerk(request, instituteAdmin);
    // Fee Manager: a tuition head, paid yearly by 10 April.
    await signInAt(page, '/settings/fee-manager', clerk.userId, clerk.password);
    await page.getByRole('textbox', { name: 'Fee head name' }).fill('Tuition Fee');
    await page.getByRole('checkbox', { name: /Tuition/ }).check();
    await page.getByRole('button', { name: 'Add fee head' }).click();
    await expect(page.getByText('Fee head added.')).toBeVisible();
    await choose(page, 'Fee structure of class', 'Class 3');
    await choose(page, 'Fee head', 'Tuition Fee');
    await choose(page, 'How often', 'Yearly');
    await page.getByRole('textbox', { name: 'Amount each time (₹)' }).fill('12500');
    await page.getByRole('textbox', { name: 'Due on day' }).fill('10');
    await page.getByRole('button', { name: 'Save fees of this head' }).click();
    const instalments = page.getByRole('table', { name: 'Instalments' });
    await expect(instalments).toContainText('10 Apr 2026');
    await expect(instalments).toContainText('₹12,500');
    await expect(page.getByText('Next receipt: 2026-27/000001')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'fee-manager');

    // Collect Fee: find the student by admission number and pay ₹5,000 of it by UPI.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await expect(page.getByText('Balance for the year')).toBeVisible();
    // Line by line, to pay part of it (the screen opens on "All overdue").
    await page.getByText('Choose dues', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Pay Tuition Fee Yearly' }).check();
    await page.getByRole('textbox', { name: 'Amount for Tuition Fee Yearly' }).fill('5000');
    await choose(page, 'Payment mode', 'UPI');
    await page.getByRole('textbox', { name: 'Transaction reference' }).fill('UPI-9988');
    await expectAccessible(page);
    await shot(page, 'collect-fee');
    await page.getByRole('button', { name: 'Collect ₹5,000' }).click();

    // The receipt: numbered for the year, the amount in words, ready to print and as a PDF.
    await expect(page).toHaveURL(/\/institute-user\/fee\/receipt\//);
    const receipt = page.getByLabel('Receipt');
    await expect(receipt).toContainText('2026-27/000001');
    await expect(receipt).toContainText('Rupees Five Thousand Only');
    await expect(receipt).toContainText('UPI (UPI-9988)');
    await expect(receipt).toContainText('Collected by: Lata Desai');
    await shot(page, 'receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    // Only the sheet is printed: the shell's menu and top bar are not.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await readFile(await (await download).path());
    const text = pdfText(pdf);
    expect(text).toContain('Receipt No. 2026-27/000001');
    expect(text).toContain('Rupees Five Thousand Only');
    expect(text).toContain('Mode: UPI (UPI-9988)');

    // Shared with the parent: a link, by WhatsApp or copied, that opens the receipt without signing in.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share with parent' }).click();
    const sharing = page.getByRole('dialog', { name: 'Share with parent' });
    const linkBox = sharing.getByRole('textbox', { name: 'Receipt link' });
    await expect(linkBox).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
    const link = await linkBox.inputValue();
    const whatsapp = await sharing.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    // To the guardian's own number (9847012345), in international form.
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919847012345\?text=/);
    const message = new URL(whatsapp!).searchParams.get('text')!;
    expect(message).toContain('fee receipt 2026-27/000001 for Arjun Nair, ₹5,000.');
    expect(message.endsWith(link)).toBe(true);
    await sharing.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page);
    await shot(page, 'share-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Share with parent' }).click();
    await expect(linkBox).toHaveValue(link);
    await page.keyboard.press('Escape');

    const parent = await browser.newContext();
    const parentPage = await parent.newPage();
    const violations: string[] = [];
    parentPage.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
    });
    await parentPage.goto(link);
    const sharedReceipt = parentPage.getByRole('article', { name: 'Receipt' });
    await expect(sharedReceipt).toContainText('2026-27/000001');
    await expect(sharedReceipt).toContainText('Arjun Nair');
    await expect(sharedReceipt).toContainText('Rupees Five Thousand Only');
    // The Print button is shown by the page's own script: it ran, within the content security policy.
    await expect(parentPage.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(parentPage);
    const parentDownload = parentPage.waitForEvent('download');
    await parentPage.getByRole('link', { name: 'Download PDF' }).click();
    expect(pdfText(await readFile(await (await parentDownload).path()))).toContain('Receipt No. 2026-27/000001');
    if (SHOTS) {
      await shot(parentPage, 'parent-receipt');
      await parentPage.setViewportSize({ width: 390, height: 844 });
      await shot(parentPage, 'parent-receipt-390');
      await parentPage.emulateMedia({ colorScheme: 'dark' });
      await shot(parentPage, 'parent-receipt-dark-390');
      await parentPage.emulateMedia({ colorScheme: 'light' });
    }

    // The parent's tuition-fee certificate for this financial year counts the ₹5,000 of tuition.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    const certificate = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tuition fee certificate' }).click();
    const certificateText = pdfText(await readFile(await (await certificate).path()));
    expect(certificateText).toContain('TUITION FEE CERTIFICATE');
    expect(certificateText).toContain('Student: Arjun Nair');
    expect(certificateText).toContain('Rupees Five Thousand Only');
    await page.getByRole('link', { name: '2026-27/000001' }).click();

    // Cancelled with a reason: the receipt stays, marked, and the ₹12,500 is due again.
    await page.getByRole('button', { name: 'Cancel receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel receipt' });
    await expect(dialog.getByRole('button', { name: 'Cancel receipt' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Keep receipt' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid by the wrong parent');
    await dialog.getByRole('button', { name: 'Cancel receipt' }).click();
    await expect(page.getByText('Receipt cancelled.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Paid by the wrong parent' })).toBeVisible();

    // The parent's link shows it cancelled; once revoked, it says the link is no longer valid.
    await parentPage.reload();
    await expect(parentPage.getByRole('status')).toContainText('CANCELLED · Paid by the wrong parent');
    await shot(parentPage, 'parent-receipt-cancelled-390');
    await page.getByRole('button', { name: 'Share with parent' }).click();
    await sharing.getByRole('button', { name: 'Revoke link' }).click();
    await sharing.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('The link no longer opens the receipt.')).toBeVisible();
    await parentPage.reload();
    await expect(parentPage.getByRole('heading', { name: 'This receipt link is no longer valid.' })).toBeVisible();
    await shot(parentPage, 'parent-link-revoked-390');
    expect(violations).toEqual([]);
    await parent.close();
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill('Arjun');
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await page.getByText('Choose dues', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Dues' })).toContainText('₹12,500');
    await expect(page.getByText('cancelled')).toBeVisible();

    // The defaulters report lists the whole school at once, and Class 3 alone lists the student: the whole ₹12,500 past its due date, with the guardian's phone.
    await page.getByRole('link', { name: 'Defaulters' }).click();
    await expect(page).toHaveURL(/\/institute-user\/fee\/defaulters$/);
    await expect(page.getByRole('table')).toContainText('Arjun Nair');
    await choose(page, 'Class', 'Class 3');
    const defaulters = page.getByRole('table');
    await expect(defaulters).toContainText('Arjun Nair');
    await expect(defaulters).toContainText('+91 98470 12345');
    await expect(defaulters).toContainText('₹12,500');
    await expect(defaulters).toContainText('10 Apr 2026');
    await expect(page.getByText(/^1 defaulter\b/)).toBeVisible();
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await readFile(await (await csv).path(), 'utf8')).toContain('Arjun Nair');
    await expectAccessible(page);
    await shot(page, 'defaulters');

    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'defaulters-390');
      await page.goto('/institute-user/fee/collect-fee');
      await page.getByRole('textbox', { name: 'Find student' }).fill('Arjun');
      await page.getByRole('button', { name: /Arjun Nair/ }).click();
      await page.getByText('Choose dues', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'Pay Tuition Fee Yearly' }).check();
      await shot(page, 'collect-fee-390');
      await page.getByRole('link', { name: '2026-27/000001' }).click();
      await expect(page.getByLabel('Receipt')).toBeVisible();
      await shot(page, 'receipt-390');
      await page.getByRole('button', { name: 'Share with parent' }).click();
      await expect(page.getByRole('textbox', { name: 'Receipt link' })).toBeVisible();
      await shot(page, 'share-dialog-390');
      await page.keyboard.press('Escape');
      await page.goto('/settings/fee-manager');
      await choose(page, 'Fee structure of class', 'Class 3');
      await expect(page.getByRole('table', { name: 'Instalments' })).toBeVisible();
      await shot(page, 'fee-manager-390');
      await page.goto('/institute-user/fee/defaulters');
      await choose(page, 'Class', 'Class 3');
      await expect(page.getByRole('table')).toContainText('Arjun Nair');
      await page.getByRole('button', { name: 'Dark Mode' }).click();
      await shot(page, 'defaulters-dark-390');
      await page.goto('/institute-user/fee/collect-fee');
      await page.getByRole('textbox', { name: 'Find student' }).fill('Arjun');
      await page.getByRole('button', { name: /Arjun Nair/ }).click();
      await shot(page, 'collect-fee-dark-390');
      await page.getByRole('link', { name: '2026-27/000001' }).click();
      await expect(page.getByLabel('Receipt')).toBeVisible();
      await shot(page, 'receipt-dark-390');
      await page.goto('/settings/fee-manager');
      await choose(page, 'Fee structure of class', 'Class 3');
      await expect(page.getByRole('table', { name: 'Instalments' })).toBeVisible();
      await shot(page, 'fee-manager-dark-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/settings/fee-manager');
      await choose(page, 'Fee structure of class', 'Class 3');
      await expect(page.getByRole('table', { name: 'Instalments' })).toBeVisible();
      await shot(page, 'fee-manager-dark');
    }
  });
});
