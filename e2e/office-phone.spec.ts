import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { approve, completeProfile, postJob, registerAccount, tokenOf, unique, type Registered } from './support/api.ts';
import { apiAs } from './support/office.ts';
import { schoolWithClerk, yearlyTuition } from './support/fee-school.ts';
import { signInAt } from './support/pages.ts';
import { E2E } from './support/env.ts';
import { open, sidewaysScroll } from './support/sweep.ts';

/*
 * Issue 47's office and hiring screens on a 390 px phone in Tamil and Hindi, with the worst data a school
 * has: a 40-character e-mail address, Tamil's long stage names, a notice written while the reader read
 * English. And the fee card as the browser prints it, in English, Hindi and Tamil.
 */

const PHONE = { width: 390, height: 844 };
const SCHEMES = ['light', 'dark'] as const;

/** A teacher whose e-mail address is as long as a South Indian name makes it, registered and approved. */
async function teacherWithLongAddress(request: APIRequestContext): Promise<Registered> {
  const id = unique();
  const account = {
    email: `venkatasubramanian.lakshminarayanan.${id}@school.edu.in`,
    password: 'Secret@123',
    name: `Venkatasubramanian Lakshminarayanan ${id}`,
  };
  const res = await request.post('/api/auth/register', {
    data: { role: 'jobseeker', ...account, phone: '9876543210' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { userId } = (await res.json()) as { userId: string };
  const teacher = { ...account, userId };
  await approve(request, userId);
  await completeProfile(request, 'jobseeker', teacher);
  return teacher;
}

test.describe('a school on a 390 px phone in Tamil and Hindi', () => {
  test.use({ viewport: PHONE });

  for (const language of ['ta', 'hi'] as const) {
    test(`the notice of a new applicant and the applicants' dialog (${language})`, async ({
      page,
      request,
      instituteAdmin,
    }) => {
      const job = await postJob(request, instituteAdmin, 'PGT Mathematics');
      const teacher = await teacherWithLongAddress(request);
      await apiAs(request, await tokenOf(request, teacher))('post', `/api/jobs/${job._id}/apply`, {});
      // The school's account reads English: the notice was written while it did.
      await signInAt(
        page,
        '/institute-admin/manage-jobs',
        instituteAdmin.userId,
        instituteAdmin.password,
        false,
        language,
      );
      const bell = page.getByRole('button', { name: language === 'ta' ? /அறிவிப்புகள்/ : /सूचनाएँ/ });
      await bell.click();
      const notice =
        language === 'ta'
          ? `${teacher.name} உங்கள் "PGT Mathematics" வேலைக்கு விண்ணப்பித்துள்ளார்.`
          : `${teacher.name} ने आपकी नौकरी "PGT Mathematics" के लिए आवेदन किया है।`;
      await expect(page.getByText(notice)).toBeVisible();
      await page.keyboard.press('Escape');

      await open(page, '/institute-admin/manage-jobs');
      // The job card's count of applicants ("1 விண்ணப்பதாரர்"), found by its icon in either language.
      await page.locator('button:has(.tabler-icon-users)').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: teacher.email })).toBeVisible();
      for (const scheme of SCHEMES) {
        await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
        // Nothing in the dialog is wider than the phone: not the address, not the row of stages.
        const wider = await dialog.evaluate((d) => {
          const right = window.innerWidth;
          return [...d.querySelectorAll<HTMLElement>('*')]
            .filter((e) => e.getBoundingClientRect().right > right + 1 && e.checkVisibility())
            .map((e) => `${e.tagName}.${e.className}`.slice(0, 80));
        });
        expect(wider, `${scheme}: wider than the phone`).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
        if (process.env.SWEEP_SHOTS)
          await page.screenshot({ path: path.join(process.env.SWEEP_SHOTS, `applicants-${language}-${scheme}.png`) });
      }
      // Each stage reads whole in the applicant's stage field, on the phone and on a desktop: Tamil's "விண்ணப்பித்தது"
      // was cut to "விண்ணப்பித்தத…" in a field 170 px wide (issue 47).
      const stage = dialog.locator('.mantine-Select-input');
      for (const width of [PHONE.width, 1280]) {
        await page.setViewportSize({ ...PHONE, width });
        await stage.click();
        const stages = await page.getByRole('option').allTextContents();
        await page.keyboard.press('Escape');
        expect(stages.length).toBe(6);
        for (const name of stages) {
          await stage.click();
          await page.getByRole('option', { name, exact: true }).click();
          await expect(stage).toHaveValue(name);
          const cut = await stage.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth);
          expect(cut, `${width} px: "${name}" cut in the stage field`).toBe(false);
        }
      }
    });
  }
});

test('the fee card prints as one student’s card, without the menu or buttons, in English, Hindi and Tamil', async ({
  page,
  request,
  instituteAdmin,
}) => {
  test.setTimeout(180_000);
  const { clerk, clerkToken, classId, studentId, send } = await schoolWithClerk(request, instituteAdmin);
  await yearlyTuition({ send, clerkToken, classId });
  const folder = mkdtempSync(path.join(tmpdir(), 'fee-card-'));
  const screens = {
    en: { title: 'Student Fee Card', menu: ['Dashboard', 'Print', 'Collect fee'] },
    hi: { title: 'छात्र फ़ीस कार्ड', menu: ['प्रिंट करें', 'फ़ीस जमा करें'] },
    ta: { title: 'மாணவர் கட்டண அட்டை', menu: ['அச்சிடு', 'கட்டணம் வசூலி'] },
  };
  // The screen's heading stays off the paper (the student's name heads the card); its first label is read instead.
  const label = { en: 'Admission number', hi: 'एडमिशन नंबर', ta: 'சேர்க்கை எண்' };
  for (const [language, words] of Object.entries(screens)) {
    await signInAt(page, `/institute-user/fee/card/${studentId}`, clerk.userId, clerk.password, false, language);
    await expect(page.getByText('Suresh Nair', { exact: false }).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const file = path.join(folder, `fee-card-${language}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // One student's card, readable: her name, admission number, the year's charge, in the reader's language.
    expect(text).toContain('Arjun Nair');
    expect(text).toContain(label[language as keyof typeof label]);
    expect(text).not.toContain(words.title);
    expect(text).toMatch(/12,500/);
    for (const word of words.menu) expect(text, `${language}: "${word}" printed`).not.toContain(word);
    // The card fits the width: no line of it runs past the page (pdftotext would drop what is cut off).
    expect(text).toContain('Suresh Nair');
    // FEE_CARD_PNG=<folder>: each printed page as a picture, to look at.
    if (process.env.FEE_CARD_PNG)
      execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(process.env.FEE_CARD_PNG, `fee-card-${language}`)]);
  }
});

/**
 * axe's colour-contrast rule on what `selector` holds, in the light and the dark theme: the failures, and how many
 * of the elements the rule measured (so a check that measured nothing fails instead of passing).
 */
async function contrastInBothThemes(page: Page, selector: string) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const found: string[] = [];
  const measured: Record<string, number> = {};
  for (const scheme of SCHEMES) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    const result = await new AxeBuilder({ page }).include(selector).withRules(['color-contrast']).analyze();
    for (const v of result.violations)
      for (const n of v.nodes) found.push(`${scheme}: ${n.html.slice(0, 80)} ${n.any[0]?.message ?? ''}`);
    measured[scheme] = result.passes.flatMap((p) => p.nodes).length;
  }
  return { found, measured };
}

test('the success alert after a real approval reads at 4.5:1 in both themes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const waiting = await registerAccount(request, 'jobseeker');
  await signInAt(page, '/super-admin/moderation-queue', E2E.superAdmin.email, E2E.superAdmin.password, true);
  await page.getByRole('checkbox', { name: `Select ${waiting.name}` }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const alert = page.locator('.mantine-Alert-root');
  await expect(alert).toBeVisible();
  const approval = await contrastInBothThemes(page, '.mantine-Alert-root');
  expect(approval.found).toEqual([]);
  expect(approval.measured.light).toBeGreaterThan(0);
  expect(approval.measured.dark).toBeGreaterThan(0);
});

test('links in the text of the Defaulters page with a defaulter read at 4.5:1 in both themes', async ({
  page,
  request,
  instituteAdmin,
}) => {
  test.setTimeout(180_000);
  const { clerk, clerkToken, classId, send } = await schoolWithClerk(request, instituteAdmin);
  await yearlyTuition({ send, clerkToken, classId });
  await signInAt(page, '/institute-user/fee/defaulters', clerk.userId, clerk.password);
  // The guardian's number is the link in the row's text.
  await expect(page.getByRole('link', { name: /98470 12345/ }).first()).toBeVisible();
  const defaulters = await contrastInBothThemes(page, 'main');
  expect(defaulters.found).toEqual([]);
  expect(defaulters.measured.dark).toBeGreaterThan(0);
});
