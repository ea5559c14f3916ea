import { useSyncExternalStore } from 'react';
import { setupI18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  ENGLISH_MESSAGES,
  isUiLanguage,
  LANGUAGE_LOCALES,
  loadCatalogue,
  pickLanguage,
  type UiLanguage,
  type MessageValues,
} from '@school-portal/contract';

/*
 * The screen's language (decision 020). A text's id is its English words: English needs no download, and
 * Hindi or Tamil is one chunk fetched when chosen. The choice is kept in the browser; made on a signed-out
 * screen it is also marked for the account, which takes it at the next sign-in (lib/account-language.ts).
 */
const STORAGE_KEY = 'language';
const CHOSEN_SIGNED_OUT_KEY = 'languageChosenSignedOut';

const i18n = setupI18n({ missing: (_locale, id) => id });
i18n.load(DEFAULT_LANGUAGE, ENGLISH_MESSAGES);
const loaded = new Set<UiLanguage>([DEFAULT_LANGUAGE]);
i18n.activate(DEFAULT_LANGUAGE, [LANGUAGE_LOCALES[DEFAULT_LANGUAGE]]);

/** A text in the screen's language; `{name}` and plurals come from `values`. */
export const t = (id: string, values?: MessageValues) => i18n._(id, values);

export const currentLanguage = () => i18n.locale as UiLanguage;

/** The Intl locale of the screen's language: en-IN, hi-IN or ta-IN. */
export const currentLocale = () => LANGUAGE_LOCALES[currentLanguage()];

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** `t`, and a redraw of the component when the language changes. */
export function useT() {
  useSyncExternalStore(subscribe, currentLanguage);
  return t;
}

export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage);

/** The browser's remembered choice; on a first visit, the first of its languages the portal speaks. */
export function startingLanguage(): UiLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  return pickLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

/** Loads the language's catalogue (if not yet here), then redraws every screen in it. */
export async function showLanguage(language: UiLanguage) {
  if (!loaded.has(language)) i18n.load(language, await loadCatalogue(language));
  loaded.add(language);
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  document.documentElement.lang = language;
}

/** The visitor picks a language: shown at once and remembered here; `signedOut` marks it for the account. */
export async function chooseLanguage(language: UiLanguage, { signedOut }: { signedOut: boolean }) {
  localStorage.setItem(STORAGE_KEY, language);
  if (signedOut) localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, '1');
  await showLanguage(language);
}

/** Whether the language was picked on a signed-out screen since the last sign-in (and forgets it). */
export function takeChosenSignedOut() {
  const chosen = localStorage.getItem(CHOSEN_SIGNED_OUT_KEY) === '1';
  localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  return chosen;
}

export const rememberLanguage = (language: UiLanguage) => localStorage.setItem(STORAGE_KEY, language);
