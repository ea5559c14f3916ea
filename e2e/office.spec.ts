import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible, fillDate, signIn, signInAt } from './support/pages.ts';
import { unique } from './support/api.ts';

const SHOTS = process.env.OFFICE_SHOTS;

/** Picks an option of a Mantine select by opening it (and typing where it is searchable). */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const CSV = [
  'Admission Number,Name,Gender,Date of Birth,Class,Section,Roll Number,Guardian Name,Guardian Phone,Address,Admission Date',
  'B-201,Ishaan Verma,Male,03/09/2016,Class 5,A,2,Sunil Verma,9812345670,"Sector 14, Gurugram",01/04/2026',
  'B-202,Ananya Gupta,F,21/11/2016,Class 5,B,1,Pooja Gupta,9812345671,,01/04/2026',
  'B-203,Rohan Das,Male,2016-13-01,Class 5,A,3,Amit Das,98123,,01/04/2026',
].join('\r\n');

test.describe('the school office', () => {
  test('the admin adds a clerk (approved by that act), who keeps the register; a suspension signs the clerk out at the next click', async ({
    page,
    browser,
    instituteAdmin,
  }) => {
    // One long journey of two people.
    test.setTimeout(120_000);
    const id = unique();
    const clerk = { userId: `clerk-${id}`, name: 'Meena Iyer', email: `meena-${id}@e2e.test`, password: 'Office@2026' };

    // The admin adds a user to their own institute.
    await signInAt(page, '/institute-admin/add-user', instituteAdmin.email, instituteAdmin.password);
    // The screen says what happens: no approval step follows the adding.
    await expect(
      page.getByText(
        'Office staff sign in with the user ID or e-mail and the password you give them, as soon as you add them.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Institute Code' })).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User ID is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'User ID' }).fill(clerk.userId);
    await page.getByRole('textbox', { name: 'Name' }).fill(clerk.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(clerk.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(clerk.password);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/institute-admin\/manage-users$/);
    // The school is named by its name, not its code.
    await expect(
      page.getByText('Office staff of Sunrise Public School. A suspended user is signed out at their next click.'),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: clerk.userId });
    // Added by the admin is approved by that act: no second Approve.
    await expect(row).toContainText('Active');
    await shot(page, 'manage-users');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The clerk signs in for the first time and completes the profile.
    const clerkContext = await browser.newContext();
    const desk = await clerkContext.newPage();
    await signIn(desk, clerk.userId, clerk.password);
    await expect(desk).toHaveURL(/\/instituteUserProfile$/);
    await expect(desk.getByText('Please complete your profile before proceeding.').first()).toBeVisible();
    await desk.getByRole('textbox', { name: 'Phone' }).fill('98220 11111');
    await desk.getByRole('combobox', { name: 'Designation' }).fill('Accountant');
    await desk.getByRole('button', { name: 'Save' }).click();
    await expect(desk).toHaveURL(/\/institute-user\/dashboard$/);

    // Class Manager: this year, Class 5 with two sections and Class 6 to promote into.
    await desk.goto('/settings/class-manager');
    await desk.getByRole('button', { name: 'Add academic year' }).click();
    await desk.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(desk.getByRole('combobox', { name: 'Academic year' })).toHaveValue(/\(current\)$/);
    for (const name of ['Class 5', 'Class 6']) {
      await desk.getByRole('textbox', { name: 'Class name' }).fill(name);
      await desk.getByRole('textbox', { name: 'Sections' }).fill('A, B');
      await desk.getByRole('button', { name: 'Add class' }).click();
      await expect(desk.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(desk.getByRole('button', { name: 'Edit section B of Class 5' })).toBeVisible();
    await shot(desk, 'class-manager');

    // One student by hand: the admission number is suggested.
    await desk.goto('/institute-user/student/add');
    await expect(desk.getByRole('textbox', { name: 'Admission number' })).toHaveValue('1');
    await desk.getByRole('textbox', { name: 'Admission number' }).fill('B-200');
    await desk.getByRole('textbox', { name: 'Name', exact: true }).fill('Kabir Mehta');
    await choose(desk, 'Gender', 'Male');
    await fillDate(desk.getByLabel('Date of birth'), '2016-05-10');
    await choose(desk, 'Class and section', 'Class 5 A');
    await desk.getByRole('textbox', { name: "Guardian's name" }).fill('Rajesh Mehta');
    await desk.getByRole('textbox', { name: "Guardian's phone" }).fill('9811122233');
    await expectAccessible(desk);
    await desk.getByRole('button', { name: 'Add Student' }).click();
    await expect(desk.getByText('Student added successfully: Kabir Mehta (B-200)')).toBeVisible();

    // An import with one bad row: it is reported, and the valid rows come in.
    await desk.getByRole('button', { name: 'Import from CSV' }).click();
    const chooser = desk.waitForEvent('filechooser');
    await desk.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(desk.getByRole('heading', { name: '2 of 3 rows can be imported' })).toBeVisible();
    const refused = desk.getByRole('table', { name: 'Refused rows' });
    await expect(refused.getByRole('row').filter({ hasText: 'B-203' })).toContainText('4');
    await expect(refused).toContainText('Date of Birth: Enter a real date.');
    await expect(refused).toContainText('Guardian Phone: Enter a valid 10-digit phone number.');
    await shot(desk, 'import-report');
    await desk.getByRole('button', { name: 'Import the 2 valid rows only' }).click();
    await expect(desk.getByRole('heading', { name: 'Imported 2 of 3 rows' })).toBeVisible();

    // Year end: Class 5 goes up to Class 6, section by section.
    await desk.goto('/institute-user/student/manage');
    await expect(desk.getByText('3 students')).toBeVisible();
    // Choosing a class keeps it in the address (and clears the section) in one step.
    await choose(desk, 'Class', 'Class 5');
    await expect(desk).toHaveURL(/[?&]classId=/);
    await expect(desk.getByText('3 students')).toBeVisible();
    await desk.goto('/institute-user/student/manage');
    await desk.getByRole('button', { name: 'Promote a class' }).click();
    await choose(desk, 'Promote', 'Class 5');
    await choose(desk, 'To class', 'Class 6');
    await desk.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(desk.getByText('Class promoted: 3 students')).toBeVisible();
    await expect(desk.getByRole('row').filter({ hasText: 'Ananya Gupta' })).toContainText('Class 6 B');
    await shot(desk, 'manage-students');

    // The export keeps the server's byte-order mark, so Excel opens Indian-script names as UTF-8.
    const exported = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Export CSV' }).click();
    const bytes = await readFile(await (await exported).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Ananya Gupta');

    // The student's page shows the history.
    await desk.getByRole('link', { name: 'Kabir Mehta' }).click();
    await expect(desk.getByText('Class 5 A → Class 6 A')).toBeVisible();

    if (SHOTS) {
      await desk.getByRole('button', { name: 'Dark Mode' }).click();
      await shot(desk, 'student-dark');
      for (const [path, name] of [
        ['/settings/class-manager', 'class-manager-dark'],
        ['/institute-user/dashboard', 'dashboard-dark'],
      ] as const) {
        await desk.goto(path);
        await desk.waitForLoadState('networkidle');
        await shot(desk, name);
      }
      await desk.setViewportSize({ width: 390, height: 844 });
      for (const [path, name] of [
        ['/institute-user/student/manage', 'manage-students-390'],
        ['/institute-user/student/add', 'add-student-390'],
        ['/settings/class-manager', 'class-manager-390'],
      ] as const) {
        await desk.goto(path);
        await desk.waitForLoadState('networkidle');
        await shot(desk, name);
      }
      await desk
        .getByRole('button', { name: 'Light Mode' })
        .click()
        .catch(() => undefined);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'manage-users-390');
      await page.setViewportSize({ width: 1280, height: 720 });
      await desk.setViewportSize({ width: 1280, height: 720 });
      await desk.goto('/institute-user/dashboard');
      await desk.getByRole('button', { name: 'Student Management' }).click();
    }

    // The admin suspends the clerk: the clerk's next click ends the session.
    await page.reload();
    await row.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended successfully')).toBeVisible();
    await expect(row).toContainText('Suspended');
    await desk.getByRole('link', { name: 'Manage Students' }).click();
    await expect(desk).toHaveURL(/\/login/);
    await clerkContext.close();

    await row.getByRole('button', { name: 'Unsuspend' }).click();
    await expect(page.getByText('User unsuspended successfully')).toBeVisible();
  });
});
