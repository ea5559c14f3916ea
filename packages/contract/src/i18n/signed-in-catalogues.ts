import type { Messages } from '@lingui/core';
import type { UiLanguage } from './languages.ts';

// A file of its own: the first screens' chunk, which holds catalogues.ts, then carries none of it.
/**
 * The signed-in screens' texts (locales/signed-in), a chunk per language of its own: the signed-out first
 * screens never download it, so their Hindi and Tamil stay within the size budget as screens are converted.
 */
export function loadSignedInCatalogue(language: UiLanguage): Promise<Messages> {
  if (language === 'hi') return import('./locales/signed-in/hi.ts').then((m) => m.messages);
  if (language === 'ta') return import('./locales/signed-in/ta.ts').then((m) => m.messages);
  // English texts are their ids, which the web fills itself: only those with a plural or a select come
  // (scripts/english-plurals.mjs, written after lingui compile); the server reads the whole part.
  return import('./locales/signed-in/en-plurals.ts').then((m) => m.messages);
}
