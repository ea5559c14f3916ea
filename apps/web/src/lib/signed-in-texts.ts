import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, loadSignedInCatalogue, type UiLanguage } from '@school-portal/contract';
import { addTexts } from './i18n';

/*
 * The signed-in screens' texts, a catalogue chunk per language apart from the first screens' (decision 020):
 * the signed-out screens never download them, so a Hindi or Tamil sign-in stays within its size budget
 * however many screens are converted. English comes too, only its plurals and selects (decision 044): every
 * other English text is its id, which `t` fills.
 */
const loaded = new Set<UiLanguage>();

async function addSignedInPart(instance: I18n, next: UiLanguage) {
  const wanted = [...new Set([DEFAULT_LANGUAGE, next])].filter((l) => !loaded.has(l));
  const parts = await Promise.all(wanted.map(loadSignedInCatalogue));
  wanted.forEach((l, i) => {
    instance.load(l, parts[i]!);
    loaded.add(l);
  });
}

/** Called by the signed-in shell: its screens redraw once their texts are here. */
export const loadSignedInTexts = () => addTexts(addSignedInPart);
