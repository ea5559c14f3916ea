import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { JOBSEEKER_PROFILE, inDays, tokenOf, unique } from './support/api.ts';
import { expectAccessible, shots, signInAt } from './support/pages.ts';

/*
 * Issue 28, a teacher's CV on her profile: a State-syllabus teacher whose profile says "Math" adds her
 * B.Ed and the two schools she taught at (the form refuses an end before a start), and the school she
 * applied to sees them in its applicant view.
 */

/** Fills the inputs of one row of the profile (a "Degree 1" or "School 2" group) by their labels. */
async function fillRow(page: Page, row: string, values: Record<string, string>) {
  const group = page.getByRole('group', { name: row });
  for (const [label, value] of Object.entries(values))
    await group.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test('a teacher adds her B.Ed and two schools; the school she applied to sees them', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const title = `TGT Mathematics ${tag}`;
  const school = { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` };
  const teacher = { authorization: `Bearer ${await tokenOf(request, jobseeker)}` };
  const posted = await request.post('/api/jobs', {
    headers: school,
    data: {
      title,
      position: 'TGT Mathematics',
      subject: 'Mathematics',
      teachingLevel: 'TGT',
      lastDateToApply: inDays(10),
    },
  });
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;
  const profile = {
    ...JOBSEEKER_PROFILE,
    name: jobseeker.name,
    syllabus: 'State',
    subject: 'Math',
    state: 'MH',
    district: 'Pune',
  };
  expect(
    (await request.put(`/api/jobseeker-profile/${jobseeker.userId}`, { headers: teacher, data: profile })).status(),
  ).toBe(200);
  expect((await request.post(`/api/jobs/${jobId}/apply`, { headers: teacher })).status()).toBe(201);

  await signInAt(page, '/jobseekerProfile', jobseeker.email, jobseeker.password);
  await expect(page.getByText('Math', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  await page.getByRole('button', { name: 'Add degree' }).click();
  await fillRow(page, 'Degree 1', {
    Degree: 'B.Ed',
    Subject: 'Mathematics',
    'University or college': 'Savitribai Phule Pune University',
    Year: '2016',
  });
  for (const _ of [1, 2, 3]) await page.getByRole('button', { name: 'Add school' }).click();
  await fillRow(page, 'School 1', {
    School: 'Jnana Prabodhini Prashala, Pune',
    Role: 'TGT Mathematics',
    From: '2019-06',
  });
  await fillRow(page, 'School 2', {
    School: 'Abhinava Vidyalaya, Erandwane',
    Role: 'PRT Maths',
    From: '2016-06',
    To: '2015-04',
  });
  // A row added by mistake goes again.
  await page.getByRole('button', { name: 'Remove school 3' }).click();
  await expect(page.getByRole('group', { name: 'School 3' })).toHaveCount(0);

  // The end before the start is refused under that field; nothing is saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('group', { name: 'School 2' }).getByText('The end cannot be before the start.'),
  ).toBeVisible();
  await fillRow(page, 'School 2', { To: '2019-04' });
  await expectAccessible(page);
  await shots(page, 'profile-education-work');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('B.Ed, Mathematics, Savitribai Phule Pune University, 2016')).toBeVisible();

  // Saved: the form opens with her rows.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(
    page.getByRole('group', { name: 'School 2' }).getByRole('textbox', { name: 'To', exact: true }),
  ).toHaveValue('2019-04');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInAt(page, '/institute-admin/manage-jobs', instituteAdmin.email, instituteAdmin.password);
  await page.getByRole('article', { name: title }).getByRole('button', { name: '1 applicant' }).click();
  const dialog = page.getByRole('dialog', { name: `Applicants: ${title}` });
  await expect(dialog.getByText('B.Ed, Mathematics, Savitribai Phule Pune University, 2016')).toBeVisible();
  await expect(dialog.getByText('TGT Mathematics, Jnana Prabodhini Prashala, Pune (2019-06 – now)')).toBeVisible();
  await expect(dialog.getByText('PRT Maths, Abhinava Vidyalaya, Erandwane (2016-06 – 2019-04)')).toBeVisible();
  await expectAccessible(page);
});
