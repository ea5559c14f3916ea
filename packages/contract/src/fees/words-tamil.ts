/**
 * Tamil number words join by sandhi: a word ending in the vowel sign "ு" takes the next word's opening
 * vowel as its own sign (இருபத்து + ஐந்து → இருபத்தைந்து, பன்னிரண்டு + ஆயிரம் → பன்னிரண்டாயிரம்).
 */
const U_SIGN = '\u0BC1';
const VOWEL_SIGNS: Record<string, string> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
};

function join(first: string, second: string): string {
  const sign = VOWEL_SIGNS[second[0]!];
  if (first.endsWith(U_SIGN) && sign !== undefined) return first.slice(0, -1) + sign + second.slice(1);
  return first + second;
}

const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
];
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
/** A ten followed by a unit: இருபத்து (ஐந்து) → இருபத்தைந்து. */
const TENS_JOINED = ['', '', 'இருபத்து', 'முப்பத்து', 'நாற்பத்து', 'ஐம்பத்து', 'அறுபத்து', 'எழுபத்து', 'எண்பத்து', 'தொண்ணூற்று'];
const HUNDREDS = ['', 'நூறு', 'இருநூறு', 'முந்நூறு', 'நானூறு', 'ஐநூறு', 'அறுநூறு', 'எழுநூறு', 'எண்ணூறு', 'தொள்ளாயிரம்'];
/** A hundred followed by more: நூற்று இருபது, தொள்ளாயிரத்து ஐந்து. */
const HUNDREDS_JOINED = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முந்நூற்று',
  'நானூற்று',
  'ஐநூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
];

function belowHundred(n: number): string {
  if (n < 10) return UNITS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  const unit = n % 10;
  return unit ? join(TENS_JOINED[Math.floor(n / 10)]!, UNITS[unit]!) : TENS[Math.floor(n / 10)]!;
}

/** Before a noun, "one" is ஒரு (ஒரு லட்சம், இருபத்தொரு ரூபாய்), not ஒன்று. */
const beforeNoun = (words: string) => words.replace(/ஒன்று$/u, 'ஒரு').replace(/ொன்று$/u, 'ொரு');

/** 1-99 thousands as one word: ஆயிரம், மூவாயிரம், ஐயாயிரம், பன்னிரண்டாயிரம், இருபத்தோராயிரம். */
function thousands(n: number): string {
  if (n === 1) return 'ஆயிரம்';
  if (n === 3) return 'மூவாயிரம்';
  if (n === 5) return 'ஐயாயிரம்';
  const words = belowHundred(n);
  if (words.endsWith('ொன்று')) return `${words.slice(0, -'ொன்று'.length)}ோராயிரம்`;
  return join(words, 'ஆயிரம்');
}

/** A word ending in "ம்" (ஆயிரம், லட்சம்) followed by more: ஆயிரத்து, லட்சத்து. */
const followed = (words: string) => words.replace(/ம்$/u, 'த்து');

/** A whole number in Tamil words with Indian grouping: 12500 → "பன்னிரண்டாயிரத்து ஐநூறு". */
export function tamilNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('A whole, non-negative amount is needed.');
  if (value === 0) return 'பூஜ்ஜியம்';
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((value % 1_00_000) / 1000);
  const hundred = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  const parts: string[] = [];
  // Each group takes its joined form (கோடியே, லட்சத்து, ஆயிரத்து, நூற்று) when more follows it.
  const more = (below: number) => value % below !== 0;
  if (crores) parts.push(`${beforeNoun(tamilNumberInWords(crores))} ${more(1_00_00_000) ? 'கோடியே' : 'கோடி'}`);
  if (lakhs) parts.push(`${beforeNoun(belowHundred(lakhs))} ${more(1_00_000) ? 'லட்சத்து' : 'லட்சம்'}`);
  if (thousand) parts.push(more(1000) ? followed(thousands(thousand)) : thousands(thousand));
  if (hundred) parts.push((more(100) ? HUNDREDS_JOINED : HUNDREDS)[hundred]!);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** "பன்னிரண்டாயிரத்து ஐநூறு ரூபாய் மட்டும்"; paise follow the rupees ("… ரூபாய் ஐம்பது பைசா மட்டும்"). */
export function tamilRupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${beforeNoun(tamilNumberInWords(rupees))} ரூபாய்${rest ? ` ${beforeNoun(belowHundred(rest))} பைசா` : ''} மட்டும்`;
}
