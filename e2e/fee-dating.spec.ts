import { inDays } from './support/api.ts';
import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { expect, test } from './support/test.ts';
import { fillDate, signInAt } from './support/pages.ts';

/** A day before today in India, as the date input takes it. */
const daysAgo = (days: number) => inDays(-days);

test.describe('fee payment date', () => {
  test('a clerk dates a payment two days back: the counter asks why, and the receipt says who chose the date', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(90_000);
    const { clerk, admissionNumber, clerkToken, classId, send } = await schoolWithClerk(request, instituteAdmin);
    await yearlyTuition({ send, clerkToken, classId });
    await signInAt(page, '/institute-user/fee/collect-fee', clerk.userId, clerk.password);
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await page.getByText('Choose dues', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Pay Tuition Fee Yearly' }).check();
    await page.getByRole('textbox', { name: 'Amount for Tuition Fee Yearly' }).fill('1000');
    await expect(page.getByRole('textbox', { name: 'Reason for the earlier date' })).toHaveCount(0);
    await fillDate(page.getByLabel('Payment date'), daysAgo(2));
    const reason = page.getByRole('textbox', { name: 'Reason for the earlier date' });
    await page.getByRole('button', { name: 'Collect ₹1,000' }).click();
    await expect(page.getByText('Give the reason for dating the payment before today.')).toBeVisible();
    await reason.fill('Paid at the bank on Monday');
    await page.getByRole('button', { name: 'Collect ₹1,000' }).click();

    await expect(page).toHaveURL(/\/institute-user\/fee\/receipt\//);
    await expect(page.getByLabel('Receipt')).toContainText(`${clerk.name}: Paid at the bank on Monday`);
  });
});
