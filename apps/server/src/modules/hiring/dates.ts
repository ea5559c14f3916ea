import { LANGUAGE_LOCALES, type UiLanguage } from '@school-portal/contract';

/** "1 Jun 2026" in the reader's language (the month in Hindi or Tamil), from a date or a timestamp in India. */
export function dayText(iso: string, language: UiLanguage): string {
  const at = iso.length === 10 ? new Date(`${iso}T00:00:00+05:30`) : new Date(iso);
  return at.toLocaleDateString(LANGUAGE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
