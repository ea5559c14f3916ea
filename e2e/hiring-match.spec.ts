import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { JOBSEEKER_PROFILE, inDays, tokenOf, unique } from './support/api.ts';
import { signInAt } from './support/pages.ts';

/*
 * Issue 28's journey: a State-syllabus teacher whose profile says "Math" meets the school that posted
 * "Mathematics": she finds the job by subject and by "maths", sees it under Jobs for you, applies with
 * her CV, and the school opens the CV from the applicant view. On a phone the first job is on the first screen.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a State-syllabus teacher with "Math" finds the "Mathematics" job, applies with her CV, and the school opens it', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const title = `TGT Mathematics ${tag}`;
  const school = { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` };
  const posted = await request.post('/api/jobs', {
    headers: school,
    data: {
      title,
      position: 'TGT Mathematics',
      subject: 'Mathematics',
      teachingLevel: 'TGT',
      salary: 38000,
      salaryMax: 45000,
      experienceMin: 2,
      experienceMax: 8,
      lastDateToApply: inDays(10),
    },
  });
  expect(posted.status()).toBe(201);
  // Her profile says "Math" (the State syllabus's word), in Pune where the school is.
  const teacher = { authorization: `Bearer ${await tokenOf(request, jobseeker)}` };
  const saved = await request.put(`/api/jobseeker-profile/${jobseeker.userId}`, {
    headers: teacher,
    data: {
      ...JOBSEEKER_PROFILE,
      name: jobseeker.name,
      syllabus: 'State',
      subject: 'Math',
      state: 'MH',
      district: 'Pune',
      summary: 'Maths teacher, 6 years with classes 6 to 10.',
    },
  });
  expect(saved.status()).toBe(200);

  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  // Jobs for you, with why.
  const forYou = page.getByRole('link', { name: title });
  await expect(forYou).toBeVisible();
  // The reason names what matches (issue 48): her subject and level, her years, her district.
  await expect(page.getByText('Mathematics TGT, 6 years, same district').first()).toBeVisible();

  // Her profile: the subject reads "Math"; she uploads her CV.
  await page.goto('/jobseekerProfile');
  await expect(page.getByText('Math', { exact: true })).toBeVisible();
  await page
    .locator('input[type="file"][accept="application/pdf"]')
    .setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('CV uploaded.')).toBeVisible();
  await expect(page.getByText(/meera-cv\.pdf/)).toBeVisible();

  // Browse Jobs by subject, then by "maths".
  await page.goto('/jobseeker/search-jobs');
  await choose(page, 'Subject', 'Mathematics');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(tag);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.goto('/jobseeker/search-jobs');
  await page.getByRole('textbox', { name: 'Keyword' }).fill(`maths ${tag}`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('₹38,000–₹45,000 / month');
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Successfully applied to the job!')).toBeVisible();
  await signOut(page);

  // The school opens her CV from the applicant view.
  await signInAt(page, '/institute-admin/manage-jobs', instituteAdmin.email, instituteAdmin.password);
  await page.getByRole('article', { name: title }).getByRole('button', { name: '1 applicant' }).click();
  const dialog = page.getByRole('dialog', { name: `Applicants: ${title}` });
  await expect(dialog.getByText('Maths teacher, 6 years with classes 6 to 10.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call +91 98400 12345' })).toHaveAttribute('href', 'tel:+919840012345');
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919840012345');
  // The CV comes as the file she uploaded, under its name: not a blank tab (issue 47).
  const [cv] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: `Open the CV of ${jobseeker.name}` }).click(),
  ]);
  expect(cv.suggestedFilename()).toBe('meera-cv.pdf');
  expect((await readFile(await cv.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Browse Jobs shows a search bar and Filters (n), and the first job without scrolling', async ({
    page,
    jobseeker,
  }) => {
    await signInAt(page, '/jobseeker/search-jobs?state=MH', jobseeker.email, jobseeker.password);
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Subject' })).toBeHidden();
    const first = page.getByRole('article').first();
    await expect(first).toBeInViewport();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(844 - 80);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'My experience (years)' }),
    ).toBeVisible();
  });

  test('a long job keeps Apply Now on the screen', async ({ page, request, instituteAdmin, jobseeker }) => {
    const description = Array.from(
      { length: 40 },
      (_, i) => `Duty ${i + 1}: plan, teach and assess mathematics for classes 6 to 10 under the State syllabus.`,
    ).join(' ');
    const res = await request.post('/api/jobs', {
      headers: { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` },
      data: {
        title: 'TGT Mathematics (long)',
        position: 'TGT Mathematics',
        subject: 'Mathematics',
        description,
        lastDateToApply: inDays(10),
      },
    });
    const { job } = (await res.json()) as { job: { _id: string } };
    await signInAt(page, `/jobs/${job._id}`, jobseeker.email, jobseeker.password);
    await expect(page.getByRole('heading', { name: 'TGT Mathematics (long)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeInViewport();
  });
});
