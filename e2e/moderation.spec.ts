import { expect, test } from './support/test.ts';
import { registerAccount, retire, superAdminToken } from './support/api.ts';
import { E2E } from './support/env.ts';
import { expectAccessible, shots, signIn, signInAt } from './support/pages.ts';
import { postAd } from './support/vehicles.ts';

test.describe('moderation queue', () => {
  test('the super admin approves three registrations and one ad in one action from the queue', async ({
    page,
    instituteAdmin,
    request,
  }) => {
    test.setTimeout(120_000);
    const seekers = [await registerAccount(request, 'jobseeker'), await registerAccount(request, 'jobseeker')];
    const school = await registerAccount(request, 'instituteAdmin');
    const regNo = `MH40MQ${Date.now().toString().slice(-4)}`;
    await postAd(request, instituteAdmin, regNo);

    await signInAt(page, '/super-admin/dashboard', E2E.superAdmin.email, E2E.superAdmin.password, true);
    // The dashboard's first card counts what waits and leads to the queue.
    await page
      .getByRole('link', { name: /Moderation Queue/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Moderation Queue' })).toBeVisible();

    // A new institute has no name yet: the queue shows its code (SCH-<id>, the id of its e-mail).
    const code = `SCH-${/instituteadmin-(.+)@/.exec(school.email)![1]}`;
    const titles = [...seekers.map((s) => s.name), code, `Eicher Skyline Pro (2016, ${regNo})`];
    for (const s of seekers) await page.getByRole('checkbox', { name: `Select ${s.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${code}` }).check();
    await page.getByRole('checkbox', { name: `Select ${titles[3]}` }).check();
    await expect(page.getByText('4 selected')).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'moderation-queue');

    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect(page.getByRole('status').filter({ hasText: '4 items approved.' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Select ${seekers[0]!.name}` })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${titles[3]}` })).toHaveCount(0);

    // Approved means they may sign in now.
    const login = await request.post('/api/auth/login', {
      data: { identifier: seekers[0]!.email, password: seekers[0]!.password },
    });
    expect(login.status()).toBe(200);
    for (const account of [...seekers, school]) await retire(request, account.userId);
  });

  test('the super admin opens a registration and a bus ad from the queue to review them in full, and decides there', async ({
    page,
    instituteAdmin,
    request,
  }) => {
    const seeker = await registerAccount(request, 'jobseeker');
    const regNo = `TN37RV${Date.now().toString().slice(-4)}`;
    await postAd(request, instituteAdmin, regNo);

    await signInAt(page, '/super-admin/moderation-queue', E2E.superAdmin.email, E2E.superAdmin.password, true);
    // The queue's line holds the name and e-mail only; the phone, profile and history are in the review.
    await page.getByRole('link', { name: seeker.name, exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review Registration' });
    await expect(review.getByText(seeker.email)).toBeVisible();
    // The history's own entries, not its heading alone (while they load, "Loading history" also reads "History"):
    // "Registered" is the date's label among the details and, once the history is in, its first entry.
    await expect(review.getByText('History', { exact: true })).toBeVisible();
    await expect(review.getByText('Registered', { exact: true })).toHaveCount(2);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    // Decided, the admin is back in the queue, where the next item waits.
    await expect(page).toHaveURL(/\/super-admin\/moderation-queue$/);
    expect(
      (
        await request.post('/api/auth/login', { data: { identifier: seeker.email, password: seeker.password } })
      ).status(),
    ).toBe(200);

    // An ad opens with its photos, which the queue's line cannot show.
    await page.goto('/super-admin/moderation-queue');
    await page.getByRole('link', { name: `Eicher Skyline Pro (2016, ${regNo})`, exact: true }).click();
    const ad = page.getByRole('dialog', { name: /^Review ad:/ });
    await expect(ad.getByRole('img', { name: /photo 1 of/ })).toBeVisible();
    await expectAccessible(page);
    await ad.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page).toHaveURL(/\/super-admin\/moderation-queue$/);
    await retire(request, seeker.userId);
  });

  test('a link naming a pending ad opens its review even when the ad is past the first page of Pending Ads', async ({
    page,
    instituteAdmin,
    request,
  }) => {
    // Oldest first, ten to a page: ten older ads push the linked one to a later page.
    const stamp = Date.now().toString().slice(-3);
    const older: { advertisementId: string }[] = [];
    for (let i = 0; i < 10; i++) older.push(await postAd(request, instituteAdmin, `KA01PG${stamp}${i}`));
    const regNo = `KA01PL${stamp}9`;
    const late = await postAd(request, instituteAdmin, regNo);

    await signInAt(
      page,
      `/super-admin/pending-ads-approval?review=${late.advertisementId}`,
      E2E.superAdmin.email,
      E2E.superAdmin.password,
      true,
    );
    const ad = page.getByRole('dialog', { name: 'Review ad: Eicher Skyline Pro (2016)' });
    await expect(ad.getByText(regNo)).toBeVisible();
    await expect(ad.getByRole('img', { name: /photo 1 of/ })).toBeVisible();
    await ad.getByRole('button', { name: 'Approve' }).click();
    await expect(ad).toBeHidden();

    // The ten older ads leave the queue: left waiting, they push other journeys' ads off its first page.
    const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
    for (const { advertisementId } of older) {
      const res = await request.put(`/api/bus-ads/reject/ads/${advertisementId}`, {
        headers,
        data: { reason: 'End of test' },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  test('a rejected applicant learns of it at sign-in, appeals once with a message, and is back in the queue marked appeal', async ({
    page,
    request,
  }) => {
    const seeker = await registerAccount(request, 'jobseeker');
    const headers = { authorization: `Bearer ${await superAdminToken(request)}` };
    expect(
      (
        await request.patch(`/api/admin/reject/${seeker.userId}`, {
          headers,
          data: { reason: 'The phone number did not answer.' },
        })
      ).ok(),
    ).toBe(true);

    await signIn(page, seeker.email, seeker.password);
    await expect(
      page.getByText('Your registration was rejected. Reason: The phone number did not answer.'),
    ).toBeVisible();
    const appeal = page.getByRole('form', { name: 'Appeal the decision' });
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await expect(appeal.getByText('Please write your message.')).toBeVisible();
    await appeal
      .getByRole('textbox', { name: 'Your message' })
      .fill('My number is 98450 12345; please call after 4 pm, I teach until then.');
    await expectAccessible(page);
    await shots(page, 'appeal');
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await expect(page.getByText('Your appeal was sent. You will hear from us by e-mail.')).toBeVisible();

    // Once only: the registration waits for review again, and signing in says so.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(/awaiting approval/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Appeal the decision' })).toHaveCount(0);

    await signInAt(
      page,
      '/super-admin/moderation-queue?kind=registration',
      E2E.superAdmin.email,
      E2E.superAdmin.password,
      true,
    );
    const row = page.getByRole('row').filter({ hasText: seeker.name });
    await expect(row.getByText('Appeal', { exact: true })).toBeVisible();
    await expect(row.getByText(/please call after 4 pm/)).toBeVisible();
    await retire(request, seeker.userId);
  });
});
