import type { Page } from '@playwright/test';
import { tokenOf, unique } from './support/api.ts';
import { apiAs, instituteClerk } from './support/office.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible, fillDate, shots, signInAt } from './support/pages.ts';
import { todayInIndia } from '@school-portal/contract';
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('a June-start session', () => {
  test('the clerk sets up a year from June, copies a structure to three classes, assigns transport to two students, a student admitted mid-year pays all overdue in one action, and the fee card, Collections and Dues by Class show the same paid total', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(150_000);
    const id = unique();
    const { clerk, token } = await instituteClerk(request, instituteAdmin, id);
    const api = apiAs(request, token);

    // Class Manager: the session runs from June.
    await signInAt(page, '/settings/class-manager', clerk.userId, clerk.password);
    await page.getByRole('button', { name: 'Add academic year' }).click();
    await choose(page, 'First month of the session', 'June');
    await page.getByRole('textbox', { name: 'Session starts in June of' }).fill('2026');
    await expect(page.getByText('Academic year 2026-27: 1 Jun 2026 to 31 May 2027')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(/Academic year added/)).toBeVisible();

    // The dashboard's first-run checklist ticks the year and leads to the next steps.
    await page.goto('/institute-user/dashboard');
    const checklist = page.getByLabel('Getting started');
    await expect(checklist).toContainText('1 of 5 done');
    await expect(checklist.getByRole('link', { name: 'Add its classes and sections' })).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'setup-checklist');

    // Three classes with the same monthly tuition and an admission fee charged to mid-year admissions; ₹10 a day late, at most ₹300 a year.
    const [year] = await api<{ _id: string; startMonth: number }[]>('get', '/api/academic-years');
    expect(year!.startMonth).toBe(6);
    const tuition = await api<{ _id: string }>('post', '/api/fees/heads', { name: 'Tuition Fee', isTuition: true });
    const admission = await api<{ _id: string }>('post', '/api/fees/heads', {
      name: 'Admission Fee',
      chargedBeforeAdmission: true,
    });
    const classes = [];
    for (const name of ['Class 6', 'Class 7', 'Class 8', 'Class 9']) {
      classes.push(
        await api<{ _id: string; sections: { _id: string }[] }>('post', '/api/classes', {
          academicYearId: year!._id,
          name,
          sections: [{ name: 'A' }],
        }),
      );
    }
    await api('put', '/api/fees/structure', {
      classId: classes[0]!._id,
      headId: tuition._id,
      frequency: 'monthly',
      amount: 1850,
      dueDay: 10,
    });
    await api('put', '/api/fees/structure', {
      classId: classes[0]!._id,
      headId: admission._id,
      frequency: 'yearly',
      amount: 5000,
      dueDay: 10,
    });
    // A bus route: charged only to the students assigned it.
    const route = await api<{ _id: string }>('post', '/api/fees/heads', {
      name: 'Transport Route 1',
      forChosenStudents: true,
    });
    await api('put', '/api/fees/structure', {
      classId: classes[0]!._id,
      headId: route._id,
      frequency: 'monthly',
      amount: 1200,
      dueDay: 10,
    });
    // Fee Manager: Class 6's structure copied to three classes in one save.
    await page.goto('/settings/fee-manager');
    await choose(page, 'Fee structure of class', 'Class 6');
    await expect(page.getByRole('table', { name: 'Instalments' })).toContainText('Tuition Fee · June');
    for (const name of ['Class 7', 'Class 8', 'Class 9']) {
      await page.getByRole('combobox', { name: 'Copy this structure to' }).click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Copy to 3 classes' }).click();
    await expect(page.getByText(/Fee structure copied\. Class 7, Class 8, Class 9/)).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'copy-structure');
    await choose(page, 'Fee structure of class', 'Class 9');
    await expect(page.getByRole('table', { name: 'Instalments' })).toContainText('Admission Fee · Yearly');
    const asAdmin = apiAs(request, await tokenOf(request, instituteAdmin));
    for (const cls of classes)
      await asAdmin('put', '/api/fees/late-fee-rules', {
        classId: cls._id,
        kind: 'perDay',
        amount: 10,
        cap: 300,
        scope: 'year',
      });
    // Admitted on 15 August: June to August are not charged; the admission fee is, late from the admission day.
    const admitted = await api<{ student: { _id: string } }>('post', '/api/students', {
      admissionNumber: `JUN-${id}`,
      name: 'Kavya Reddy',
      gender: 'female',
      dob: '2014-03-02',
      sectionId: classes[0]!.sections[0]!._id,
      guardianName: 'Srinivas Reddy',
      guardianPhone: '9848022338',
      admissionDate: '2026-08-15',
    });
    await api('post', '/api/students', {
      admissionNumber: `JUN2-${id}`,
      name: 'Rahul Menon',
      gender: 'male',
      dob: '2014-05-12',
      sectionId: classes[0]!.sections[0]!._id,
      guardianName: 'Anil Menon',
      guardianPhone: '9848022339',
      admissionDate: '2026-06-01',
    });

    // Fee Manager: the bus route assigned to both students of Class 6 at once, from September.
    await page.goto('/settings/fee-manager');
    const assign = page.getByRole('region', { name: 'Assign to students' });
    await assign.getByRole('combobox', { name: 'Fee head' }).click();
    await page.getByRole('option', { name: 'Transport Route 1', exact: true }).click();
    await assign.getByRole('combobox', { name: 'Students of class' }).click();
    await page.getByRole('option', { name: 'Class 6', exact: true }).click();
    await fillDate(assign.getByRole('textbox', { name: 'Charge from' }), '2026-09-01');
    await assign.getByRole('checkbox', { name: /Kavya Reddy/ }).check();
    await assign.getByRole('checkbox', { name: /Rahul Menon/ }).check();
    await assign.getByRole('button', { name: 'Assign to 2 students' }).click();
    await expect(page.getByText('Assigned to 2 students.')).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'assign-transport');
    // The student's page lists it, and could end it.
    await page.goto(`/institute-user/student/${admitted.student._id}`);
    await expect(page.getByText(/Transport Route 1 from 1 Sept? 2026/)).toBeVisible();
    await shots(page, 'student-transport');

    // Collect Fee opens on "All overdue": one action pays it, each instalment's late fee on its line.
    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(`JUN-${id}`);
    await page.getByRole('button', { name: /Kavya Reddy/ }).click();
    const paying = page.getByRole('table', { name: 'Paying' });
    await expect(paying).toContainText('Admission Fee · Yearly');
    await expect(paying).toContainText('Tuition Fee · September');
    await expect(paying).toContainText(/incl\. late fees ₹/);
    await expect(paying).not.toContainText('Tuition Fee · August');
    await expect(paying).toContainText('Transport Route 1 · September');
    await expectAccessible(page);
    await shots(page, 'collect-all-overdue');
    // Choosing dues instead: each instalment's late fee on its own instalment's line.
    await page.getByText('Choose dues', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Dues' })).toContainText(/incl\. late fees ₹/);
    await shots(page, 'collect-choose-dues');
    await page.getByText('All overdue', { exact: true }).click();
    const total = (await page.getByRole('button', { name: /^Collect ₹/ }).textContent())!.replace('Collect ', '');
    await page.getByRole('button', { name: /^Collect ₹/ }).click();
    await expect(page.getByText(/Payment collected/)).toBeVisible();

    // The fee card, Collections and Dues by Class show the same paid total.
    await page.goto(`/institute-user/fee/card/${admitted.student._id}`);
    await expect(page.getByTestId('fee-card-paid')).toHaveText(total);
    await shots(page, 'fee-card-june');
    const today = todayInIndia();
    await page.goto(`/institute-user/fee/reports?from=2026-06-01&to=${today}`);
    await expect(page.getByTestId('collections-total')).toHaveText(total);
    await page.goto('/institute-user/fee/dues-by-class');
    await expect(page.getByRole('table')).toContainText(total);
    await expect(page.getByText(/incl\. late fees ₹/).first()).toBeVisible();
    await shots(page, 'dues-by-class-june');
  });
});
