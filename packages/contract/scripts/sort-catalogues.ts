/**
 * Writes each catalogue's texts in the order of their ids (as JavaScript's sort compares strings), so a text
 * added by hand lands where a reader looks for it and two people adding texts do not meet at the file's end.
 * `npm run i18n:compile` runs it first; the catalogue test checks the order.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const locales = path.resolve(import.meta.dirname, '../src/i18n/locales');
for (const dir of [locales, path.join(locales, 'signed-in')]) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    const catalogue = JSON.parse(text) as Record<string, string>;
    const sorted = `${JSON.stringify(
      Object.fromEntries(
        Object.keys(catalogue)
          .sort()
          .map((id) => [id, catalogue[id]]),
      ),
      null,
      2,
    )}\n`;
    if (sorted === text) continue;
    writeFileSync(file, sorted);
    console.log(`sorted ${path.relative(process.cwd(), file)}`);
  }
}
