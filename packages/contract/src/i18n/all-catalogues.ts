import type { Messages } from '@lingui/core';
import type { UiLanguage } from './languages.ts';
import { messages as en } from './locales/en.ts';
import { messages as hi } from './locales/hi.ts';
import { messages as ta } from './locales/ta.ts';

/** Every language's catalogue at once, for the server (the web loads one: catalogues.ts). */
export const CATALOGUES: Record<UiLanguage, Messages> = { en, hi, ta };
