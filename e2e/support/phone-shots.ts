import { expect, type Locator, type Page } from '@playwright/test';

const SHOTS = process.env.LANGUAGE_SHOTS;

/** The screen at a phone's width in light and dark (when LANGUAGE_SHOTS names a folder), waiting for `ready` after each reload. */
export async function phoneShots(page: Page, name: string, ready: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('colorScheme', value), scheme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(ready).toBeVisible();
    // Nothing sideways past the phone's width: a long Hindi or Tamil label would push the page wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390-${scheme}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('colorScheme', 'light'));
}
