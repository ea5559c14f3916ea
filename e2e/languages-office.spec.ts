import { expect, test } from './support/test.ts';
import { registerAccount, retire } from './support/api.ts';
import { E2E } from './support/env.ts';
import { schoolWithClerk } from './support/fee-school.ts';
import { expectAccessible, signInAt } from './support/pages.ts';
import { phoneShots } from './support/phone-shots.ts';

test.describe('the office and the super admin in Hindi and Tamil', () => {
  test('the super admin reads the moderation queue in हिन्दी', async ({ page, request }) => {
    test.setTimeout(120_000);
    const seeker = await registerAccount(request, 'jobseeker');
    // This browser's choice only: the shared super admin account keeps English for the other journeys.
    await signInAt(page, '/super-admin/dashboard', E2E.superAdmin.email, E2E.superAdmin.password, true, 'hi');
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.getByText('रजिस्टर हुए स्कूल')).toBeVisible();

    await page
      .getByRole('link', { name: /मॉडरेशन कतार|Moderation Queue/ })
      .first()
      .click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.getByRole('button', { name: 'चुने हुए मंज़ूर करें' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'प्रकार' })).toBeVisible();
    await page.getByRole('checkbox', { name: `${seeker.name} चुनें` }).check();
    await expect(page.getByText('1 चुने गए', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'चुने हुए अस्वीकार करें' }).click();
    const dialog = page.getByRole('dialog', { name: '1 आइटम अस्वीकार करें?' });
    await expect(dialog).toBeVisible();
    // Mantine's own close button is named in Hindi too (the theme's label), not "Close dialog".
    await expect(dialog.getByRole('button', { name: 'डायलॉग बंद करें' })).toBeVisible();
    await page.getByRole('button', { name: 'रद्द करें' }).click();
    await expectAccessible(page);
    await phoneShots(page, 'moderation-queue-hi', heading);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await retire(request, seeker.userId);
  });

  test('a clerk picks தமிழ் on the sign-in screen and manages students in Tamil', async ({
    page,
    request,
    instituteAdmin,
  }) => {
    test.setTimeout(120_000);
    const { clerk, admissionNumber } = await schoolWithClerk(request, instituteAdmin);
    await page.goto('/login');
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.getByRole('textbox', { name: /மின்னஞ்சல்/ }).fill(clerk.userId);
    await page.getByRole('textbox', { name: 'கடவுச்சொல்', exact: true }).fill(clerk.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('செயலில் உள்ள மாணவர்கள்')).toBeVisible();

    await page.goto('/institute-user/student/manage');
    const heading = page.getByRole('heading', { name: 'மாணவர்களை நிர்வகி' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'சேர்க்கை எண்' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Arjun Nair' })).toBeVisible();
    await expect(page.getByText('1 மாணவர்', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Arjun Nair தேர்வுசெய்' }).check();
    await expect(page.getByText('1 தேர்ந்தெடுக்கப்பட்டன', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Arjun Nair' }).click();
    await expect(page.getByText(`சேர்க்கை எண் ${admissionNumber}`)).toBeVisible();
    await page.goBack();
    await expectAccessible(page);
    await phoneShots(page, 'manage-students-ta', heading);
  });
});
