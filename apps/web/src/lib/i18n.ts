import { useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isUiLanguage,
  LANGUAGE_LOCALES,
  loadCatalogue,
  pickLanguage,
  type MessageValues,
  type UiLanguage,
} from '@school-portal/contract';
import { keepCookie } from './cookies';

/*
 * The screen's language (decision 020). A text's id is its English words, so an English screen needs no
 * catalogue and no i18n library: `t` fills a `{name}` itself. Lingui (its runtime, ~2.3 kB gzipped) comes
 * with the first Hindi or Tamil catalogue, or with the signed-in shell (`loadLingui`), whose English
 * messages may have plurals; the signed-out English screens stay within their budgets (check-size.mjs).
 * The choice is kept in the browser; made on a signed-out screen it is also marked for the account,
 * which takes it at the next sign-in (lib/account-language.ts).
 */
const STORAGE_KEY = 'language';
const CHOSEN_SIGNED_OUT_KEY = 'languageChosenSignedOut';

let i18n: I18n | undefined;
let language: UiLanguage = DEFAULT_LANGUAGE;
// Counts every change of the texts on screen (a language, or a catalogue part arriving): useT redraws on it.
let revision = 0;
const listeners = new Set<() => void>();

const fill = (id: string, values?: MessageValues) =>
  values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id;

/** A text in the screen's language; `{name}` and plurals come from `values`. */
// A text not in the loaded catalogues (its part still on its way, or never translated) is filled here: Lingui would
// hand back its id with the `{name}`s unfilled.
export const t = (id: string, values?: MessageValues): string =>
  i18n && id in i18n.messages ? i18n._(id, values) : fill(id, values);

/**
 * Marks a text kept in a list or table of the code (a setting's title, a column's header) for the catalogue:
 * it stays English there and is translated with `t` where it is shown; `lingui extract` finds it by its i18n mark (decision 044).
 */
export const msg = <Id extends string>(id: Id): Id => id;

export const currentLanguage = () => language;

/** The Intl locale of the screen's language: en-IN, hi-IN or ta-IN. */
export const currentLocale = () => LANGUAGE_LOCALES[language];

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** `t`, and a redraw of the component when the language changes. */
export function useT() {
  useSyncExternalStore(
    subscribe,
    () => revision,
    () => revision,
  );
  return t;
}

export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

/** Lingui's runtime with the English catalogue (plurals and variables), once. */
let lingui: Promise<I18n> | undefined;
export function loadLingui(): Promise<I18n> {
  lingui ??= Promise.all([import('@lingui/core'), loadCatalogue(DEFAULT_LANGUAGE)]).then(([{ setupI18n }, english]) => {
    const instance = setupI18n({ missing: (_locale, id) => id });
    instance.load(DEFAULT_LANGUAGE, english);
    instance.activate(language, [LANGUAGE_LOCALES[language]]);
    i18n = instance;
    return instance;
  });
  return lingui;
}

/** The browser's remembered choice; on a first visit, the first of its languages the portal speaks. */
export function startingLanguage(): UiLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isUiLanguage(stored)) return stored;
  return pickLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

const loaded = new Set<UiLanguage>([DEFAULT_LANGUAGE]);
// More texts for the loaded languages (the signed-in screens': lib/signed-in-texts.ts), kept out of the first screen.
let addPart: ((instance: I18n, next: UiLanguage) => Promise<void>) | undefined;

/** Adds a part of the catalogues: loaded now for the language on screen (redrawn with it), and with every language chosen later. */
export async function addTexts(part: (instance: I18n, next: UiLanguage) => Promise<void>) {
  addPart = part;
  await loadLingui();
  await showLanguage(language);
}

/** Loads the language's catalogue (if not yet here), then redraws every screen in it. */
export async function showLanguage(next: UiLanguage) {
  if (next !== DEFAULT_LANGUAGE || i18n) {
    const [instance, messages] = await Promise.all([loadLingui(), loaded.has(next) ? undefined : loadCatalogue(next)]);
    if (messages) instance.load(next, messages);
    await addPart?.(instance, next);
    loaded.add(next);
    instance.activate(next, [LANGUAGE_LOCALES[next]]);
  }
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  revision += 1;
  for (const listener of listeners) listener();
}

/** The visitor picks a language: shown at once and remembered here; `signedOut` marks it for the account. */
export async function chooseLanguage(next: UiLanguage, { signedOut }: { signedOut: boolean }) {
  rememberLanguage(next);
  if (signedOut) localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, '1');
  await showLanguage(next);
}

/** Whether the language was picked on a signed-out screen since the last sign-in (and forgets it). */
export function takeChosenSignedOut() {
  const chosen = localStorage.getItem(CHOSEN_SIGNED_OUT_KEY) === '1';
  localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  return chosen;
}

/** Keeps the choice here, and as a cookie (lib/cookies.ts): the server draws a teacher's first screen in it. */
export function rememberLanguage(next: UiLanguage) {
  localStorage.setItem(STORAGE_KEY, next);
  keepCookie(STORAGE_KEY, next);
}

// A choice kept before the cookie was, as the portal starts.
if (typeof document !== 'undefined') keepCookie(STORAGE_KEY, localStorage.getItem(STORAGE_KEY));
