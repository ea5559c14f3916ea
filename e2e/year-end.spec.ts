import { tokenOf, unique } from './support/api.ts';
import { apiAs, instituteClerk } from './support/office.ts';
import { expect, test } from './support/test.ts';
import { sidewaysScroll } from './support/sweep.ts';
import { expectAccessible, fillDate, shots, signInAt } from './support/pages.ts';

test.describe('the school year end', () => {
  test("a clerk closes 2025-26 for a small school in Tiruppur (fees up 10%, one kept back, one leaving with a TC), then collects a promoted student's arrears; the guardian's page asks for them", async ({
    page,
    browser,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(240_000);
    const id = unique();
    const { clerk, token } = await instituteClerk(request, instituteAdmin, id);
    const asClerk = apiAs(request, token);
    const asAdmin = apiAs(request, await tokenOf(request, instituteAdmin));
    // Last year, 2025-26, is the current one: Class 7 (₹6,250 a quarter) and Class 8 (₹7,500), tuition unpaid.
    const year = await asClerk<{ _id: string }>('post', '/api/academic-years', { startYear: 2025, isCurrent: true });
    const classes: Record<string, string> = {};
    for (const name of ['Class 7', 'Class 8'])
      classes[name] = (
        await asClerk<{ sections: { _id: string }[] }>('post', '/api/classes', {
          academicYearId: year._id,
          name,
          sections: [{ name: 'A' }],
        })
      ).sections[0]!._id;
    const list = await asClerk<{ _id: string; name: string }[]>('get', `/api/classes?academicYearId=${year._id}`);
    const head = await asClerk<{ _id: string }>('post', '/api/fees/heads', { name: 'Tuition Fee', isTuition: true });
    for (const [name, amount] of [
      ['Class 7', 6250],
      ['Class 8', 7500],
    ] as const)
      await asClerk('put', '/api/fees/structure', {
        classId: list.find((c) => c.name === name)!._id,
        headId: head._id,
        frequency: 'quarterly',
        amount,
        dueDay: 10,
      });
    const admit = async (name: string, className: string, guardianName: string) =>
      (
        await asClerk<{ student: { _id: string } }>('post', '/api/students', {
          admissionNumber: `YE-${id}-${name.split(' ')[0]}`,
          name,
          gender: 'male',
          dob: '2013-06-14',
          sectionId: classes[className],
          guardianName,
          guardianPhone: '9843012345',
          address: 'Avinashi Road, Tiruppur',
          admissionDate: '2025-04-01',
        })
      ).student._id;
    const karthik = await admit('Karthik Subramanian', 'Class 7', 'Subramanian K');
    await admit('Meena Raj', 'Class 7', 'Raj Kumar');
    const priya = await admit('Priya Natarajan', 'Class 7', 'Natarajan S');
    await admit('Divya Murugan', 'Class 8', 'Murugan P');
    // Priya studies on an RTE seat: nothing is due from her, so her TC is not held up.
    await asAdmin('post', '/api/fees/concessions', {
      studentId: priya,
      type: 'rte',
      mode: 'percent',
      value: 100,
      reason: 'RTE seat',
    });

    // The clerk's New academic year screen: 10% more, rounded to ₹10; Meena stays back, Priya leaves.
    await signInAt(page, '/settings/new-academic-year', clerk.userId, clerk.password);
    await expect(page.getByRole('heading', { name: 'New academic year' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Increase (%)' }).fill('10');
    await page.getByRole('button', { name: /Class 7: 3 students → Class 8/ }).click();
    await page.getByRole('checkbox', { name: 'Meena Raj stays back' }).check();
    await page.getByRole('checkbox', { name: 'Priya Natarajan leaves' }).check();
    await fillDate(page.getByRole('textbox', { name: 'Left on' }), '2026-03-31');
    await page.getByRole('textbox', { name: 'Reason' }).fill('Family moved to Coimbatore');
    const preview = page.getByRole('table', { name: 'What the year end will do' });
    // Class 7: one promoted, one kept back, one leaving; ₹50,000 stays owed (Karthik's and Meena's ₹25,000 each).
    await expect(preview.getByRole('row', { name: /^Class 7/ })).toContainText('₹50,000');
    await expect(preview.getByRole('row', { name: /^Class 7/ })).toContainText('₹25,000 → ₹27,520');
    await expect(preview.getByRole('row', { name: /^Class 8/ })).toContainText('Passed out');
    await expectAccessible(page);
    // On a phone the filled-in screen fits its width, in both themes (the preview table scrolls inside its box).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Polled: the layout follows the new width a moment after the resize (the sidebar and tables re-render).
      await expect.poll(() => sidewaysScroll(page), { message: `sideways scroll at 390 px, ${scheme}` }).toBe(0);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots(page, 'year-end-preview');
    await page.getByRole('button', { name: 'Begin 2026-27' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Begin 2026-27' }).click();
    await expect(
      page.getByText('2026-27 is now the current year: 1 promoted, 1 kept back, 1 left, 1 passed out.'),
    ).toBeVisible();

    // Priya's TC, from her page: issued and printed, numbered 1.
    await page.goto(`/institute-user/student/${priya}`);
    await page.getByRole('button', { name: 'Issue TC' }).click();
    const tc = page.getByRole('dialog', { name: 'Transfer certificate for Priya Natarajan' });
    await tc.getByRole('textbox', { name: "Mother's name" }).fill('Kavitha N');
    await tc
      .getByRole('textbox', { name: 'Subjects studied' })
      .fill('Tamil, English, Mathematics, Science, Social Science');
    await expectAccessible(page);
    // The dialog covers the theme switch, so one picture of it in the light theme.
    if (process.env.FEES_SHOTS) await page.screenshot({ path: `${process.env.FEES_SHOTS}/year-end-tc-dialog.png` });
    const download = page.waitForEvent('download');
    await tc.getByRole('button', { name: 'Issue and print' }).click();
    expect((await download).suggestedFilename()).toBe('transfer-certificate-1.pdf');
    await expect(page.getByText('TC No. 1')).toBeVisible();

    // The guardian's page, on a phone, asks for last year's quarters too (due from 10 Apr 2025).
    const link = await asClerk<{ path: string }>('put', `/api/guardian-fees/students/${karthik}/link`);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: new URL(page.url()).origin,
    });
    const parent = await phone.newPage();
    await parent.goto(link.path);
    await expect(parent.getByText('Karthik Subramanian')).toBeVisible();
    await expect(parent.locator('body')).toContainText('10 Apr 2025');
    await parent.screenshot({ path: `${process.env.FEES_SHOTS ?? '/tmp'}/year-end-guardian-390.png`, fullPage: true });

    // The counter: Karthik's 2025-26 quarters first, under Previous years, then Class 8's raised fees (₹8,250 a quarter).
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill('Karthik');
    await page.getByRole('button', { name: /Karthik Subramanian/ }).click();
    await page.getByText('Choose dues', { exact: true }).click();
    const dues = page.getByRole('table', { name: 'Dues' });
    await expect(dues).toContainText('Previous years');
    await expect(dues).toContainText('2025-26');
    await page.getByText('All overdue', { exact: true }).click();
    // "All overdue" pays last year's quarters first, then this year's at the raised ₹8,250.
    const paying = page.getByRole('table', { name: 'Paying' });
    await expect(paying).toContainText('Tuition Fee · Quarter 110 Apr 2025₹6,250');
    await expect(paying).toContainText('₹8,250');
    await shots(page, 'year-end-counter');
    await page.getByRole('button', { name: /^Collect ₹/ }).click();
    await expect(page.getByText(/Payment collected/)).toBeVisible();
  });
});
