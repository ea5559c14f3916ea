import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { approve, completeProfile, postJob, type Registered } from './support/api.ts';
import { waitForMail } from './support/mail.ts';

/** The Hindi catalogue: the test finds each control by the words a Hindi reader sees. */
const hi = JSON.parse(readFileSync(new URL('../packages/contract/src/i18n/locales/hi.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The screen at a phone's width in light and dark, when LANGUAGE_SHOTS names a folder (to look at by eye). */
async function shot(page: Page, name: string) {
  const folder = process.env.LANGUAGE_SHOTS;
  if (!folder) return;
  // The theme follows the system's until the user picks one; switching it live keeps what is typed in the form.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${folder}/hi-${name}-390-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('Hindi and Tamil', () => {
  test('a job seeker switches to हिन्दी on the sign-in screen, signs in, and the portal and the account keep Hindi', async ({ page, browser, jobseeker }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('button', { name: 'लॉगिन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('textbox', { name: 'ईमेल या यूज़र ID' }).fill(jobseeker.email);
    await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(jobseeker.password);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    // The menu is in Hindi, and stays so after a reload.
    await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await page.getByRole('button', { name: 'यूज़र मेनू' }).click();
    await expect(page.getByRole('menuitem', { name: 'लॉगआउट' })).toBeVisible();

    // Another browser, English so far: signing in takes the account's language.
    const other = await browser.newContext({ locale: 'en-IN' });
    const second = await other.newPage();
    await second.goto('/login');
    await expect(second.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await second.getByRole('textbox', { name: 'Email or User ID' }).fill(jobseeker.email);
    await second.getByRole('textbox', { name: 'Password', exact: true }).fill(jobseeker.password);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await expect(second.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await other.close();
  });

  test('a first visit follows the browser’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ta-IN' });
    const page = await context.newPage();
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'கடவுச்சொல் மறந்துவிட்டது' })).toBeVisible();
    await context.close();
  });

  test('a server validation error comes back in Tamil with Accept-Language: ta', async ({ request }) => {
    const answer = await request.post('/api/auth/forgot-password', { data: { email: 'not-an-email' }, headers: { 'accept-language': 'ta' } });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual({ email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.' });
  });
});

test.describe('Hindi for a teacher looking for a job', () => {
  test('a teacher switches to हिन्दी on the sign-in screen, registers, and sees the dashboard, Browse Jobs and a job in Hindi', async ({ page, request, instituteAdmin }) => {
    const title = `गणित शिक्षक ${Date.now().toString(36)}`;
    await postJob(request, instituteAdmin, title);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('link', { name: hi['Register here'] }).click();
    await expect(page.getByRole('heading', { name: hi['Registration'] })).toBeVisible();
    await page.getByRole('combobox', { name: hi['Role'] }).selectOption('jobseeker');
    await expect(page.getByRole('heading', { name: hi['Job Seeker Registration'] })).toBeVisible();
    // A rule the form checks itself answers in Hindi too.
    await page.getByRole('button', { name: hi['Register'] }).click();
    await expect(page.getByText(hi['You must agree to the terms to register.']!)).toBeVisible();
    await shot(page, 'register');

    const email = `meera-${Date.now()}@e2e.test`;
    await page.getByRole('textbox', { name: hi['Name'] }).fill('Meera Sharma');
    await page.getByRole('textbox', { name: hi['Email'] }).fill(email);
    await page.getByRole('textbox', { name: hi['Phone'] }).fill('9845012345');
    await page.getByRole('textbox', { name: hi['Password'], exact: true }).fill('Teach@2026');
    await page.getByRole('textbox', { name: hi['Confirm Password'] }).fill('Teach@2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: hi['Register'] }).click();
    const done = page.getByRole('dialog', { name: hi['Registration Successful'] });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: hi['OK'] }).click();

    // The first mail says the user ID.
    const mail = await waitForMail(email, /./);
    const userId = /ID (?:is )?(\w+)/.exec(mail.text)![1]!;
    await approve(request, userId);
    await completeProfile(request, 'jobseeker', { email, password: 'Teach@2026', name: 'Meera Sharma', userId } satisfies Registered);

    await page.getByRole('textbox', { name: hi['Email or User ID'] }).fill(email);
    await page.getByRole('textbox', { name: hi['Password'], exact: true }).fill('Teach@2026');
    await page.getByRole('button', { name: hi['Sign In'] }).click();
    await expect(page.getByRole('heading', { name: hi['Dashboard'] })).toBeVisible();
    await expect(page.getByText(hi['Looking for Job']!, { exact: true })).toBeVisible();
    await shot(page, 'dashboard');

    await page.goto('/jobseeker/search-jobs');
    await expect(page.getByRole('heading', { name: hi['Browse Jobs'] })).toBeVisible();
    await expect(page.getByRole('textbox', { name: hi['Keyword'] })).toBeVisible();
    await page.getByRole('textbox', { name: hi['Keyword'] }).fill(title);
    await expect(page.getByText(title).first()).toBeVisible();
    await shot(page, 'browse-jobs');

    await page.getByRole('link', { name: hi['View'] }).first().click();
    await expect(page.getByRole('heading', { name: hi['Job Details'] })).toBeVisible();
    await expect(page.getByText(hi['Vacancies']!, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: hi['Apply Now'] })).toBeVisible();
    await shot(page, 'job');
  });
});
