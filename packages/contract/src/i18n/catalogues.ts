import type { Messages } from '@lingui/core';
import { messages as english } from './locales/en.ts';
import type { UiLanguage } from './languages.ts';

/*
 * English texts are the message ids, so English needs only its ICU messages (plurals, variables), kept
 * with the code that every screen loads; Hindi and Tamil are each a chunk of their own, downloaded only
 * when that language is chosen (decision 020).
 */
export const ENGLISH_MESSAGES: Messages = english;

export function loadCatalogue(language: UiLanguage): Promise<Messages> {
  if (language === 'hi') return import('./locales/hi.ts').then((m) => m.messages);
  if (language === 'ta') return import('./locales/ta.ts').then((m) => m.messages);
  return Promise.resolve(ENGLISH_MESSAGES);
}
