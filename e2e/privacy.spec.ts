import { readFileSync } from 'node:fs';
import { PRIVACY_MESSAGES } from '@school-portal/contract';
import { expect, test } from './support/test.ts';
import { approvedAccount, completeProfile } from './support/api.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, signIn, signInAt } from './support/pages.ts';

test.describe("a person's own data", () => {
  test('a job seeker downloads their data, deletes the account, and the super admin sees both requests', async ({
    page,
    request,
  }) => {
    const seeker = await approvedAccount(request, 'jobseeker');
    await completeProfile(request, 'jobseeker', seeker);
    await signInAt(page, '/settings', seeker.email, seeker.password);
    await page.getByRole('link', { name: /Your Data/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Data' })).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`my-data-${seeker.userId}.json`);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { sections: { account: { email: string } } };
    expect(data.sections.account.email).toBe(seeker.email);

    const remove = page.getByRole('button', { name: 'Delete my account' });
    await expect(remove).toBeDisabled();
    await page.getByLabel('Your password').fill(seeker.password);
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await remove.click();
    // Signed out, told why, and the old credentials no longer work.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(PRIVACY_MESSAGES.accountDeleted)).toBeVisible();
    await signIn(page, seeker.email, seeker.password);
    await expect(page).toHaveURL(/\/login/);

    await signInAt(page, '/super-admin/data-requests', E2E.superAdmin.email, E2E.superAdmin.password, true);
    const rows = page.getByRole('row').filter({ hasText: seeker.userId });
    await expect(rows.filter({ hasText: 'Deleted their account' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Downloaded their data' })).toBeVisible();
    await expectAccessible(page);
  });
});
