import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/*
 * One catalogue per language in two parts (decision 020): English texts are the message ids. `lingui extract`
 * (npm run i18n:extract) reads the texts marked `/*i18n*\/` in the code and writes them here, ordered by id;
 * `lingui compile --strict` (npm run i18n:compile, and at install) fails on a Hindi or Tamil text missing and
 * writes the compiled `.ts` beside each JSON file, which the web loads only when its language is chosen and the
 * server loads at start (decision 044).
 */

/** Where the texts are: every source file of the web, the server and the contract, not tests. */
const SOURCES = ['<rootDir>/apps/web/src', '<rootDir>/apps/server/src', '<rootDir>/packages/contract/src'];
const NOT_SOURCES = ['**/*.test.ts', '**/*.test.tsx', '**/i18n/locales/**'];

/*
 * The signed-out screens' files: the web's entry and what it imports, the four auth pages, and the contract's
 * texts of their forms. Their texts are the first part, which a Hindi or Tamil sign-in downloads (within 10 kB
 * of the English one, apps/web/scripts/check-size.mjs); every other text is in the signed-in part, which only
 * the signed-in shell downloads. A file a signed-out screen starts to import joins this list.
 */
const SIGNED_OUT = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/{new-deployment.ts,providers.tsx,router.tsx,guards.tsx,ScreenErrorBoundary.tsx,RouteError.tsx}',
  'apps/web/src/lib/{i18n,notify,import-once,may-open-path,public-routes,paths,session,api-client,use-action,use-fields,account-language,forms}.ts',
  'apps/web/src/components/{LanguageSwitch,ErrorAlert,Loading}.tsx',
  'apps/web/src/features/auth/{register-form.ts,api/policy-document.ts,components/*.tsx}',
  'apps/web/src/features/auth/pages/{Login,Register,ForgotPassword,ResetPassword}Page.tsx',
  'packages/contract/src/{fields.ts,policies/documents.ts}',
  'packages/contract/src/auth/{forms,messages,register-messages,appeal-messages}.ts',
].map((files) => `<rootDir>/${files}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'ta'],
  catalogs: [
    { path: '<rootDir>/packages/contract/src/i18n/locales/{locale}', include: SIGNED_OUT, exclude: NOT_SOURCES },
    {
      path: '<rootDir>/packages/contract/src/i18n/locales/signed-in/{locale}',
      include: SOURCES,
      exclude: [...NOT_SOURCES, ...SIGNED_OUT],
    },
  ],
  orderBy: 'messageId',
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
