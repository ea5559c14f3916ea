/**
 * Hindi numbers below a hundred are each their own word (उन्नीस, इक्यावन), not a ten and a unit, so they
 * are listed, as a cheque or receipt writes them.
 */
const BELOW_HUNDRED = `शून्य एक दो तीन चार पाँच छह सात आठ नौ
दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस
बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस
तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस
चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास
पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ
साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर
सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी
अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी
नब्बे इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे`.split(/\s+/);

/** A whole number in Hindi words with Indian grouping: 12500 → "बारह हज़ार पाँच सौ". */
export function hindiNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('A whole, non-negative amount is needed.');
  if (value === 0) return BELOW_HUNDRED[0]!;
  const crores = Math.floor(value / 1_00_00_000);
  const rest = value % 1_00_00_000;
  const group = (n: number, name: string) => (n ? `${BELOW_HUNDRED[n]} ${name}` : '');
  return [
    crores ? `${hindiNumberInWords(crores)} करोड़` : '',
    group(Math.floor(rest / 1_00_000), 'लाख'),
    group(Math.floor((rest % 1_00_000) / 1000), 'हज़ार'),
    group(Math.floor((rest % 1000) / 100), 'सौ'),
    rest % 100 ? BELOW_HUNDRED[rest % 100]! : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "बारह हज़ार पाँच सौ रुपये मात्र"; one rupee is "एक रुपया", and paise follow with "और". */
export function hindiRupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWord = rupees === 1 ? 'रुपया' : 'रुपये';
  return `${hindiNumberInWords(rupees)} ${rupeeWord}${rest ? ` और ${BELOW_HUNDRED[rest]} ${rest === 1 ? 'पैसा' : 'पैसे'}` : ''} मात्र`;
}
