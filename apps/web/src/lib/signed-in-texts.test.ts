import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loadSignedInCatalogue } from '@school-portal/contract';
import { CATALOGUES } from '@school-portal/contract/catalogues';
import { loadLingui, t } from './i18n';

/*
 * A signed-in English screen loads only the texts with a plural or a select (scripts/english-plurals.mjs) and
 * fills the rest itself: every signed-in English text must read exactly as Lingui reads it from the whole
 * compiled part, which the server uses.
 */
describe('the signed-in English texts', () => {
  it('read the same with only their plurals loaded as with the whole compiled part', async () => {
    const whole = setupI18n({ locale: 'en', messages: { en: CATALOGUES.en } });
    const plurals = await loadSignedInCatalogue('en');
    (await loadLingui()).load('en', plurals);
    const ids = Object.keys(CATALOGUES.en);
    expect(Object.keys(plurals).length).toBeLessThan(ids.length / 20);
    for (const id of ids) {
      const names = [...new Set([...id.matchAll(/\{(\w+)/g)].map((m) => m[1]!))];
      // One, none and many of every value (a plural's branches), and words where a text puts a name or a date.
      for (const value of [0, 1, 7, 'Lakshmi']) {
        const values = Object.fromEntries(names.map((name) => [name, value]));
        expect(t(id, values), id).toBe(whole._(id, values));
      }
    }
  });
});
