import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  approvedAccount,
  completeProfile,
  inDays,
  JOBSEEKER_PROFILE,
  postJob,
  type Registered,
  retire,
  tokenOf,
  unique,
} from './support/api.ts';
import { expectAccessible, fillDate, signIn, signInAt } from './support/pages.ts';

/** Picks an option of a Mantine select by typing (searchable) or opening it. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('jobs and applications', () => {
  test('an institute posts a job; a job seeker finds it, applies and is shortlisted, then withdraws; the institute edits and deletes it', async ({
    page,
    instituteAdmin,
    jobseeker,
  }) => {
    const title = `Mathematics Teacher ${unique()}`;

    // The institute posts the job; its name and place come from the profile.
    await signInAt(page, '/institute-admin/post-job', instituteAdmin.email, instituteAdmin.password);
    await expect(page.getByRole('textbox', { name: 'Institute name' })).toHaveValue('Sunrise Public School');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Position' }).fill('TGT Mathematics');
    await choose(page, 'Subject', 'Mathematics');
    await choose(page, 'Teaching level', 'Trained graduate teacher (TGT)');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Smart boards, Olympiad coaching');
    await page.getByRole('textbox', { name: 'Salary (₹)' }).fill('45000');
    await fillDate(page.getByLabel('Last date to apply'), inDays(14));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page.getByText('Job Posted Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/institute-admin\/manage-jobs$/);
    await expect(page.getByRole('article', { name: title })).toContainText('0 applicants');
    // Your Applied Jobs is for job seekers only.
    await page.goto('/applied-jobs');
    await expect(page.getByText('You must be a job seeker to view this page')).toBeVisible();
    await signOut(page);

    // The job seeker finds it by filter, opens it and applies.
    await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
    await choose(page, 'State', 'Maharashtra');
    await choose(page, 'Subject', 'Mathematics');
    await page.getByRole('textbox', { name: 'Keyword' }).fill(title);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('₹45,000 / month');
    await expectAccessible(page);
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Sunrise Public School')).toBeVisible();
    await expect(page.getByText('Smart boards')).toBeVisible();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    // Apply Now on the job's page asks for an optional cover note first (issue 48).
    await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Successfully applied to the job!')).toBeVisible();
    await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Job List' }).click();
    await expect(
      page.getByRole('article', { name: title }).getByText('Applied', { exact: true }).first(),
    ).toBeVisible();
    await signOut(page);

    // The institute shortlists the applicant.
    await signInAt(page, '/institute-admin/manage-jobs', instituteAdmin.email, instituteAdmin.password);
    await page.getByRole('article', { name: title }).getByRole('button', { name: '1 applicant' }).click();
    const dialog = page.getByRole('dialog', { name: `Applicants: ${title}` });
    await expect(dialog.getByText(jobseeker.name, { exact: true })).toBeVisible();
    await choose(page, `Stage of ${jobseeker.name}`, 'Shortlisted');
    await dialog
      .getByRole('textbox', { name: 'Message to the candidate (optional)' })
      .fill('Demo class on Monday at 10');
    await dialog.getByRole('textbox', { name: 'Private note (optional)' }).fill('Strong on algebra; check references');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Application moved to Shortlisted.')).toBeVisible();
    await expect(dialog.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await signOut(page);

    // The job seeker sees the stage and the notice, then withdraws.
    await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
    const bell = page.getByRole('button', { name: /Notifications/ });
    await bell.click();
    await expect(page.getByRole('button', { name: new RegExp(`is now: Shortlisted`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/jobseeker/applied-jobs');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Shortlisted');
    await expect(row).toContainText('Demo class on Monday at 10');
    await expect(row).not.toContainText('check references');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw Application' }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('Application withdrawn successfully')).toBeVisible();
    await expect(page.getByText('You have not applied for any jobs yet.')).toBeVisible();
    await signOut(page);

    // The institute edits the job through the confirmation, then deletes it.
    await signInAt(page, '/institute-admin/manage-jobs', instituteAdmin.email, instituteAdmin.password);
    const mine = page.getByRole('article', { name: title });
    await mine.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: title });
    for (const section of [
      'Basic Details',
      'Institute Details',
      'Experience & Qualification',
      'Salary & Subject Info',
      'Contact & Dates',
    ])
      await expect(view.getByRole('heading', { name: section })).toBeVisible();
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(edit.getByRole('textbox', { name: 'Job ID' })).toHaveAttribute('readonly', '');
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (Senior)`);
    await edit.getByRole('button', { name: 'Update Job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Update' });
    await expect(confirm).toContainText('Are you sure you want to update this job?');
    await confirm.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Job updated successfully')).toBeVisible();
    const renamed = page.getByRole('article', { name: `${title} (Senior)` });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    const del = page.getByRole('dialog', { name: 'Delete Job' });
    await expect(del).toContainText('Are you sure you want to delete this job?');
    await del.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Job deleted successfully')).toBeVisible();
    await expect(page.getByText('No jobs found.')).toBeVisible();
  });

  test('Find Employee scrolls through job seekers to the end of the list', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    const seekers: Registered[] = [];
    for (let i = 0; i < 14; i++) {
      const s = await approvedAccount(request, 'jobseeker');
      await completeProfile(request, 'jobseeker', s);
      const token = await tokenOf(request, s);
      await request.put(`/api/jobseeker-profile/${s.userId}`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          ...JOBSEEKER_PROFILE,
          name: s.name,
          schoolLevel: 'primary',
          syllabus: 'CBSE',
          subject: 'EVS',
          state: 'KA',
          district: 'Mysuru',
        },
      });
      seekers.push(s);
    }
    try {
      await signInAt(
        page,
        '/jobseekers?state=KA&district=Mysuru&subject=EVS',
        instituteAdmin.email,
        instituteAdmin.password,
      );
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page);
      const end = page.getByText('No more jobseekers.');
      for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(300);
      }
      await expect(end).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(14);
      await page.getByRole('button', { name: `View ${seekers[0]!.name}` }).click();
      await expect(page.getByRole('dialog', { name: seekers[0]!.name })).toContainText(seekers[0]!.email);
    } finally {
      for (const s of seekers) await retire(request, s.userId);
    }
  });

  test("a signed-out visitor opens a job's shared link, signs in to apply and comes back to the job", async ({
    page,
    request,
    instituteAdmin,
    jobseeker,
  }) => {
    const job = await postJob(request, instituteAdmin, `Shared English Teacher ${unique()}`);
    await page.goto(`/share/jobs/${job.jobId}`);
    await expect(page.getByRole('heading', { name: /Shared English Teacher/ })).toBeVisible();
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /Sunrise Public School · Pune, Maharashtra · Apply by/,
    );
    await page.getByRole('link', { name: 'Sign in to apply' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  });
});
