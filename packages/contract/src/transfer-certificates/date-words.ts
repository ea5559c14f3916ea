import { LANGUAGE_LOCALES, type UiLanguage } from '../i18n/languages.ts';
import { indianNumberInWords } from '../fees/words.ts';
import { hindiNumberInWords } from '../fees/words-hindi.ts';
import { tamilNumberInWords } from '../fees/words-tamil.ts';

const numberInWords = (language: UiLanguage, n: number) =>
  language === 'hi' ? hindiNumberInWords(n) : language === 'ta' ? tamilNumberInWords(n) : indianNumberInWords(n);

/**
 * A date of birth in words, as a transfer certificate writes it beside the figures (so neither can be altered alone):
 * "Fourteen June Two Thousand Sixteen", "चौदह जून दो हज़ार सोलह", "பதினான்கு ஜூன் இரண்டாயிரத்து பதினாறு".
 */
export function dateInWordsIn(language: UiLanguage, iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(LANGUAGE_LOCALES[language], {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${numberInWords(language, day)} ${monthName} ${numberInWords(language, year)}`;
}
