import type { Messages } from '@lingui/core';
import type { UiLanguage } from './languages.ts';

/*
 * One chunk per language, downloaded only when needed (decision 020). English texts are the message ids,
 * so the English catalogue holds only the messages with plurals or variables.
 */
export function loadCatalogue(language: UiLanguage): Promise<Messages> {
  if (language === 'hi') return import('./locales/hi.ts').then((m) => m.messages);
  if (language === 'ta') return import('./locales/ta.ts').then((m) => m.messages);
  return import('./locales/en.ts').then((m) => m.messages);
}
