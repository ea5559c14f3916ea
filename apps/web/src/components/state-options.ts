import { useMemo } from 'react';
import { STATES, stateLabel } from '@school-portal/contract';
import { useLanguage } from '../lib/i18n';

/** The states for a Select, named for the screen's language: "Tamil Nadu", or "Tamil Nadu · தமிழ்நாடு" in Tamil. */
export function useStateOptions() {
  const language = useLanguage();
  return useMemo(() => STATES.map((s) => ({ value: s.code, label: stateLabel(s.code, language) })), [language]);
}
