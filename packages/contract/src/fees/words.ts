import type { UiLanguage } from '../i18n/languages.ts';
import { hindiRupeesInWords } from './words-hindi.ts';
import { tamilRupeesInWords } from './words-tamil.ts';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** Whole rupees in the Indian way of counting (crore, lakh, thousand): 12500 → "Twelve Thousand Five Hundred". */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('A whole, non-negative amount is needed.');
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 1_00_00_000);
  const rest = value % 1_00_00_000;
  const parts = [
    // Above 99 crore, the crores are counted again in the Indian way ("One Thousand Crore").
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    Math.floor(rest / 1_00_000) ? `${belowHundred(Math.floor(rest / 1_00_000))} Lakh` : '',
    Math.floor((rest % 1_00_000) / 1000) ? `${belowHundred(Math.floor((rest % 1_00_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** What a receipt prints under the figure: "Rupees Twelve Thousand Five Hundred Only"; paise when there are any. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** The amount in words in the reader's language, for a receipt or certificate printed in it. */
export function rupeesInWordsIn(language: UiLanguage, paise: number): string {
  if (language === 'hi') return hindiRupeesInWords(paise);
  if (language === 'ta') return tamilRupeesInWords(paise);
  return rupeesInWords(paise);
}
