import { expect, test as base } from '@playwright/test';
import { approvedAccount, retire, type Registered } from './api.ts';

/**
 * Every journey runs under the portal's Content Security Policy and fails on any violation the
 * browser reports, so a screen that needs an inline script or a foreign origin is caught here.
 */
interface Fixtures {
  cspGuard: undefined;
  /** An approved job seeker of this test alone, retired when the test ends. */
  jobseeker: Registered;
  /** An approved institute admin of this test alone, retired when the test ends. */
  instituteAdmin: Registered;
}

export const test = base.extend<Fixtures>({
  jobseeker: async ({ request }, use) => {
    const account = await approvedAccount(request, 'jobseeker');
    await use(account);
    await retire(request, account.userId);
  },
  instituteAdmin: async ({ request }, use) => {
    const account = await approvedAccount(request, 'instituteAdmin');
    await use(account);
    await retire(request, account.userId);
  },
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(text)) violations.push(text);
      });
      await use(undefined);
      expect(violations, 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
