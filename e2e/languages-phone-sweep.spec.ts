import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E } from './support/env.ts';
import { INSTITUTE_PROFILE, inDays, tokenOf, unique, type Registered } from './support/api.ts';
import { apiAs } from './support/office.ts';
import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { signInAt } from './support/pages.ts';
import { englishOnScreen, menuLinks, open, sidewaysScroll, violationsInBothThemes } from './support/sweep.ts';

/*
 * Every screen of every role's menu, and the signed-out screens, on a 390 px phone in English, हिन्दी and
 * தமிழ்: nothing scrolls sideways, and a Hindi or Tamil screen shows no English word a reader would have to
 * translate (the way the catalogue test finds a missing entry, but on the screen as drawn, so a text
 * built on the server or stored in English is caught too). What stays in English is listed below, each
 * for a reason.
 *
 * The English pass is also the axe sweep (light and dark theme, at a desktop's width as before) of the
 * signed-out screens, the super admin's, and the office's and the job seeker's with data: the same screens
 * accessibility.spec.ts opened a second time (2026-11-29, one visit a screen; that file keeps the accounts
 * with nothing yet).
 */

const LANGUAGES = ['en', 'hi', 'ta'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * Written the same in every language: the portal's and brands' names, abbreviations Indian schools write
 * in Latin letters (boards, TET, UPI), the spec's own texts (kept exactly), and the names and places of
 * this sweep's accounts (people's and schools' names are not translated).
 */
const ALLOWED = [
  'School Portal',
  'My Project',
  'Job Aspirents Registered',
  // The language switch names each language in its own script.
  'English',
  // Brands and products a school knows by these names.
  'WhatsApp',
  'Tally Prime',
  'Tally',
  'Excel',
  'Google Pay',
  'PhonePe',
  'Paytm',
  'WebP',
  'PGlite',
  'pglite',
  'PostgreSQL',
  'State Bank of India',
  'Bank of Baroda',
  'Axis',
  'Canara',
  'Tata',
  'Ashok Leyland',
  'Eicher',
  // Tally's own menu words, which the steps quote as Tally shows them.
  'Import',
  'Transactions',
  // Units and the clock as Intl writes them in hi and ta.
  'ms',
  'km',
  'am',
  'pm',
  // Districts stay as written (decision in reference/state-names.ts); those of this sweep's accounts.
  'Pune',
  'Chennai',
  // People's and schools' names are not translated: this sweep's accounts and the seeded ones.
  'Kavya',
  'Lata Desai',
  'Arjun Nair',
  'Suresh Nair',
  'Meena Staff',
  'Anita Deshmukh',
  'Super Admin',
  INSTITUTE_PROFILE.instituteName,
  INSTITUTE_PROFILE.address,
  // What the school named itself: a job's position, a class, a fee head.
  'TGT Mathematics',
  'Class 3',
  'Tuition Fee',
];

interface Found {
  scroll: string[];
  english: string[];
  /** Serious and critical axe violations, read in the English pass where `axe` is asked for. */
  axe: string[];
}
const nothingFound = (): Found => ({ scroll: [], english: [], axe: [] });

async function check(page: Page, language: Language, label: string, found: Found, allowed: string[]) {
  // SWEEP_SHOTS=<folder>: every Tamil phone screen as a picture, to look at by eye (words cut or run together).
  if (process.env.SWEEP_SHOTS && language === 'ta') {
    const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await page.screenshot({ path: `${process.env.SWEEP_SHOTS}/ta-${name}.png`, fullPage: true });
  }
  const wider = await sidewaysScroll(page);
  if (wider > 0) found.scroll.push(`${label} (${language}): ${wider} px sideways`);
  if (language === 'en') return;
  for (const word of await englishOnScreen(page, allowed)) found.english.push(`${label} (${language}): ${word}`);
}

/**
 * The axe sweep of the screen as it stands, at the desktop's width the axe sweep has always read (1280 × 720,
 * Playwright's own), then back to the phone's.
 */
async function axeAtDesktop(page: Page, label: string, found: Found) {
  await page.setViewportSize({ width: 1280, height: 720 });
  found.axe.push(...(await violationsInBothThemes(page, label)));
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Signs in in each language in turn and checks every screen of the account's menu; `axe` in the English pass too. */
async function sweepMenuOf(
  page: Page,
  identifier: string,
  password: string,
  { superUser = false, allowed = [] as string[], axe = false } = {},
) {
  const found = nothingFound();
  for (const language of LANGUAGES) {
    // The menu is read at a desktop's width, where it is drawn beside the page (a phone's is behind a button).
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, '/', identifier, password, superUser, language);
    await expect(page).toHaveURL(/dashboard$/);
    const paths = await menuLinks(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of paths) {
      await open(page, path);
      await check(page, language, path, found, [...ALLOWED, ...allowed]);
      if (axe && language === 'en') await axeAtDesktop(page, path, found);
    }
  }
  return found;
}

/** A Mathematics job of the school in its own state, asking for a graduate with the State TET. */
async function mathsJob(request: APIRequestContext, school: Registered) {
  const asSchool = apiAs(request, await tokenOf(request, school));
  const { job } = await asSchool<{ job: { _id: string; jobId: string; title: string } }>('post', '/api/jobs', {
    title: `TGT Mathematics ${unique()}`,
    position: 'TGT Mathematics',
    subject: 'Mathematics',
    teachingLevel: 'TGT',
    qualifications: ['GRADUATE'],
    eligibilityTests: ['STATE_TET_2'],
    salary: 38000,
    experienceMin: 2,
    lastDateToApply: inDays(10),
  });
  return job;
}

test.describe('a 390 px phone in English, Hindi and Tamil', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(() => {
    test.setTimeout(600_000);
  });

  test('the signed-out screens, with axe in English', async ({ browser }) => {
    const found = nothingFound();
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ locale: `${language}-IN`, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      for (const path of ['/login', '/superuserlogin', '/register', '/forgot-password', '/reset-password?token=x']) {
        await open(page, path);
        await check(page, language, path, found, ALLOWED);
        if (language === 'en') await axeAtDesktop(page, path, found);
      }
      // The register form of each role, with its password rules and policy links.
      for (const role of ['instituteAdmin', 'jobseeker']) {
        await open(page, '/register');
        await page.locator('select').first().selectOption(role);
        await page.locator('input[type="password"]').first().fill('abc');
        await check(page, language, `/register (${role})`, found, ALLOWED);
        if (language === 'en') {
          // The form's errors, in the colours a refused form shows.
          await page.getByRole('button', { name: 'Register' }).click();
          await axeAtDesktop(page, `/register (${role}, errors shown)`, found);
        }
      }
      await context.close();
    }
    expect(found).toEqual(nothingFound());
  });

  test('every screen of the super admin, with axe in English', async ({ page }) => {
    expect(
      await sweepMenuOf(page, E2E.superAdmin.email, E2E.superAdmin.password, { superUser: true, axe: true }),
    ).toEqual(nothingFound());
  });

  test('every screen of an institute admin, with a job and an applicant', async ({
    page,
    request,
    instituteAdmin,
    jobseeker,
  }) => {
    const job = await mathsJob(request, instituteAdmin);
    await apiAs(request, await tokenOf(request, jobseeker))('post', `/api/jobs/${job._id}/apply`, {});
    const found = await sweepMenuOf(page, instituteAdmin.userId, instituteAdmin.password, {
      allowed: [job.title, jobseeker.name],
    });
    // The applicants' dialog on the phone, in Tamil: its e-mail and stages stay within the dialog.
    await signInAt(page, '/institute-admin/manage-jobs', instituteAdmin.userId, instituteAdmin.password, false, 'ta');
    await page.getByRole('article', { name: job.title }).getByRole('button').filter({ hasText: '1' }).first().click();
    const body = page.locator('.mantine-Modal-body');
    await expect(body).toContainText(jobseeker.email);
    const wider = await body.evaluate((b) => b.scrollWidth - b.clientWidth);
    if (wider > 0) found.scroll.push(`the applicants' dialog (ta): ${wider} px sideways`);
    expect(found).toEqual(nothingFound());
  });

  // With axe: the colours an empty account never shows, a defaulter's links and amounts.
  test('every screen of an institute user, with a student owing fees since April, with axe in English', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    const { clerk, send, clerkToken, classId } = await schoolWithClerk(request, instituteAdmin);
    await yearlyTuition({ send, clerkToken, classId });
    expect(await sweepMenuOf(page, clerk.userId, clerk.password, { axe: true })).toEqual(nothingFound());
  });

  // With axe: an "Applied" badge and a saved job.
  test('every screen of a job seeker, with a job that fits, saved, applied to, and an alert, with axe in English', async ({
    page,
    request,
    instituteAdmin,
    jobseeker,
  }) => {
    const job = await mathsJob(request, instituteAdmin);
    const asTeacher = apiAs(request, await tokenOf(request, jobseeker));
    await asTeacher('put', `/api/saved-jobs/${job._id}`);
    await asTeacher('post', '/api/job-alerts', { state: 'TN', subject: 'Mathematics' });
    await asTeacher('post', `/api/jobs/${job._id}/apply`, {});
    const found = await sweepMenuOf(page, jobseeker.email, jobseeker.password, {
      allowed: [job.title, jobseeker.name],
      axe: true,
    });
    // The job's own page, with its requirements and the teacher's fit.
    for (const language of ['hi', 'ta'] as const) {
      await signInAt(page, `/jobs/${job._id}`, jobseeker.email, jobseeker.password, false, language);
      await page.waitForLoadState('networkidle');
      await check(page, language, 'the job', found, [...ALLOWED, job.title, jobseeker.name, job.jobId]);
    }
    expect(found).toEqual(nothingFound());
  });
});
