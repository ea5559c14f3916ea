import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { schoolWithClerk } from './support/fee-school.ts';
import { signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';
import { approve, completeProfile, postJob, type Registered, unique } from './support/api.ts';
import { waitForMail } from './support/mail.ts';

/** The Hindi catalogue: the test finds each control by the words a Hindi reader sees. */
const part = (file: string) =>
  JSON.parse(readFileSync(new URL(`../packages/contract/src/i18n/locales/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
// Both parts of the Hindi catalogue: the first screens' and the signed-in screens'.
const hi = { ...part('hi.json'), ...part('signed-in/hi.json') };
/** The browser tab's title of a screen, in Hindi: the route's title (lib/routes.ts) and the portal's name. */
const hiTab = (screen: string) => hi['{title} · School Portal']!.replace('{title}', hi[screen]!);

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

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Hindi and Tamil', () => {
  test('a job seeker switches to हिन्दी on the sign-in screen, signs in, and the portal and the account keep Hindi', async ({
    page,
    browser,
    jobseeker,
  }) => {
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
    const answer = await request.post('/api/auth/forgot-password', {
      data: { email: 'not-an-email' },
      headers: { 'accept-language': 'ta' },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual({ email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.' });
  });

  test('a clerk in தமிழ் collects a fee, and the receipt PDF is in Tamil, the amount in words too', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(150_000);
    const { clerk, admissionNumber } = await schoolWithClerk(request, instituteAdmin);
    await signInAt(page, '/settings/fee-manager', clerk.userId, clerk.password);
    await page.getByRole('textbox', { name: 'Fee head name' }).fill('Tuition Fee');
    await page.getByRole('button', { name: 'Add fee head' }).click();
    await expect(page.getByText('Fee head added.')).toBeVisible();
    await choose(page, 'Fee structure of class', 'Class 3');
    await choose(page, 'Fee head', 'Tuition Fee');
    await choose(page, 'How often', 'Yearly');
    await page.getByRole('textbox', { name: 'Amount each time (₹)' }).fill('12500');
    await page.getByRole('textbox', { name: 'Due on day' }).fill('10');
    await page.getByRole('button', { name: 'Save fees of this head' }).click();
    await expect(page.getByRole('table', { name: 'Instalments' })).toContainText('₹12,500');

    await page.goto('/institute-user/fee/collect-fee');
    await page.getByRole('textbox', { name: 'Find student' }).fill(admissionNumber);
    await page.getByRole('button', { name: /Arjun Nair/ }).click();
    await page.getByText('Choose dues', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Pay Tuition Fee Yearly' }).check();
    await page.getByRole('textbox', { name: 'Amount for Tuition Fee Yearly' }).fill('5000');
    await choose(page, 'Payment mode', 'UPI');
    await page.getByRole('textbox', { name: 'Transaction reference' }).fill('UPI-9988');
    await page.getByRole('button', { name: 'Collect ₹5,000' }).click();
    await expect(page).toHaveURL(/\/institute-user\/fee\/receipt\//);

    // The clerk reads Tamil (chosen in the user menu, kept on the account): the receipt prints in it.
    // (Collect Fee in Tamil is fee-languages.spec.ts's journey.)
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
    await expect(page.getByRole('button', { name: 'பயனர் மெனு' })).toBeVisible();
    const download = page.waitForEvent('download');
    // The receipt screen itself is in Tamil now, its button too.
    await page.getByRole('button', { name: 'PDF பதிவிறக்கு' }).click();
    // The text as a reader copies it out of the PDF (poppler reads the shaped runs' ActualText).
    const text = execFileSync('pdftotext', [await (await download).path(), '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('கட்டண ரசீது');
    expect(text).toContain('ரசீது எண் 2026-27/000001');
    expect(text).toContain('மாணவர்: Arjun Nair');
    expect(text).toContain('₹5,000');
    expect(text).toContain('ஐயாயிரம் ரூபாய் மட்டும்');
    expect(text).toContain('செலுத்திய முறை: UPI (UPI-9988)');
    expect(text).toContain('அங்கீகரிக்கப்பட்ட கையொப்பமிடுபவர்');
    expect(text).not.toContain('Rupees');
  });
});

test.describe('Hindi for a teacher looking for a job', () => {
  test('a teacher switches to हिन्दी on the sign-in screen, registers, and sees the dashboard, Browse Jobs and a job in Hindi', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    // The job's subject is English (postJob); a title naming another subject ("गणित", Maths) is not found by its
    // words since they are read as that subject (decision 038).
    const title = `अनुभवी शिक्षक ${unique()}`;
    await postJob(request, instituteAdmin, title);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page).toHaveTitle('Login · School Portal');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveTitle(hiTab('Login'));
    await page.getByRole('link', { name: hi['Register here'] }).click();
    await expect(page.getByRole('heading', { name: hi['Registration'] })).toBeVisible();
    await expect(page).toHaveTitle(hiTab('Register'));
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
    await completeProfile(request, 'jobseeker', {
      email,
      password: 'Teach@2026',
      name: 'Meera Sharma',
      userId,
    } satisfies Registered);

    await page.getByRole('textbox', { name: hi['Email or User ID'] }).fill(email);
    await page.getByRole('textbox', { name: hi['Password'], exact: true }).fill('Teach@2026');
    await page.getByRole('button', { name: hi['Sign In'] }).click();
    await expect(page.getByRole('heading', { name: hi['Dashboard'] })).toBeVisible();
    await expect(page.getByText(hi['Looking for Job']!, { exact: true })).toBeVisible();
    // Each screen's tab title is its route's, in Hindi too (a page's heading no longer competes with it).
    await expect(page).toHaveTitle(hiTab('Dashboard'));
    await shot(page, 'dashboard');

    await page.goto('/jobseeker/search-jobs');
    await expect(page.getByRole('heading', { name: hi['Browse Jobs'] })).toBeVisible();
    await expect(page).toHaveTitle(hiTab('Browse Jobs'));
    await expect(page.getByRole('textbox', { name: hi['Keyword'] })).toBeVisible();
    await page.getByRole('textbox', { name: hi['Keyword'] }).fill(title);
    await expect(page.getByText(title).first()).toBeVisible();
    await shot(page, 'browse-jobs');
    // The teaching levels are offered in Hindi, keeping the school term (TGT); the filter still sends the code.
    await page.getByRole('button', { name: hi['Filters ({active})']!.replace('{active}', '0') }).click();
    await page.getByRole('combobox', { name: hi['Teaching level'], exact: true }).click();
    await expect(page.getByRole('option', { name: 'प्रशिक्षित स्नातक शिक्षक (TGT)', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Trained graduate teacher (TGT)' })).toHaveCount(0);
    // Escape closes the options, then the filters' sheet.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: hi['Filters'] })).toBeHidden();

    await page.getByRole('link', { name: hi['View'] }).first().click();
    await expect(page.getByRole('heading', { name: hi['Job Details'] })).toBeVisible();
    await expect(page).toHaveTitle(hiTab('Job Details'));
    await expect(page.getByText(hi['Vacancies']!, { exact: true })).toBeVisible();
    // The subject the school chose is named in Hindi too (the job's stored value stays "English").
    await expect(page.getByText(hi['English']!, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: hi['Apply Now'] })).toBeVisible();
    await shot(page, 'job');
  });
});
