import type { Page } from '@playwright/test';
import { schoolWithClerk } from './support/fee-school.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, signInAt } from './support/pages.ts';

const SHOTS = process.env.FEES_SHOTS;

/** The page is no wider than the phone: nothing scrolls sideways but the tables inside their own box. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `wider than the phone; first elements past its edge: ${await pastTheEdge(page)}`,
    })
    .toBeLessThanOrEqual(390);
}

/** The elements that reach past the window while their parent does not: where a sideways scroll starts. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    return [...document.querySelectorAll('body *')]
      .filter(
        (e) => e.getBoundingClientRect().right > edge && (e.parentElement?.getBoundingClientRect().right ?? 0) <= edge,
      )
      .slice(0, 8)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} (${Math.round(e.getBoundingClientRect().right)} px)`,
      )
      .join('; ');
  });

/** At a phone's width, light then dark, each fitting; screenshots when FEES_SHOTS names a folder. */
async function phoneLightAndDark(page: Page, name: string, dark: string, light: string) {
  await expectFitsPhone(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390-light.png`, fullPage: true });
  await page.getByRole('button', { name: dark }).click();
  await expectFitsPhone(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390-dark.png`, fullPage: true });
  await page.getByRole('button', { name: light }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the fee counter in Hindi and Tamil', () => {
  test('a clerk opens Fee Manager at a phone’s width without sideways scrolling, switches to தமிழ், and Collect Fee and Fee Manager are in Tamil', async ({
    page,
    request,
    instituteAdmin,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { clerk, clerkToken, admissionNumber, classId, send } = await schoolWithClerk(request, instituteAdmin);
    const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
      name: 'Tuition Fee',
      isTuition: true,
    });
    await send('put', '/api/fees/structure', clerkToken, {
      classId,
      headId: head._id,
      frequency: 'monthly',
      amount: 1500,
      dueDay: 10,
    });
    // English first: Fee Manager with a class's structure shown fits a 390 px phone (it overflowed to 523 px).
    await signInAt(page, '/settings/fee-manager', clerk.userId, clerk.password);
    await page.getByRole('combobox', { name: 'Fee structure of class', exact: true }).click();
    await page.getByRole('option', { name: 'Class 3', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Instalments' })).toContainText('Tuition Fee · April');
    await phoneLightAndDark(page, 'fee-manager-en', 'Dark Mode', 'Light Mode');

    // The clerk chooses Tamil in the user menu; it is kept on the account.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    await page.goto('/institute-user/fee/collect-fee');
    await expect(page.getByRole('heading', { name: 'கட்டணம் வசூலி' })).toBeVisible();
    await page.getByRole('textbox', { name: 'மாணவரைத் தேடு' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await expect(page.getByText('ஆண்டின் மீதித் தொகை', { exact: true })).toBeVisible();
    // The month of an instalment the portal named is read in Tamil; the head is the school's own word.
    await expect(page.getByRole('table', { name: 'செலுத்துவது' })).toContainText('Tuition Fee · ஏப்ரல்');
    await page.getByText('நிலுவையைத் தேர்ந்தெடு', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Tuition Fee ஏப்ரல் செலுத்து', exact: true }).check();
    await expect(page.getByRole('button', { name: '₹1,500 வசூலி' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'செலுத்திய தேதி' })).toBeVisible();
    await expectAccessible(page);
    await phoneLightAndDark(page, 'collect-fee-ta', 'டார்க் மோட்', 'லைட் மோட்');

    await page.goto('/settings/fee-manager');
    await expect(page.getByRole('heading', { name: 'கட்டண மேலாளர்' })).toBeVisible();
    await page.getByRole('combobox', { name: 'எந்த வகுப்பின் கட்டண அமைப்பு', exact: true }).click();
    await page.getByRole('option', { name: 'Class 3', exact: true }).click();
    await expect(page.getByRole('table', { name: 'தவணைகள்' })).toContainText('₹1,500');
    await expect(page.getByRole('button', { name: 'கட்டணத் தலைப்பைச் சேர்' })).toBeVisible();
    await expect(page.getByText('தாமதக் கட்டண விதிகளை நிறுவன நிர்வாகி அமைப்பார்.')).toBeVisible();
    await expectAccessible(page);
    await phoneLightAndDark(page, 'fee-manager-ta', 'டார்க் மோட்', 'லைட் மோட்');

    // The institute admin's Fee Manager has the forms the clerk does not see (late fee rules, concessions, waivers): it fits too.
    const adminContext = await browser.newContext({ locale: 'en-IN' });
    const admin = await adminContext.newPage();
    await signInAt(admin, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    await admin.getByRole('combobox', { name: 'Fee structure of class', exact: true }).click();
    await admin.getByRole('option', { name: 'Class 3', exact: true }).click();
    await expect(admin.getByRole('form', { name: 'Late fee rule' })).toBeVisible();
    await phoneLightAndDark(admin, 'fee-manager-admin-en', 'Dark Mode', 'Light Mode');
    await adminContext.close();
  });
});
