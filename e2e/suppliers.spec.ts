import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { expectAccessible, signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';
import { unique } from './support/api.ts';

/** A real 1×1 PNG: the server re-encodes it like any logo or photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** With SHOTS=1 the journey leaves screenshots for a person to look at. */
const SHOTS = process.env.SHOTS ? '/tmp/shots-feat/suppliers' : null;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Picks an option of a Mantine Select or MultiSelect; a MultiSelect's list is closed after (it stays open). */
async function choose(page: Page, label: string, option: string | RegExp, multi = false) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option.split(',')[0]!);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  if (multi) await page.keyboard.press('Escape');
}

async function pickImage(page: Page, button: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

async function addProduct(page: Page, supplierName: string, product: { name: string; price: string; min: string }) {
  // The page's own button: once the Products group of the menu has opened, the menu has a link of the same name.
  await page.getByRole('main').getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Product name' }).fill(product.name);
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveValue(supplierName);
  await choose(page, 'Category', 'Furniture');
  await page.getByRole('textbox', { name: 'Price (₹ per unit)' }).fill(product.price);
  await page.getByRole('textbox', { name: 'Minimum order' }).fill(product.min);
  await pickImage(page, 'Add images', `${product.name}.png`);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
}

test.describe('suppliers and products', () => {
  test('the super admin adds a supplier with a logo and two products; an institute admin finds it by category and district and asks for a quote', async ({
    page,
    instituteAdmin,
  }) => {
    // Two signed-in users and a dozen screens: about 45 s on a quiet machine, so the default minute is too tight.
    test.setTimeout(120_000);
    const id = unique();
    const supplierName = `Shree Ganesh Furniture ${id}`;
    const supplierEmail = `orders-${id}@ganesh-furniture.test`;

    await signInAt(page, '/suppliers/add', E2E.superAdmin.email, E2E.superAdmin.password, true);
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    await expect(page.getByText('Supplier name is required.')).toBeVisible();

    await pickImage(page, 'Add logo', 'ganesh-logo.png');
    await page.getByRole('textbox', { name: 'Supplier name' }).fill(supplierName);
    await choose(page, 'Categories', 'Furniture', true);
    await choose(page, 'Categories', 'Lab equipment', true);
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Prakash Jadhav');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98220 12345');
    await page.getByRole('textbox', { name: 'Email' }).fill(supplierEmail);
    await page.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZW');
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'District', 'Pune');
    await page.getByRole('textbox', { name: 'Address' }).fill('Plot 22, MIDC Bhosari, Pune 411026');
    await choose(page, 'Districts served', 'Pune, Maharashtra', true);
    await choose(page, 'Districts served', 'Satara, Maharashtra', true);
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    await expect(
      page.getByText('This GSTIN is not valid: its last character does not match.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZV');
    await shot(page, 'add-supplier');
    await page.getByRole('button', { name: 'Add Supplier' }).click();

    await expect(page.getByText('Supplier added successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: supplierName })).toBeVisible();
    await expect(page.getByRole('img', { name: `Logo of ${supplierName}` })).toBeVisible();
    await expect(page.getByText('Pune (Maharashtra), Satara (Maharashtra)')).toBeVisible();

    await addProduct(page, supplierName, { name: `Dual desk bench ${id}`, price: '4500', min: '20' });
    await expect(page.getByText('₹4,500 / piece')).toBeVisible();
    await page.getByRole('link', { name: supplierName }).first().click();
    await addProduct(page, supplierName, { name: `Lab stool ${id}`, price: '125000', min: '10' });
    await page.getByRole('textbox', { name: 'Search' }).fill(id);
    await expect(page.getByText('2 products')).toBeVisible();
    await expect(page.getByText('₹1,25,000 / piece')).toBeVisible();
    await shot(page, 'all-products');
    await expectAccessible(page);

    // An edit changes the price and takes the image off.
    await page.getByRole('link', { name: `Edit Lab stool ${id}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Price (₹ per unit)' }).fill('120000');
    await page.getByRole('button', { name: 'Remove images 1' }).click();
    await shot(page, 'edit-product');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(`Lab stool ${id}`);
    await expect(page.getByText('₹1,20,000 / piece')).toBeVisible();

    // The institute admin finds the supplier by category and district, and asks for a quote.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInAt(page, '/institute-admin/dashboard', instituteAdmin.email, instituteAdmin.password);
    // The dashboard counts the new supplier among those onboarded, and its card leads to them.
    await page.getByRole('link', { name: /^Suppliers Onboarded [1-9]\d*$/ }).click();
    await expect(page.getByRole('heading', { name: 'Browse Suppliers' })).toBeVisible();
    await choose(page, 'Category', 'Furniture');
    await choose(page, 'Delivers to state', 'Maharashtra');
    await choose(page, 'Delivers to district', 'Satara');
    await expect(page.getByRole('link', { name: supplierName })).toBeVisible();
    await shot(page, 'browse-suppliers');
    await expectAccessible(page);
    await choose(page, 'Delivers to district', 'Nagpur');
    await expect(page.getByRole('link', { name: supplierName })).toBeHidden();
    await choose(page, 'Delivers to district', 'Pune');
    await page.getByRole('link', { name: supplierName }).click();

    await expect(page.getByRole('heading', { name: supplierName })).toBeVisible();
    await expect(page.getByText(`Dual desk bench ${id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Ask for a Quote' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask ${supplierName} for a quote` });
    await dialog.getByRole('textbox', { name: `Quantity of Dual desk bench ${id}` }).fill('5');
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'District', 'Pune');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Forty benches for the new wing, before June.');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByText('The minimum order is 20 pieces.')).toBeVisible();
    await dialog.getByRole('textbox', { name: `Quantity of Dual desk bench ${id}` }).fill('40');
    await shot(page, 'enquiry-dialog');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page.getByText('Enquiry sent to the supplier.')).toBeVisible();

    const mail = await waitForMail(supplierEmail, /^Enquiry from .+ via School Portal$/);
    expect(mail.text).toContain(`Dual desk bench ${id}: 40 piece`);
    expect(mail.text).toContain('Forty benches for the new wing, before June.');
    expect(mail.text).toContain(instituteAdmin.email);

    // The supplier, with no account, answers from the link in the mail; the school reads the answer.
    const replyLink = /(http\S+\/enquiry-reply\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const supplierSide = await page.context().browser()!.newContext();
    const supplierPage = await supplierSide.newPage();
    await supplierPage.goto(replyLink);
    await expect(supplierPage.getByRole('heading', { name: /^Enquiry from / })).toBeVisible();
    await expect(supplierPage.getByText('Forty benches for the new wing, before June.')).toBeVisible();
    await supplierPage.getByRole('textbox', { name: 'Your reply' }).fill('₹2,150 a bench, delivery in three weeks.');
    await supplierPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(supplierPage.getByText('Your reply was sent.')).toBeVisible();
    await supplierSide.close();

    await page.goto('/suppliers/enquiries');
    await expect(page.getByText(`Dual desk bench ${id} × 40 piece`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Status of the enquiry to ${supplierName}` })).toHaveValue(
      'Answered',
    );
    await shot(page, 'enquiries');

    if (SHOTS) {
      // For a person to look at: a phone's width, then the dark theme.
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'enquiries-phone');
      await page.goto('/suppliers?category=furniture');
      await expect(page.getByRole('link', { name: supplierName })).toBeVisible();
      await shot(page, 'browse-phone');
      await page.getByRole('link', { name: supplierName }).click();
      await expect(page.getByText(`Lab stool ${id}`)).toBeVisible();
      await shot(page, 'detail-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Dark Mode' }).click();
      await shot(page, 'detail-dark');
      await page.goto('/suppliers');
      await shot(page, 'browse-dark');
    }
  });
});
