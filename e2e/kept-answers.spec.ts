import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAt, signOut } from './support/pages.ts';

/*
 * A signed-in screen opened again shows the last answer it was given at once and asks the server again
 * (lib/kept-answers.ts, decision 045): on a phone's slow line the answer is a round trip away. The kept answers
 * are the user's own, forgotten at sign-out.
 */

const kept = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kept-answer-')));

test('a teacher’s dashboard opened again shows her last answers while the server has not answered', async ({
  page,
  jobseeker,
}) => {
  const welcome = page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`);
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(welcome).toBeVisible();
  await expect.poll(() => kept(page)).not.toEqual([]);

  // The next visit's profile answer is held back until the screen has drawn.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**/api/jobseeker-profile/${jobseeker.userId}`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(welcome).toBeVisible();
  await expect.poll(() => asked, { message: 'the screen still asks the server' }).toBe(true);
  // The server's answer, once let through, is the screen's.
  const answered = page.waitForResponse((res) => res.url().endsWith(`/api/jobseeker-profile/${jobseeker.userId}`));
  release();
  expect((await answered).status()).toBe(200);
});

test('signing out forgets the kept answers: the next user of the phone starts with nothing', async ({
  page,
  jobseeker,
}) => {
  await signInAt(page, '/jobseeker/dashboard', jobseeker.email, jobseeker.password);
  await expect(page.getByText(`Welcome, ${jobseeker.name.split(' ')[0]}`)).toBeVisible();
  await expect.poll(() => kept(page)).not.toEqual([]);
  await signOut(page);
  expect(await kept(page)).toEqual([]);
});

/**
 * Her profile seen once (its answer kept), the kept copy then made older than the server's (another name, as after a
 * change on another device), and the profile's next ask held back: the answer's release is returned.
 */
async function keptProfileOutdated(page: Page, jobseeker: { userId: string; email: string; password: string }) {
  await signInAt(page, '/jobseekerProfile', jobseeker.email, jobseeker.password);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect.poll(() => kept(page)).not.toEqual([]);
  await page.evaluate((userId) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('kept-answer-') && k.includes(userId))!;
    const kept = JSON.parse(localStorage.getItem(key)!) as { state: { data: { name: string } } };
    kept.state.data.name = 'Name Before The Change';
    localStorage.setItem(key, JSON.stringify(kept));
  }, jobseeker.userId);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/jobseeker-profile/${jobseeker.userId}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a profile’s form starts from the answer its page came with, never from a copy kept from an earlier visit', async ({
  page,
  jobseeker,
}) => {
  const release = await keptProfileOutdated(page, jobseeker);
  await page.reload();
  // The page comes with her profile as the server has it now (decision 050): the form starts from that at once,
  // while the screen's own ask is held back, and never from the kept copy.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(jobseeker.name);
  await expect(page.getByText('Name Before The Change')).toHaveCount(0);
  release();
});

test('without the page’s answers, a profile’s form waits for the server’s, never the kept copy', async ({
  page,
  jobseeker,
}) => {
  const release = await keptProfileOutdated(page, jobseeker);
  // A screen without her profile first, then the profile opened in the app: its query starts there, with the kept copy.
  await page.goto('/jobseeker/search-jobs');
  await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/jobseekerProfile');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading profile' })).toBeAttached();
  await expect(page.getByText('Name Before The Change')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);

  release();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(jobseeker.name);
});
