import { expect, test as base } from '@playwright/test';

/**
 * Every journey runs under the portal's Content Security Policy and fails on any violation the
 * browser reports, so a screen that needs an inline script or a foreign origin is caught here.
 */
export const test = base.extend<{ cspGuard: undefined }>({
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
