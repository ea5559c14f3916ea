import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { tokenOf, unique } from './support/api.ts';
import { schoolWithClerk } from './support/fee-school.ts';
import { apiAs } from './support/office.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, shots, signInAt } from './support/pages.ts';
import { todayInIndia } from '@school-portal/contract';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The school collects in three instalments (April, July, October) and nothing in the last quarter.
const HEADS = [
  { name: 'Tuition Fee', amount: 8500 },
  { name: 'Computer Fee', amount: 1200 },
  { name: 'Transport', amount: 3000 },
  { name: 'Exam Fee', amount: 700 },
];

test.describe("the fee structure as one table, and the receipt's two copies", () => {
  test('an admin fills four heads × three instalments and saves once; the fee card shows the dues; the receipt prints office and parent copies on one sheet', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(240_000);
    const { studentId, clerkToken } = await schoolWithClerk(request, instituteAdmin);
    const asAdmin = apiAs(request, await tokenOf(request, instituteAdmin));
    const suffix = unique();
    for (const head of HEADS) await asAdmin('post', '/api/fees/heads', { name: `${head.name} ${suffix}` });

    await signInAt(page, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    // The fee structure's class (the late fee rule form below has its own, named apart).
    await page.getByRole('combobox', { name: 'Fee structure of class', exact: true }).click();
    await page.getByRole('option', { name: 'Class 3', exact: true }).click();
    await expect(page.getByText('No heads in the table yet. Add one below.')).toBeVisible();
    for (const head of HEADS) await choose(page, 'Add a head to the table', `${head.name} ${suffix}`);
    const table = page.getByRole('table', { name: 'Fee structure table' });
    for (const head of HEADS) {
      const name = `${head.name} ${suffix}`;
      await choose(page, `How often is ${name} due`, 'Quarterly');
      for (const quarter of ['Quarter 1', 'Quarter 2', 'Quarter 3'])
        await table.getByRole('textbox', { name: `${name} ${quarter} (₹)` }).fill(String(head.amount));
    }
    // A due day past the 28th is refused on its own cell, before anything is sent.
    const dueDay = table.getByRole('textbox', { name: `Exam Fee ${suffix} due day` });
    await dueDay.fill('31');
    await page.getByRole('button', { name: 'Save the table' }).click();
    await expect(page.getByText('Choose a day from 1 to 28.')).toBeVisible();
    await expect(dueDay).toHaveAttribute('aria-invalid', 'true');
    await dueDay.fill('15');
    await expect(page.getByText('Year total ₹40,200')).toBeVisible();
    await expectAccessible(page);

    const saves: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/api/fees/structure') &&
        r.method() !== 'GET' &&
        saves.push(`${r.method()} ${new URL(r.url()).pathname}`),
    );
    await page.getByRole('button', { name: 'Save the table' }).click();
    // The save answers slowly on a busy machine: its toast may take longer than an assertion's default wait.
    await expect(page.getByText('Fee structure saved.')).toBeVisible({ timeout: 30_000 });
    expect(saves).toEqual(['PUT /api/fees/structure/table']);
    const instalments = page.getByRole('table', { name: 'Instalments' });
    await expect(instalments.getByRole('row')).toHaveCount(1 + 12 + 1);
    await expect(instalments).toContainText(`Exam Fee ${suffix} · Quarter 3`);
    await expect(instalments).toContainText('15 Oct 2026');
    await expect(instalments).not.toContainText('Quarter 4');
    await shots(page, 'fee-structure-table');

    // The student of the class owes it all: the fee card shows the dues.
    await page.goto(`/institute-user/fee/card/${studentId}`);
    await expect(page.getByTestId('fee-card-due')).toHaveText('₹40,200');
    await expect(page.getByRole('main')).toContainText(`Tuition Fee ${suffix}`);

    // The clerk collects what is overdue; the admin prints the receipt's office and parent copies on one A4 sheet.
    const today = todayInIndia();
    const receipt = await apiAs(request, clerkToken)<{ _id: string; receiptNo: string }>('post', '/api/fees/receipts', {
      studentId,
      idempotencyKey: `table-${suffix}`,
      paidOn: today,
      mode: 'cash',
      pay: { by: 'overdue' },
    });
    await page.goto(`/institute-user/fee/receipt/${receipt._id}`);
    await expect(page.getByLabel('Receipt')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print office + parent copy' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-office-and-parent\.pdf$/);
    const lines = pdfText(await readFile(await file.path())).split('\n');
    expect(lines.filter((l) => l === 'Office copy' || l === 'Parent copy')).toEqual(['Office copy', 'Parent copy']);
    expect(lines.filter((l) => l === `Receipt No. ${receipt.receiptNo}`)).toHaveLength(2);
    await expectAccessible(page);
    await shots(page, 'receipt-two-copies');
  });
});
