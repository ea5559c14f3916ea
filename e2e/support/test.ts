import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { approvedAccount, completeProfile, retire, type Registered } from './api.ts';

/**
 * Every journey runs under the portal's Content Security Policy and fails on any violation the
 * browser reports, so a screen that needs an inline script or a foreign origin is caught here.
 */
interface Fixtures {
  cspGuard: undefined;
  /** An approved job seeker of this test alone, profile complete, retired when the test ends. */
  jobseeker: Registered;
  /** An approved institute admin of this test alone, profile complete, retired when the test ends. */
  instituteAdmin: Registered;
  /** Approved but never signed in: the profile is still to be completed. */
  newJobseeker: Registered;
  newInstituteAdmin: Registered;
}

/** An approved account for one test, its profile completed or not, retired after. */
const account =
  (role: 'jobseeker' | 'instituteAdmin', profileDone: boolean) =>
  async ({ request }: { request: APIRequestContext }, use: (a: Registered) => Promise<void>) => {
    const created = await approvedAccount(request, role);
    if (profileDone) await completeProfile(request, role, created);
    await use(created);
    await retire(request, created.userId);
  };

/** Whether the portal's code has drawn over a screen the server drew into its page (its inert wrapper gone). */
const portalLive = () => document.querySelector('#root > div[inert]') === null;

export const test = base.extend<Fixtures>({
  // A teacher's screen the server drew (decision 050) shows before the portal's code has arrived and takes no input
  // until that code has drawn over it. A journey's next step after opening a page waits for that, as her tap would
  // find nothing to answer it before (a file chosen then was lost when the portal drew the screen again).
  page: async ({ page }, use) => {
    const thenLive =
      <A extends unknown[], R>(open: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await open(...args);
        await page.waitForFunction(portalLive);
        return response;
      };
    page.goto = thenLive(page.goto.bind(page));
    page.reload = thenLive(page.reload.bind(page));
    await use(page);
  },
  jobseeker: account('jobseeker', true),
  instituteAdmin: account('instituteAdmin', true),
  newJobseeker: account('jobseeker', false),
  newInstituteAdmin: account('instituteAdmin', false),
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(text))
          violations.push(text);
      });
      await use(undefined);
      expect(violations, 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
