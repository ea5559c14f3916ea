import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LANGUAGE_LOCALES, type UiLanguage } from './languages.ts';

export type MessageValues = Record<string, unknown>;

/**
 * A translator for one language: a text's id is its English words, and a text with no translation (a
 * message not yet in the catalogues, a user's own words) comes back as it was.
 */
export function makeTranslator(language: UiLanguage, messages: Messages): I18n {
  const i18n = setupI18n({ missing: (_locale, id) => id });
  i18n.load(language, messages);
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  return i18n;
}
