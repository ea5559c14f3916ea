import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { approve, registerAccount, tokenOf, unique } from './support/api.ts';
import { apiAs } from './support/office.ts';
import { richSchool } from './support/rich-school.ts';
import { signInAt } from './support/pages.ts';
import { E2E } from './support/env.ts';
import { open, sidewaysScroll } from './support/sweep.ts';

/*
 * Issue 47's last phone points: screens that fitted a 390 px phone with the sweep's thin data and scrolled sideways
 * for a school with a real year of fees (Fee Manager, the clerk's dashboard) and for the super admin's Data
 * Requests with real requests on it. Each screen in English, Hindi and Tamil.
 */

const LANGUAGES = ['en', 'hi', 'ta'] as const;

/**
 * The outermost elements whose right edge passes the window: they widen the page, or are cut off at its edge. What a
 * box that scrolls sideways holds (a wide table in its own scroller) is left out: it widens nothing.
 */
async function widerThanPhone(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const right = window.innerWidth + 1;
    const inScroller = (e: HTMLElement) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (e) => e.getBoundingClientRect().right > right && e.checkVisibility() && !inScroller(e),
    );
    return wide
      .filter((e) => !wide.includes(e.parentElement!))
      .map((e) => `${e.tagName}.${e.className} "${(e.textContent ?? '').trim().slice(0, 40)}"`.slice(0, 140));
  });
}

/** The screen at `to` in each language in turn: nothing wider than the phone once `ready` is drawn. */
async function fitsInEveryLanguage(page: Page, to: string, name: string, ready: (language: string) => Promise<void>) {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await open(page, to);
    await ready(language);
    const scroll = await sidewaysScroll(page);
    const wider = await widerThanPhone(page);
    if (scroll > 0 || wider.length) found.push(`${language}: ${scroll} px sideways: ${wider.join(' | ')}`);
    if (process.env.SWEEP_SHOTS)
      await page.screenshot({ path: path.join(process.env.SWEEP_SHOTS, `${name}-${language}.png`), fullPage: true });
  }
  expect(found).toEqual([]);
}

test.describe('screens with a real school’s data on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Fee Manager with many heads, a three-term year, optional heads and concessions', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(240_000);
    await richSchool(request, instituteAdmin);
    await signInAt(page, '/settings/fee-manager', instituteAdmin.userId, instituteAdmin.password);
    await fitsInEveryLanguage(page, '/settings/fee-manager', 'fee-manager', async () => {
      // The structure of the first class, with its table of instalments and the table to edit them.
      await page.getByRole('combobox').first().click();
      await page.getByRole('option', { name: 'Class 11 Science (Biology & Computers)' }).click();
      await expect(page.locator('table').first()).toContainText('₹1,25,000');
      await page.waitForLoadState('networkidle');
    });
  });

  test("the clerk's dashboard with today's collections and classes overdue in lakhs", async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(240_000);
    const { clerk } = await richSchool(request, instituteAdmin);
    await signInAt(page, '/institute-user/dashboard', clerk.userId, clerk.password);
    await fitsInEveryLanguage(page, '/institute-user/dashboard', 'clerk-dashboard', async (language) => {
      await expect(page.getByTestId('fees-today')).toHaveText('₹1,00,000');
      // The students counted in each class and section stay in sight, not scrolled away in the table's own box.
      const counts = page.locator('main a[href*="sectionId="]');
      await expect(counts).toHaveCount(4);
      for (const box of await counts.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right)))
        expect(box, `${language}: a count of students out of sight`).toBeLessThanOrEqual(390);
    });
  });

  test('Data Requests with requests of every kind and a 30-character institute code', async ({ page, request }) => {
    test.setTimeout(180_000);
    const id = unique();
    // A school's code as long as the portal allows, closed by its admin.
    const code = `SVMHSS-PERUNGUDI-${id}`.slice(0, 30).toUpperCase();
    const admin = {
      email: `venkatasubramanian.lakshminarayanan.${id}@school.edu.in`,
      password: 'Secret@123',
      name: '',
    };
    const res = await request.post('/api/auth/register', {
      data: { role: 'instituteAdmin', instituteCode: code, phone: '9876543210', ...admin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { userId } = (await res.json()) as { userId: string };
    await approve(request, userId);
    const teachers = [await registerAccount(request, 'jobseeker'), await registerAccount(request, 'jobseeker')];
    for (const teacher of teachers) await approve(request, teacher.userId);
    await apiAs(request, await tokenOf(request, teachers[0]!))('get', '/api/privacy/my-data');
    const confirm = { password: teachers[1]!.password, confirm: 'DELETE' };
    await apiAs(request, await tokenOf(request, teachers[1]!))('post', '/api/privacy/delete-account', confirm);
    await apiAs(request, await tokenOf(request, { ...admin, userId }))('post', '/api/privacy/close-institute', {
      password: 'Secret@123',
      confirm: 'DELETE',
    });
    await signInAt(page, '/super-admin/data-requests', E2E.superAdmin.email, E2E.superAdmin.password, true);
    await fitsInEveryLanguage(page, '/super-admin/data-requests', 'data-requests', async () => {
      await expect(page.getByText(code).first()).toBeVisible();
    });
  });
});
