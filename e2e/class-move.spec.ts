import { schoolWithClerk } from './support/fee-school.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, fillDate, shots, signInAt } from './support/pages.ts';
import { todayInIndia } from '@school-portal/contract';

/** The office's calendar day (Indian time), as the server counts what is overdue. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The 10th of each month of the 2026-27 session, from April: when each class's monthly tuition falls due. */
const dueDays = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 3 + i, 10)).toISOString().slice(0, 10));

test.describe('a mid-year class move', () => {
  test('the clerk moves a student with the dialog; the fee card, Collect Fee and Dues by Class then agree, and the class left’s dues are collected', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(120_000);
    const { clerk, clerkToken, classId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
    const years = await request.get('/api/academic-years', { headers: { authorization: `Bearer ${clerkToken}` } });
    const yearId = ((await years.json()) as { _id: string }[])[0]!._id;
    // Class 4 beside the school's Class 3, both with monthly tuition of ₹1,000 due on the 10th.
    const classFour = await send<{ _id: string }>('post', '/api/classes', clerkToken, {
      academicYearId: yearId,
      name: 'Class 4',
      sections: [{ name: 'B' }],
    });
    const head = await send<{ _id: string }>('post', '/api/fees/heads', clerkToken, {
      name: 'Tuition Fee',
      isTuition: true,
    });
    for (const id of [classId, classFour._id])
      await send('put', '/api/fees/structure', clerkToken, {
        classId: id,
        headId: head._id,
        frequency: 'monthly',
        amount: 1000,
        dueDay: 10,
      });

    // The move, from the student's page: to Class 4 B from 1 September.
    await signInAt(page, `/institute-user/student/${studentId}`, clerk.userId, clerk.password);
    await page.getByRole('button', { name: 'Move to another class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Arjun Nair to another class' });
    await dialog.getByRole('combobox', { name: 'New class and section' }).click();
    await page.getByRole('option', { name: 'Class 4 B', exact: true }).click();
    // The calendar open: its arrows and its month button are named (axe's button-name found them nameless).
    await dialog.getByRole('textbox', { name: 'Moved on' }).click();
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectAccessible(page);
    await fillDate(dialog.getByRole('textbox', { name: 'Moved on' }), '2026-09-01');
    await expectAccessible(page);
    await shots(page, 'move-class');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Class 4 B/).first()).toBeVisible();

    // Class 3 charged April to August, Class 4 September to March: ₹12,000 in all, whoever reads it.
    const today = todayInIndia();
    const overdue = dueDays.filter((d) => d < today).length * 1000;

    // The fee card: each class its own entry, the total the counter's.
    await page.goto(`/institute-user/fee/card/${studentId}`);
    await expect(page.getByRole('heading', { name: '2026-27 · Class 3' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2026-27 · Class 4' })).toBeVisible();
    await expect(page.getByTestId('fee-card-due')).toHaveText('₹12,000');
    await shots(page, 'move-class-fee-card');

    // Collect Fee: the same total, and "All overdue" takes Class 3's months with Class 4's.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill('Arjun');
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await expect(page.getByText('Balance for the year').locator('..')).toContainText('₹12,000');
    const paying = page.getByRole('table', { name: 'Paying' });
    await expect(paying).toContainText('Tuition Fee · April');
    await expect(paying).toContainText('Tuition Fee · August');

    // Dues by Class, before the collection: all of it under Class 4, where the student sits now; none left in Class 3.
    await page.goto('/institute-user/fee/dues-by-class');
    const rowOf = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(rowOf('Class 4')).toContainText('₹12,000');
    // (A class left with no students and nothing owed is no longer listed at all.)
    await expect(rowOf('Class 3').filter({ hasText: /₹[1-9]/ })).toHaveCount(0);

    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill('Arjun');
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await page.getByRole('button', { name: `Collect ${rupees(overdue)}` }).click();
    await expect(page.getByText(/Payment collected/)).toBeVisible();

    // After it, the three agree again: what is left is Class 4's months not yet due.
    const left = rupees(12_000 - overdue);
    await page.goto(`/institute-user/fee/card/${studentId}`);
    await expect(page.getByTestId('fee-card-due')).toHaveText(left);
    await expect(page.getByTestId('fee-card-paid')).toHaveText(rupees(overdue));
    await page.goto('/institute-user/fee/dues-by-class');
    await expect(rowOf('Class 4')).toContainText(rupees(overdue));
    await expect(rowOf('Class 4')).toContainText(left);
    await expectAccessible(page);
    await shots(page, 'move-class-dues-by-class');
  });
});
