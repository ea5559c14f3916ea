import type { Page } from '@playwright/test';
import { postJob } from './support/api.ts';
import { signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';

/** Looked at by eye when LANGUAGE_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const folder = process.env.LANGUAGE_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

test.describe('a job on a phone, in each language', () => {
  for (const language of ['en', 'hi', 'ta'] as const) {
    test(`the ${language} job detail at 390 px shows every detail, and its buttons stay inside the card`, async ({
      page,
      request,
      jobseeker,
      instituteAdmin,
    }) => {
      const job = await postJob(request, instituteAdmin, 'PGT Physics with a long title for a small phone screen');
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAt(page, `/jobs/${job._id}`, jobseeker.email, jobseeker.password, false, language);
      const card = page.locator('.mantine-Paper-root', { hasText: job.jobId });
      await expect(card).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await shot(page, `job-detail-${language}-390`);

      const cardBox = (await card.boundingBox())!;
      for (const button of await card.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x, await button.innerText()).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      }
      // The buttons kept at the bottom of the screen are one row, not a quarter of the screen over the details.
      const kept = await card.evaluate((el) =>
        [...el.querySelectorAll('div')]
          .filter((d) => getComputedStyle(d).position === 'sticky')
          .map((d) => d.getBoundingClientRect().height),
      );
      expect(kept).toHaveLength(1);
      expect(kept[0]).toBeLessThanOrEqual(80);
      // Scrolled to the end, the job ID (the last detail) is not under them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const idBox = (await card.getByText(job.jobId, { exact: true }).boundingBox())!;
      const there = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
        x: idBox.x + 2,
        y: idBox.y + idBox.height / 2,
      });
      expect(there).toContain(job.jobId);
    });
  }
});
