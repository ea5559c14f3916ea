import { readFile } from 'node:fs/promises';
import { schoolWithClerk } from './support/fee-school.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, shots, signInAt } from './support/pages.ts';
import { todayInIndia } from '@school-portal/contract';

/** The office's calendar day (Indian time), as the server counts collections. */

test.describe('fee reports', () => {
  test("after a collection the reports and the dashboard show it, each exports CSV, and the student's fee card lists it", async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(120_000);
    const { clerk, admissionNumber, clerkToken, classId, studentId, send } = await schoolWithClerk(
      request,
      instituteAdmin,
    );
    const today = todayInIndia();
    // Fees set and ₹5,000 collected by UPI through the API (the counter's own journey is in fees.spec.ts).
    const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
      name: 'Tuition Fee',
      isTuition: true,
    });
    const [instalment] = await send<{ _id: string }[]>('put', '/api/fees/structure', clerkToken, {
      classId,
      headId: head._id,
      frequency: 'yearly',
      amount: 12_500,
      dueDay: 10,
    });
    const receipt = await send<{ receiptNo: string }>('post', '/api/fees/receipts', clerkToken, {
      studentId,
      idempotencyKey: `e2e-${Date.now()}`,
      paidOn: today,
      mode: 'upi',
      reference: 'UPI-7788',
      allocations: [{ instalmentId: instalment!._id, amount: 5000 }],
    });

    // The clerk's dashboard: today's collection, this month's, and Class 3 among the classes overdue.
    await signInAt(page, '/institute-user/dashboard', clerk.userId, clerk.password);
    await expect(page.getByTestId('fees-today')).toHaveText('₹5,000');
    await expect(page.getByText('1 receipt', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Class 3' })).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'dashboard');

    // Collections of this month: the receipt by day, by mode and by head, and its CSV.
    await page.goto(`/institute-user/fee/reports?from=${today.slice(0, 8)}01&to=${today}`);
    await expect(page.getByTestId('collections-total')).toHaveText('₹5,000');
    await expect(page.getByRole('img', { name: 'Collections by day' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Fee head' })).toContainText('Tuition Fee');
    await expect(page.getByRole('table').filter({ hasText: 'Mode' }).first()).toContainText('UPI');
    const byDay = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).last().click();
    const dayCsv = await readFile(await (await byDay).path(), 'utf8');
    expect(dayCsv).toContain(`${today},1,5000`);
    expect(dayCsv).toContain('Total,1,5000');
    await expectAccessible(page);
    await shots(page, 'collections');

    // A range the wrong way round is refused on the screen, before any call.
    await page.goto(`/institute-user/fee/reports?from=${today}&to=2020-01-01`);
    await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();

    // The day-end cash summary: the clerk's UPI takings, and its CSV.
    await page.goto(`/institute-user/fee/cash-summary?date=${today}`);
    await expect(page.getByRole('heading', { name: 'Lata Desai' })).toBeVisible();
    const cash = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(await readFile(await (await cash).path(), 'utf8')).toContain('Lata Desai,UPI,1,5000');
    await expectAccessible(page);
    await shots(page, 'cash-summary');

    // Dues by class: Class 3 owes ₹7,500 of ₹12,500, one defaulter, who is a link to the Defaulters screen.
    await page.goto('/institute-user/fee/dues-by-class');
    const classes = page.getByRole('table');
    await expect(classes).toContainText('Class 3');
    await expect(classes).toContainText('₹7,500');
    await expectAccessible(page);
    await shots(page, 'dues-by-class');
    await page.getByRole('link', { name: '1 defaulters of Class 3' }).click();
    await expect(page).toHaveURL(/\/institute-user\/fee\/defaulters\?classId=/);
    await expect(page.getByRole('table')).toContainText('Arjun Nair');

    // The fee card, from the counter: the year's instalment, the receipt, and a print without the buttons.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    // The results go with the pick, not after the search's pause: the panel below does not move under the next click.
    expect(await page.getByRole('button', { name: /Arjun Nair/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Fee card' }).click();
    await expect(page).toHaveURL(/\/institute-user\/fee\/card\//);
    await expect(page.getByRole('heading', { name: '2026-27 · Class 3' })).toBeVisible();
    await expect(page.getByTestId('fee-card-due')).toHaveText('₹7,500');
    await expect(page.getByRole('link', { name: receipt.receiptNo })).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'fee-card');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    // Only the sheet is printed: the shell's menu and top bar are not.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
    await expect(page.getByRole('heading', { name: '2026-27 · Class 3' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The institute admin's dashboard shows the same figures, without links to the clerk's screens.
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, '/institute-admin/dashboard', instituteAdmin.userId, instituteAdmin.password);
    await expect(page.getByTestId('fees-today')).toHaveText('₹5,000');
    await expect(page.getByText('Class 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Class 3' })).toHaveCount(0);
    await shots(page, 'admin-dashboard');
  });
});
