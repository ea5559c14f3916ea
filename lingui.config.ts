import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/*
 * One catalogue per language (decision 020): English texts are the message ids, so the English catalogue
 * holds only the messages with ICU variables or plurals; `npm run i18n:compile` writes the compiled `.ts`
 * beside each JSON file, which the web loads only when its language is chosen and the server loads at start.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta'],
  // Two per language: the first screens' texts, and the signed-in screens' (locales/signed-in), which the
  // signed-out screens never download, so a Hindi sign-in stays within 10 kB of the English one.
  catalogs: [
    { path: '<rootDir>/packages/contract/src/i18n/locales/{locale}', include: [] },
    { path: '<rootDir>/packages/contract/src/i18n/locales/signed-in/{locale}', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
