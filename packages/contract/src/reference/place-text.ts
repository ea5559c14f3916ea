import type { UiLanguage } from '../i18n/languages.ts';
import { STATE_LOCAL_NAMES } from './state-names.ts';
import { stateName, type StateCode } from './states.ts';

/*
 * Places in running text, for the signed-in screens and the server's pages: a file of its own, so the
 * first screens (which need only the selects' stateLabel) do not carry it in their JavaScript.
 */
/**
 * A state as read in a sentence or a card on a screen in `language`: its own name in Hindi or Tamil (a
 * reader of "சென்னை, Tamil Nadu" meets English in the middle of Tamil), English on an English screen.
 * Selects keep `stateLabel`, which carries both so either can be typed.
 */
export function stateText(code: StateCode, language: UiLanguage): string {
  return language === 'en' ? stateName(code) : STATE_LOCAL_NAMES[code][language];
}

/** "District, State" as a screen in `language` shows a place (districts stay as written); null with neither. */
export function placeText(district: string | null, state: StateCode | null, language: UiLanguage): string | null {
  return [district, state ? stateText(state, language) : null].filter(Boolean).join(', ') || null;
}
