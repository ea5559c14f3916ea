import { expect, test } from './support/test.ts';

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
