import type { APIRequestContext, Page } from '@playwright/test';
import { type Registered, tokenOf, unique } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { apiAs, instituteClerk } from './support/office.ts';
import { expectAccessible, signInAt } from './support/pages.ts';

const SHOTS = process.env.FEES_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page as it stands at a phone's width, light and dark, and back to the desktop's light. */
async function phoneShots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout settles into cards after the resize.
  await page.waitForTimeout(500);
  await shot(page, `${name}-390`);
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await shot(page, `${name}-dark-390`);
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** This year's Class 3 with ₹12,500 of tuition due on 10 April 2026, one student in it, and a clerk, made through the API. */
async function classWithFees(request: APIRequestContext, admin: Registered) {
  const id = unique();
  const { clerk } = await instituteClerk(request, admin, id);
  const send = apiAs(request, await tokenOf(request, admin));
  await send('post', '/api/academic-years', { startYear: 2026 });
  const [year] = await send<{ _id: string }[]>('get', '/api/academic-years');
  const cls = await send<{ _id: string; sections: { _id: string }[] }>('post', '/api/classes', {
    academicYearId: year!._id,
    name: 'Class 3',
    sections: [{ name: 'A' }],
  });
  const head = await send<{ _id: string }>('post', '/api/fees/heads', { name: 'Tuition Fee', isTuition: true });
  await send('put', '/api/fees/structure', {
    classId: cls._id,
    headId: head._id,
    frequency: 'yearly',
    amount: 12_500,
    dueDay: 10,
  });
  await send('post', '/api/students', {
    admissionNumber: `R-${id}`,
    name: 'Diya Menon',
    gender: 'female',
    dob: '2018-02-11',
    sectionId: cls.sections[0]!._id,
    guardianName: 'Anil Menon',
    guardianPhone: '9847098765',
    admissionDate: '2026-04-01',
  });
  return { admissionNumber: `R-${id}`, clerk };
}

test.describe('fee concessions and late fees', () => {
  test('the admin sets a late fee rule and a concession; the counter shows both, collects the late fee, and the receipt lists it', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(90_000);
    const { admissionNumber, clerk } = await classWithFees(request, instituteAdmin);
    // Fee Manager: ₹10 a day late, at most ₹300; a 10% sibling concession on all heads.
    await signInAt(page, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    const rule = page.getByRole('form', { name: 'Late fee rule' });
    await choose(page, rule, 'Late fee rule for class', 'Class 3');
    await choose(page, rule, 'Late fee', 'Per day');
    await rule.getByRole('textbox', { name: 'Each day (₹)' }).fill('10');
    await rule.getByRole('textbox', { name: 'At most (₹)' }).fill('300');
    // The example works the rule through: per instalment, three late months come to ₹300 + ₹300 + ₹150; per student a year, ₹300 in all.
    await expect(page.getByTestId('late-fee-example')).toContainText('come to ₹750');
    await choose(page, rule, 'Cap applies to', 'Each student per year');
    await expect(page.getByTestId('late-fee-example')).toContainText('come to ₹300, capped at ₹300 for the year');
    await choose(page, rule, 'Cap applies to', 'Each instalment');
    await rule.getByRole('button', { name: 'Save late fee rule' }).click();
    await expect(page.getByText('Late fee rule saved.')).toBeVisible();
    await expect(page.getByText('₹10 a day after the due date, at most ₹300 an instalment')).toBeVisible();

    const concession = page.getByRole('form', { name: 'Concession', exact: true });
    await concession.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await concession.getByRole('button', { name: /Diya Menon/ }).click();
    await choose(page, concession, 'Concession', 'Sibling');
    await concession.getByRole('textbox', { name: 'Percent off' }).fill('10');
    await concession.getByRole('textbox', { name: 'Reason' }).fill('Elder sister in Class 7');
    await concession.getByRole('button', { name: 'Give concession' }).click();
    await expect(page.getByText('Concession given.')).toBeVisible();
    await expect(page.getByText('Sibling: 10%')).toBeVisible();
    // The admin could waive it here, with a reason (the API tests waive it); the late fee is listed.
    const waiver = page.getByRole('region', { name: 'Waive a late fee' });
    await waiver.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await waiver.getByRole('button', { name: /Diya Menon/ }).click();
    await expect(waiver.getByText('Tuition Fee · Yearly late fee: ₹300')).toBeVisible();
    await expect(waiver.getByRole('button', { name: 'Waive' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'fee-rules-manager');
    await phoneShots(page, 'fee-rules-manager');

    // The clerk at the counter: the tuition net of the concession, and its late fee (well past the cap) on the same line.
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, '/institute-user/fee/collect-fee', clerk.userId, clerk.password);
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Diya Menon/ }).click();
    await page.getByText('Choose dues', { exact: true }).click();
    const dues = page.getByRole('table', { name: 'Dues' });
    // The line's figure includes its late fee and says so.
    await expect(dues).toContainText('₹11,550');
    await expect(dues).toContainText('incl. late fees ₹300');
    await expect(dues).toContainText('₹12,500 less ₹1,250 concession');
    await expect(dues).toContainText(/\d+ days late/);
    await expect(dues.getByRole('checkbox')).toHaveCount(1);
    await expect(page.getByText('₹11,550 (incl. late fees ₹300)')).toBeVisible();
    // One tick pays the instalment and its late fee; the amount is both together.
    await page.getByRole('checkbox', { name: 'Pay Tuition Fee Yearly', exact: true }).check();
    await expect(page.getByRole('textbox', { name: 'Amount for Tuition Fee Yearly' })).toHaveValue('11550');
    await expectAccessible(page);
    await shot(page, 'fee-rules-counter');
    await phoneShots(page, 'fee-rules-counter');
    await page.getByRole('button', { name: 'Collect ₹11,550' }).click();

    await expect(page).toHaveURL(/\/institute-user\/fee\/receipt\//);
    const receipt = page.getByLabel('Receipt');
    await expect(receipt).toContainText('Yearly late fee');
    await expect(receipt).toContainText('₹300');
    await expect(receipt).toContainText('Rupees Eleven Thousand Five Hundred Fifty Only');
    await shot(page, 'fee-rules-receipt');

    // Paid in full, late fee and all: nothing more is asked.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Diya Menon/ }).click();
    await expect(page.getByText('Nothing is due.')).toBeVisible();
  });

  test('the concession finder takes the highlighted student with Enter, and Enter does not send the concession form', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    const { admissionNumber } = await classWithFees(request, instituteAdmin);
    await signInAt(page, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    const concession = page.getByRole('form', { name: 'Concession', exact: true });
    const finder = concession.getByRole('textbox', { name: 'Find student' });
    await finder.fill(admissionNumber);
    await expect(concession.getByRole('button', { name: /Diya Menon/ })).toBeVisible();
    await expect(concession.getByText('Enter picks Diya Menon; the arrow keys choose another.')).toBeVisible();
    await finder.press('ArrowDown');
    await finder.press('Enter');
    await expect(concession.getByText(`Diya Menon · ${admissionNumber}`)).toBeVisible();
    await expect(concession.getByRole('button', { name: 'Choose another student' })).toBeVisible();
    // Nothing was sent: no field of the concession says it is missing.
    await expect(concession.getByText(/required/)).toHaveCount(0);
  });
});
