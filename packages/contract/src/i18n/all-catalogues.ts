import type { Messages } from '@lingui/core';
import type { UiLanguage } from './languages.ts';
import { messages as en } from './locales/en.ts';
import { messages as hi } from './locales/hi.ts';
import { messages as ta } from './locales/ta.ts';
import { messages as signedInEn } from './locales/signed-in/en.ts';
import { messages as signedInHi } from './locales/signed-in/hi.ts';
import { messages as signedInTa } from './locales/signed-in/ta.ts';

/** Every language's catalogue at once, both parts, for the server (the web loads one: catalogues.ts). */
export const CATALOGUES: Record<UiLanguage, Messages> = {
  en: { ...en, ...signedInEn },
  hi: { ...hi, ...signedInHi },
  ta: { ...ta, ...signedInTa },
};
