import { placeText, stateText, type StateCode } from '@school-portal/contract';
import { currentLanguage } from './i18n';

/*
 * Places as the reader's language writes them: the state in Hindi or Tamil on those screens, the district as
 * written. Read when drawn, like t(): a screen redrawn in another language shows the place in it.
 */

/** "District, State" in the language on screen; '—' with neither. */
export const placeOf = (district: string | null | undefined, state: StateCode | null | undefined): string =>
  placeText(district ?? null, state ?? null, currentLanguage()) ?? '—';

/** A state's name in the language on screen. */
export const stateOf = (state: StateCode): string => stateText(state, currentLanguage());
