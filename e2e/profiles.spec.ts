import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { tokenOf, type Registered } from './support/api.ts';
import { expectAccessible, fillDate, signIn, signInAt } from './support/pages.ts';

/** A real 1×1 PNG, so the avatar shows a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of a Mantine select by typing (searchable) or opening it. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function teachersLooking(request: APIRequestContext, institute: Registered): Promise<number> {
  const res = await request.get('/api/institute/dashboard-stats', {
    headers: { authorization: `Bearer ${await tokenOf(request, institute)}` },
  });
  return ((await res.json()) as { teachersLooking: number }).teachersLooking;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('profiles and the first sign-in', () => {
  test('an approved institute completes its profile on first sign-in and then reaches its dashboard', async ({
    page,
    newInstituteAdmin,
  }) => {
    await signIn(page, newInstituteAdmin.email, newInstituteAdmin.password);
    await expect(page).toHaveURL(/\/instituteProfile$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Please complete your profile before proceeding.' }).first(),
    ).toBeVisible();

    // Every other screen sends an incomplete profile back here.
    await page.goto('/institute-admin/dashboard');
    await expect(page).toHaveURL(/\/instituteProfile$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Institute name is required.')).toBeVisible();
    await expect(page.getByText('District is required.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Institute name' }).fill('Sahyadri Vidya Mandir');
    await page.getByRole('textbox', { name: 'Affiliation number' }).fill('MH-SSC-20391');
    await choose(page, 'School type', 'High School');
    await choose(page, 'Board', 'State');
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'District', 'Pune');
    // Another state clears the district.
    await choose(page, 'State', 'Goa');
    await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveValue('');
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'District', 'Ahilyanagar');
    await page.getByRole('textbox', { name: 'Address' }).fill('Station Road, Ahilyanagar 414001');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Sunita Patil');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98220 54321');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/institute-admin\/dashboard$/);
    for (const card of ['Teachers Looking for Jobs', 'Vehicles Ready to Sell', 'Suppliers Onboarded'])
      await expect(page.getByRole('link', { name: new RegExp(`^${card} \\d+$`) })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Sahyadri Vidya Mandir')).toBeVisible();
    await expectAccessible(page);

    // The saved profile, picture included, and the next sign-in goes straight to the dashboard.
    await page.goto('/instituteProfile');
    await expect(page.getByText('Ahilyanagar', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Profile picture of Sahyadri Vidya Mandir' })).toBeVisible();
    await signOut(page);
    await signIn(page, newInstituteAdmin.email, newInstituteAdmin.password);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/institute-admin\/dashboard$/);
  });

  test('Cancel restores the saved institute profile', async ({ page, instituteAdmin }) => {
    await signInAt(page, '/instituteProfile', instituteAdmin.email, instituteAdmin.password);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Institute name' }).fill('A name not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('main').getByText('Sunrise Public School')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Institute name' })).toHaveValue('Sunrise Public School');
  });

  // It counts every job seeker of the portal: no other journey may add one meanwhile.
  test(
    "a job seeker completes the profile; the switch moves the institutes' Teachers Looking count by one",
    { tag: '@alone' },
    async ({ page, request, newJobseeker, instituteAdmin }) => {
      const before = await teachersLooking(request, instituteAdmin);
      await signIn(page, newJobseeker.email, newJobseeker.password);
      await expect(page).toHaveURL(/\/jobseekerProfile$/);

      await fillDate(page.getByRole('textbox', { name: 'Date of birth' }), '1992-08-21');
      await choose(page, 'Total experience', '8 years');
      await choose(page, 'School level', 'Primary');
      await choose(page, 'Syllabus', 'ICSE');
      await choose(page, 'Subject', 'General Science');
      // Another syllabus whose subjects differ clears the subject.
      await choose(page, 'Syllabus', 'CBSE');
      await expect(page.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue('');
      await choose(page, 'Subject', 'EVS');
      await choose(page, 'State', 'Tamil Nadu');
      await choose(page, 'District', 'Coimbatore');
      await page.getByRole('textbox', { name: 'Maximum expected salary (₹ a month)' }).fill('35000');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/jobseeker\/dashboard$/);
      await expect(page.getByText('Welcome,')).toBeVisible();
      await expect(page.getByText('Profile picture')).toBeVisible();
      await expectAccessible(page);
      expect(await teachersLooking(request, instituteAdmin)).toBe(before + 1);

      await page.goto('/jobseekerProfile');
      const looking = page.getByRole('switch', { name: 'Looking for Job' });
      await expect(looking).toBeChecked();
      await looking.click({ force: true });
      await expect(page.getByText('You are hidden from institutes until you switch this on again.')).toBeVisible();
      await expect(looking).not.toBeChecked();
      expect(await teachersLooking(request, instituteAdmin)).toBe(before);
      // The switch shows on while its save runs; the count is read once the save has answered.
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/api\/jobseeker-profile\//.test(r.url()),
      );
      await looking.click({ force: true });
      await expect(looking).toBeChecked();
      expect((await saved).ok()).toBe(true);
      expect(await teachersLooking(request, instituteAdmin)).toBe(before + 1);

      // The institute sees the same count on its dashboard card.
      await signOut(page);
      await signInAt(page, '/institute-admin/dashboard', instituteAdmin.email, instituteAdmin.password);
      await expect(page.getByRole('link', { name: `Teachers Looking for Jobs ${before + 1}` })).toBeVisible();
    },
  );

  test('a teacher reads her profile, opens its form and cancels: her saved details come back unchanged', async ({
    page,
    jobseeker,
  }) => {
    await signInAt(page, '/jobseekerProfile', jobseeker.email, jobseeker.password);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    // Read first: her details, no form (its code comes with Edit Profile, or when the browser is idle).
    await expect(page.getByRole('switch', { name: 'Looking for Job' })).toBeVisible();
    await expect(page.getByText(jobseeker.name).first()).toBeVisible();
    await expect(name).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(name).toHaveValue(jobseeker.name);
    await name.fill('Meena Raghavan');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(name).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText('Meena Raghavan')).toHaveCount(0);
    // Opened again, the form holds what is saved, not what she typed and cancelled.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(name).toHaveValue(jobseeker.name);
  });

  test('a form whose code failed to download is asked for again when she comes back, without reloading the tab', async ({
    page,
    jobseeker,
  }) => {
    // Her signal drops as the form's code is on its way: that one download fails.
    const formCode = '**/assets/JobseekerProfileForm-*.js';
    await page.route(formCode, (route) => route.abort('internetdisconnected'));
    await signInAt(page, '/jobseekerProfile', jobseeker.email, jobseeker.password);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    // Back in signal, she goes to her dashboard and returns: the form's code is asked for again, and the form opens.
    await page.unroute(formCode);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(jobseeker.name);
  });

  test('at a phone’s width the job seeker profile fits and its buttons stay reachable', async ({ page, jobseeker }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/jobseekerProfile', jobseeker.email, jobseeker.password);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
