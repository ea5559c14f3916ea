import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { inDays, JOBSEEKER_PROFILE, tokenOf, unique } from './support/api.ts';
import { signInAt } from './support/pages.ts';
import { phoneShots } from './support/phone-shots.ts';

/*
 * Issue 48, point 2: the school finds Lakshmi as it would on Resdex, by "CBSE maths 6 years" and by a word
 * of her CV, keeps those active this week, and is offered "tiruppur" for "tirupur" and her name for a
 * misspelling of it; a teacher finds the Maths job by "matsh" and is offered "pune" for "punne". In Hindi
 * and Tamil, at a phone's width, light and dark.
 */

async function cvPdf(...lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

const keyword = (page: Page, label = 'Keyword') => page.getByRole('textbox', { name: label });

test('the school finds Lakshmi by "CBSE maths 6 years" and her CV, keeps the week\'s active, and is offered "tiruppur"', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const teacher = { authorization: `Bearer ${await tokenOf(request, jobseeker)}` };
  const saved = await request.put(`/api/jobseeker-profile/${jobseeker.userId}`, {
    headers: teacher,
    data: {
      ...JOBSEEKER_PROFILE,
      name: jobseeker.name,
      syllabus: 'State',
      district: 'Tiruppur',
      summary: `Maths TGT, reference ${tag}.`,
      workHistory: [{ school: 'Vivekananda CBSE Vidyalaya, Tiruppur', role: 'TGT Maths', from: '2019-06', to: '' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const cv = await request.put('/api/jobseeker-profile/cv', {
    headers: teacher,
    multipart: {
      cv: {
        name: 'lakshmi-cv.pdf',
        mimeType: 'application/pdf',
        buffer: await cvPdf('Coached the Maths Olympiad team'),
      },
    },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  const her = page.getByRole('article', { name: jobseeker.name });

  await signInAt(page, '/jobseekers', instituteAdmin.email, instituteAdmin.password);
  await keyword(page).fill('CBSE maths 6 years');
  await expect(her).toBeVisible();
  await keyword(page).fill(`olympiad ${tag}`);
  await expect(her).toBeVisible();

  // Misspelt: nobody, and the question is the link that puts it right.
  await keyword(page).fill(`tirupur ${tag}`);
  await expect(page.getByText('No job seekers match these filters.')).toBeVisible();
  await page.getByRole('link', { name: `Did you mean tiruppur ${tag}?` }).click();
  await expect(her).toBeVisible();
  await expect(keyword(page)).toHaveValue(`tiruppur ${tag}`);

  // Her name misspelt: the name of a teacher the school may see is offered the same way.
  await keyword(page).fill(`Kavyaa ${tag}`);
  await expect(page.getByText('No job seekers match these filters.')).toBeVisible();
  await page.getByRole('link', { name: `Did you mean Kavya ${tag}?` }).click();
  await expect(her).toBeVisible();

  await page.getByRole('combobox', { name: 'Last active' }).click();
  await page.getByRole('option', { name: 'Within 7 days' }).click();
  await expect(page).toHaveURL(/activeWithin=7/);
  await expect(her).toBeVisible();

  // Hindi and Tamil, on a phone, light and dark: the empty search with its suggestion.
  for (const [language, question] of [
    ['hi', `क्या आपका मतलब tiruppur ${tag} था?`],
    ['ta', `tiruppur ${tag} என்று தேடலாமா?`],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.goto(`/jobseekers?q=${encodeURIComponent(`tirupur ${tag}`)}`);
    await phoneShots(page, `find-employee-did-you-mean-${language}`, page.getByRole('link', { name: question }));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  // The filters' sheet on a phone, in Tamil and dark, with Last active chosen: nothing wider than the screen.
  await page.evaluate(() => localStorage.setItem('colorScheme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobseekers?activeWithin=30&minExp=3&maxSalary=45000');
  await page.getByRole('button', { name: /வடிப்பான்கள்/ }).click();
  await expect(page.getByRole('combobox', { name: 'கடைசியாகச் செயல்பட்டது' })).toHaveValue('கடந்த 30 நாட்களுக்குள்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.LANGUAGE_SHOTS)
    await page.screenshot({ path: `${process.env.LANGUAGE_SHOTS}/find-employee-filters-ta-390-dark.png` });
  await page.evaluate(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('colorScheme', 'light');
  });
});

test('a teacher finds the Maths job by "matsh" and is offered "pune" for "punne"', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const title = `TGT Maths ${tag}`;
  const posted = await request.post('/api/jobs', {
    headers: { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` },
    data: {
      title,
      position: 'TGT Mathematics',
      subject: 'Mathematics',
      teachingLevel: 'TGT',
      lastDateToApply: inDays(10),
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = page.getByRole('link', { name: title });

  await signInAt(page, '/jobseeker/search-jobs', jobseeker.email, jobseeker.password);
  await keyword(page).fill(`matsh ${tag}`);
  await expect(job).toBeVisible();
  await keyword(page).fill(`ganitham ${tag}`);
  await expect(job).toBeVisible();
  await keyword(page).fill(`punne ${tag}`);
  await page.getByRole('link', { name: `Did you mean pune ${tag}?` }).click();
  await expect(job).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'ta'));
  await page.goto(`/jobseeker/search-jobs?q=${encodeURIComponent(`punne ${tag}`)}`);
  await phoneShots(page, 'browse-jobs-did-you-mean-ta', page.getByRole('link', { name: `pune ${tag} என்று தேடலாமா?` }));
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
