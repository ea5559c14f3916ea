import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { signInAt } from './support/pages.ts';
import { expect, test } from './support/test.ts';
import { postJob, unique } from './support/api.ts';

/** A language's texts: the first screens' catalogue and the signed-in screens'. */
const catalogue = (language: string) => {
  const part = (file: string) =>
    JSON.parse(
      readFileSync(new URL(`../packages/contract/src/i18n/locales/${file}`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
  return { ...part(`${language}.json`), ...part(`signed-in/${language}.json`) };
};

/*
 * Posted Jobs' Print is the browser's own (window.print on the View dialog, with print CSS hiding the rest), so it
 * is not one of the server's pages the built-server smoke reads: here the shipped web app prints it as Chromium
 * prints it to PDF, and the PDF's text is read back, in Hindi and Tamil, with nothing of the screen behind it.
 */
for (const language of ['hi', 'ta'] as const) {
  test(`a principal prints a posted job in ${language}: the job alone, in that language`, async ({
    page,
    request,
    instituteAdmin,
  }, testInfo) => {
    const words = catalogue(language);
    const title = `TGT Mathematics ${unique()}`;
    await postJob(request, instituteAdmin, title);
    await signInAt(
      page,
      '/institute-admin/manage-jobs',
      instituteAdmin.email,
      instituteAdmin.password,
      false,
      language,
    );
    await expect(page.getByRole('heading', { name: words['Posted Jobs'] })).toBeVisible();
    const card = page.locator('.mantine-Card-root', { hasText: title });
    await card.getByRole('button', { name: words['View'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: words['Print'] })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    const file = testInfo.outputPath(`job-${language}.pdf`);
    writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

    expect(text).toContain(title);
    for (const label of ['Basic Details', 'Position', 'Institute Details', 'Last date to apply'])
      expect(text, label).toContain(words[label]);
    // The job alone: neither the menu behind the dialog nor the dialog's own buttons are printed.
    expect(text).not.toContain(words['Dashboard']);
    expect(text).not.toContain(words['Print']);
    // One sheet for one job.
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    expect(pages).toBe(1);
  });
}
