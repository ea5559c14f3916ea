import { expect, test } from './support/test.ts';
import { inDays, tokenOf, unique } from './support/api.ts';
import { waitForMail } from './support/mail.ts';
import { expectAccessible, shots, signInAt } from './support/pages.ts';

/*
 * Issue 28, saved jobs and alerts: a teacher saves a job and finds it under Saved on her dashboard,
 * turns on an alert for her search, and a job posted after it reaches her by e-mail with an
 * unsubscribe link that works without signing in.
 */

test('a teacher saves a job, sees it under Saved, turns on an alert and gets the e-mail', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const school = { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` };
  const post = (title: string) =>
    request.post('/api/jobs', {
      headers: school,
      data: {
        title,
        position: 'PGT Chemistry',
        subject: 'Chemistry',
        teachingLevel: 'PGT',
        salary: 52000,
        lastDateToApply: inDays(12),
      },
    });
  expect((await post(`PGT Chemistry ${tag}`)).status()).toBe(201);

  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(page.getByText('No saved jobs yet.', { exact: false })).toBeVisible();

  // Browse Jobs: search for the job, save it from its card.
  await page.goto(`/jobseeker/search-jobs?q=${tag}`);
  const card = page.getByRole('article', { name: `PGT Chemistry ${tag}` });
  await card.getByRole('button', { name: `Save PGT Chemistry ${tag}` }).click();
  await expect(card.getByRole('button', { name: `Save PGT Chemistry ${tag}` })).toHaveAttribute('aria-pressed', 'true');

  // The alert for this search (keyword and, from the filters, the subject).
  await page.goto(`/jobseeker/search-jobs?q=${tag}&subject=chemistry`);
  await page.getByRole('button', { name: 'Alert me about new jobs' }).first().click();
  await expect(page.getByText('Job alert on', { exact: false })).toBeVisible();
  await shots(page, 'browse-jobs-alert');

  // The dashboard: Saved and Job alerts.
  await page.goto('/jobseeker/dashboard');
  const saved = page.getByRole('region', { name: 'Saved jobs' });
  await expect(saved.getByRole('link', { name: `PGT Chemistry ${tag}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job alerts' }).getByText(tag)).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'dashboard-saved-alerts');

  // A new job matching the alert is e-mailed (the e2e server's "day" is five seconds).
  expect((await post(`PGT Chemistry ${tag} second`)).status()).toBe(201);
  const mail = await waitForMail(jobseeker.email, /matches your alert/);
  expect(mail.text).toContain(`PGT Chemistry ${tag} second`);
  const link = /(http\S+\/job-alerts\/unsubscribe\/\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const unsubscribe = new URL(link!).pathname;

  // The link, opened signed out on a phone: a page naming the alert that asks first, then says what stopped.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(unsubscribe);
  await expect(
    page.getByRole('heading', { name: `Stop the e-mails about new jobs for “${tag}” · Chemistry?` }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('heading', { name: `You will no longer get alerts for “${tag}” · Chemistry.` }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to School Portal' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Used once: the link now says so, and the one-click address of the List-Unsubscribe header finds nothing either.
  await page.goto(unsubscribe);
  await expect(
    page.getByRole('heading', { name: 'This unsubscribe link is not valid, or the alert was already deleted.' }),
  ).toBeVisible();
  expect((await request.post(`/api/public/job-alerts/unsubscribe/${unsubscribe.split('/').pop()}`)).status()).toBe(404);
});

test('a rejected application offers no Withdraw; Post Job prefills the contact e-mail and phone from the profile', async ({
  page,
  request,
  instituteAdmin,
  jobseeker,
}) => {
  const tag = unique();
  const school = { authorization: `Bearer ${await tokenOf(request, instituteAdmin)}` };
  const teacher = { authorization: `Bearer ${await tokenOf(request, jobseeker)}` };
  const ids: Record<string, { job: string; application: string }> = {};
  for (const title of [`Rejected ${tag}`, `Pending ${tag}`]) {
    const posted = await request.post('/api/jobs', {
      headers: school,
      data: { title, position: 'PRT English', lastDateToApply: inDays(9) },
    });
    const job = ((await posted.json()) as { job: { _id: string } }).job._id;
    const applied = await request.post(`/api/jobs/${job}/apply`, { headers: teacher });
    ids[title] = { job, application: ((await applied.json()) as { application: { _id: string } }).application._id };
  }
  const rejected = ids[`Rejected ${tag}`]!;
  expect(
    (
      await request.patch(`/api/jobs/${rejected.job}/applicants/${rejected.application}`, {
        headers: school,
        data: { stage: 'rejected' },
      })
    ).status(),
  ).toBe(200);

  await signInAt(page, '/jobseeker/applied-jobs', jobseeker.email, jobseeker.password);
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  await expect(row(`Pending ${tag}`).getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(row(`Rejected ${tag}`)).toBeVisible();
  await expect(row(`Rejected ${tag}`).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInAt(page, '/institute-admin/post-job', instituteAdmin.email, instituteAdmin.password);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('9822012345');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(instituteAdmin.email);
});
