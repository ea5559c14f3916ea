import type { Page } from '@playwright/test';
import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { expect, test } from './support/test.ts';
import { signInAt } from './support/pages.ts';
import { todayInIndia } from '@school-portal/contract';

const SHOTS = process.env.FEES_SHOTS;

/**
 * The Latin-script words left in the page's main content that are neither the school's own data (names,
 * class, admission number) nor the English words Indian schools use as they are: what is still untranslated.
 */
async function untranslated(page: Page, schoolWords: string[], selector = 'main') {
  const allowed = new Set([
    ...schoolWords.flatMap((w) => w.split(/[^A-Za-z]+/)),
    'CSV',
    'WhatsApp',
    'UPI',
    'UTR',
    'PDF',
    'QR',
    'ID',
  ]);
  const text = await page.locator(selector).first().innerText();
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !allowed.has(word));
}

/** At a phone's width nothing scrolls sideways: a clipped column or button would push the page wider. */
async function fitsPhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A screenshot to look at, when FEES_SHOTS names a folder. */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('fee reports and the parent’s pages in Hindi and Tamil', () => {
  test('a Hindi clerk opens Dues by Class and Defaulters at 390 px, and a Tamil parent opens the receipt link and the fee page', async ({
    page,
    browser,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(150_000);
    const { clerk, clerkToken, classId, studentId, admissionNumber, send } = await schoolWithClerk(
      request,
      instituteAdmin,
    );
    await yearlyTuition({ send, clerkToken, classId });
    const today = todayInIndia();
    const receipt = await send<{ _id: string; receiptNo: string }>('post', '/api/fees/receipts', clerkToken, {
      studentId,
      idempotencyKey: `lang-${Date.now()}`,
      paidOn: today,
      mode: 'cash',
      pay: { by: 'amount', amount: 5000 },
    });
    const { token } = await send<{ token: string }>('put', `/api/fees/receipts/${receipt._id}/link`, clerkToken);
    const feePage = await send<{ path: string }>('put', `/api/guardian-fees/students/${studentId}/link`, clerkToken);
    const schoolWords = [
      'Arjun Nair',
      'Suresh Nair',
      'Class 3',
      'Tuition Fee',
      'Lata Desai',
      admissionNumber,
      receipt.receiptNo,
    ];

    // The clerk chooses हिन्दी in the user menu, then reads the reports on a phone.
    await signInAt(page, '/institute-user/dashboard', clerk.userId, clerk.password);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/institute-user/fee/dues-by-class');
    await expect(page.getByRole('heading', { name: 'कक्षावार बकाया' })).toBeVisible();
    const classRow = page.getByRole('row', { name: /Class 3/ }).first();
    await expect(classRow).toContainText('₹12,500');
    await expect(classRow).toContainText('₹7,500');
    // Column headers from the catalogue (each a phone card's label); money keeps ₹ and Indian grouping.
    await expect(page.getByRole('columnheader', { name: 'अतिदेय', exact: true })).toBeAttached();
    await expect(page.getByText('लेट फ़ीस ₹0 सहित', { exact: false })).toBeVisible();
    expect(await untranslated(page, schoolWords)).toEqual([]);
    await fitsPhone(page);
    await shot(page, 'dues-by-class-hi-390-light');

    await page.goto('/institute-user/fee/defaulters');
    await expect(page.getByRole('heading', { name: 'फ़ीस बकायादार' })).toBeVisible();
    const defaulter = page.getByRole('row', { name: /Arjun Nair/ }).first();
    await expect(defaulter).toContainText('₹7,500');
    await expect(defaulter.getByRole('button', { name: 'WhatsApp पर याद दिलाएँ' })).toBeVisible();
    await expect(page.getByText('1 बकायादार')).toBeVisible();
    expect(await untranslated(page, schoolWords)).toEqual([]);
    await page.getByRole('button', { name: 'डार्क मोड' }).click();
    await fitsPhone(page);
    await shot(page, 'defaulters-hi-390-dark');
    await page.getByRole('button', { name: 'लाइट मोड' }).click();

    // The other fee screens, in Hindi too: nothing left in English but the school's own words.
    await page.goto(`/institute-user/fee/reports?from=${today}&to=${today}`);
    await expect(page.getByRole('heading', { name: 'फ़ीस वसूली' })).toBeVisible();
    await expect(page.getByText('लेट फ़ीस ₹0 सहित')).toBeVisible();
    expect(await untranslated(page, schoolWords)).toEqual([]);
    await page.goto(`/institute-user/fee/cash-summary?date=${today}`);
    await expect(page.getByRole('heading', { name: 'दिन के अंत का कैश सारांश' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lata Desai' })).toBeVisible();
    expect(await untranslated(page, schoolWords)).toEqual([]);
    await page.goto(`/institute-user/fee/card/${studentId}`);
    await expect(page.getByRole('heading', { name: 'छात्र फ़ीस कार्ड' })).toBeVisible();
    await expect(page.getByText('Tuition Fee · वार्षिक')).toBeVisible();
    expect(await untranslated(page, schoolWords)).toEqual([]);
    await page.goto(`/institute-user/fee/receipt/${receipt._id}`);
    const printed = page.getByRole('region', { name: 'रसीद' }).or(page.getByLabel('रसीद', { exact: true }));
    await expect(printed.first()).toContainText('पाँच हज़ार रुपये मात्र');
    expect(await untranslated(page, schoolWords, 'table')).toEqual([]);
    await fitsPhone(page);

    // The parent, signed out, with a phone set to Tamil: the receipt link and the fee page are in Tamil.
    const phone = await browser.newContext({
      locale: 'ta-IN',
      viewport: { width: 390, height: 844 },
      baseURL: new URL(page.url()).origin,
    });
    const parent = await phone.newPage();
    await parent.goto(`/r/${token}`);
    await expect(parent.locator('html')).toHaveAttribute('lang', 'ta');
    const sheet = parent.getByRole('article', { name: 'ரசீது' });
    await expect(sheet).toContainText('கட்டண ரசீது');
    await expect(sheet).toContainText('Tuition Fee · ஆண்டுக்கு ஒருமுறை');
    await expect(sheet).toContainText('₹5,000');
    await expect(sheet).toContainText('ஐயாயிரம் ரூபாய் மட்டும்');
    await expect(parent.getByRole('link', { name: 'PDF பதிவிறக்கு' })).toBeVisible();
    expect(
      await untranslated(
        parent,
        [...schoolWords, await parent.locator('h1').innerText(), await sheet.locator('.school').innerText()],
        'article',
      ),
    ).toEqual([]);
    await fitsPhone(parent);
    await shot(parent, 'receipt-link-ta-390-light');

    await parent.emulateMedia({ colorScheme: 'dark' });
    await parent.goto(feePage.path);
    await expect(parent.getByRole('heading', { name: 'இப்போது செலுத்த வேண்டியவை' })).toBeVisible();
    await expect(parent.getByText('இப்போது செலுத்த வேண்டிய மொத்தம்: ₹7,500')).toBeVisible();
    await expect(parent.getByRole('textbox', { name: 'UTR (12 இலக்கங்கள்)' })).toBeVisible();
    expect(await untranslated(parent, [...schoolWords, await parent.locator('h1').innerText()], 'article')).toEqual([]);
    await fitsPhone(parent);
    await shot(parent, 'fee-page-ta-390-dark');
    await phone.close();
  });
});
