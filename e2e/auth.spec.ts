import { expect, test } from './support/test.ts';
import { approve } from './support/api.ts';
import { waitForMail } from './support/mail.ts';
import { expectAccessible, signIn } from './support/pages.ts';

test.describe('registration and sign-in', () => {
  test('the site root opens the portal, served compressed under a Content Security Policy', async ({ page }) => {
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const script = await page.evaluate(() => (document.querySelector('script[type=module]') as HTMLScriptElement).src);
    const asset = await page.request.get(script, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('the public screens are accessible in both themes', async ({ page }) => {
    for (const path of ['/login', '/superuserlogin']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectAccessible(page);
    }
    await expect(page.getByRole('link', { name: 'Register here' })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('colorScheme', 'dark'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email or User ID is required.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/register');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('instituteAdmin');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Institute Code is required.')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/forgot-password');
    await expectAccessible(page);
  });

  test('a job seeker registers, is refused while pending, and after approval lands on the profile screen', async ({
    page,
    request,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible();
    await expectAccessible(page);

    // Every message the form owns, before anything is sent.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please select a role.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('jobseeker');
    await expect(page.getByRole('heading', { name: 'Job Seeker Registration' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Phone is required.',
      'Password is required.',
      'Please confirm your password.',
      'You must agree to the terms to register.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectAccessible(page);

    // Editing a field clears its error; mismatched passwords are caught.
    await page.getByRole('textbox', { name: 'Name' }).fill('Kavya Iyer');
    await expect(page.getByText('Name is required.')).toBeHidden();
    const email = `kavya-${Date.now()}@e2e.test`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('98450 12345');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Teach@2026');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Teach@2027');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Teach@2026');

    // The policy documents open in a dialog without ticking the box.
    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms & Conditions' });
    await expect(dialog.getByText(/Last updated/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('checkbox')).not.toBeChecked();

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    const success = page.getByRole('dialog', { name: 'Registration Successful' });
    await expect(success).toBeVisible();
    await expect(page.getByText('Registration successful! Please wait for email confirmation.')).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, 'Teach@2026');
    await expect(page.getByRole('alert')).toContainText('Error: Your account is awaiting approval');

    const registered = await waitForMail(email, /received your School Portal registration/);
    const userId = /user ID is (\w+)/.exec(registered.text)![1]!;
    await approve(request, userId);
    await waitForMail(email, /approved/);

    await signIn(page, userId, 'Teach@2026');
    await expect(page).toHaveURL(/\/jobseekerProfile$/);
    await expect(page.getByText('Please complete your profile before proceeding.').first()).toBeVisible();
  });

  test('forgot password e-mails a link that sets a new password once', async ({ page, instituteAdmin }) => {
    await page.goto('/forgot-password');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(instituteAdmin.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset link sent to your email.')).toBeVisible();

    const mail = await waitForMail(instituteAdmin.email, /Reset your School Portal password/);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Fresh@Start1');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Fresh@Start1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, instituteAdmin.email, 'Fresh@Start1');
    await expect(page).toHaveURL(/\/institute-admin\/dashboard$/);

    // The same link cannot be used twice: opened again, it says it was used instead of showing the form.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('already used');
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('a signed-in user changes their password with the strength meter', async ({ page, request, jobseeker }) => {
    await signIn(page, jobseeker.email, jobseeker.password);
    await expect(page).toHaveURL(/jobseeker\/dashboard/);
    await page.goto('/settings/change-password');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();

    await page.getByRole('textbox', { name: 'Current Password' }).fill(jobseeker.password);
    const next = page.getByRole('textbox', { name: 'New Password', exact: true });
    await next.fill('weak');
    await expect(page.getByText('Too Weak')).toBeVisible();
    await expect(page.getByText('New password does not meet all requirements.')).toBeVisible();
    await next.fill('Weakpass');
    await expect(page.getByText('Medium')).toBeVisible();
    await next.fill('Strong@Pass9');
    await expect(page.getByText('Strong', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Strong@Pass8');
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Strong@Pass9');
    await expectAccessible(page);
    await submit.click();
    await expect(page.getByText('Password was successfully changed.')).toBeVisible();

    // This tab keeps working with the new token; the old password no longer signs in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const old = await request.post('/api/auth/login', {
      data: { identifier: jobseeker.email, password: jobseeker.password },
    });
    expect(old.status()).toBe(401);
  });
});
