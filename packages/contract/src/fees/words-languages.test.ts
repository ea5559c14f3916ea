import { describe, expect, it } from 'vitest';
import { rupeesInWordsIn } from './words.ts';

describe('the amount in words in Hindi and Tamil, counted the Indian way', () => {
  it.each([
    [
      1_250_000,
      'Rupees Twelve Thousand Five Hundred Only',
      'बारह हज़ार पाँच सौ रुपये मात्र',
      'பன்னிரண்டாயிரத்து ஐநூறு ரூபாய் மட்டும்',
    ],
    [0, 'Rupees Zero Only', 'शून्य रुपये मात्र', 'பூஜ்ஜியம் ரூபாய் மட்டும்'],
    [100, 'Rupees One Only', 'एक रुपया मात्र', 'ஒரு ரூபாய் மட்டும்'],
    [10_000, 'Rupees One Hundred Only', 'एक सौ रुपये मात्र', 'நூறு ரூபாய் மட்டும்'],
    [1_00_000_00, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र', 'ஒரு லட்சம் ரூபாய் மட்டும்'],
    [
      1_25_000_00,
      'Rupees One Lakh Twenty Five Thousand Only',
      'एक लाख पच्चीस हज़ार रुपये मात्र',
      'ஒரு லட்சத்து இருபத்தைந்தாயிரம் ரூபாய் மட்டும்',
    ],
    [
      2_50_00_000_00,
      'Rupees Two Crore Fifty Lakh Only',
      'दो करोड़ पचास लाख रुपये मात्र',
      'இரண்டு கோடியே ஐம்பது லட்சம் ரூபாய் மட்டும்',
    ],
    [
      21_03_999_00,
      'Rupees Twenty One Lakh Three Thousand Nine Hundred Ninety Nine Only',
      'इक्कीस लाख तीन हज़ार नौ सौ निन्यानबे रुपये मात्र',
      'இருபத்தொரு லட்சத்து மூவாயிரத்து தொள்ளாயிரத்து தொண்ணூற்றொன்பது ரூபாய் மட்டும்',
    ],
    [21_000_00, 'Rupees Twenty One Thousand Only', 'इक्कीस हज़ार रुपये मात्र', 'இருபத்தோராயிரம் ரூபாய் மட்டும்'],
    [
      5_101_00,
      'Rupees Five Thousand One Hundred One Only',
      'पाँच हज़ार एक सौ एक रुपये मात्र',
      'ஐயாயிரத்து நூற்று ஒரு ரூபாய் மட்டும்',
    ],
  ])('%i paise', (paise, en, hi, ta) => {
    expect(rupeesInWordsIn('en', paise)).toBe(en);
    expect(rupeesInWordsIn('hi', paise)).toBe(hi);
    expect(rupeesInWordsIn('ta', paise)).toBe(ta);
  });

  it('names the paise after the rupees', () => {
    expect(rupeesInWordsIn('hi', 1_250_050)).toBe('बारह हज़ार पाँच सौ रुपये और पचास पैसे मात्र');
    expect(rupeesInWordsIn('ta', 1_250_050)).toBe('பன்னிரண்டாயிரத்து ஐநூறு ரூபாய் ஐம்பது பைசா மட்டும்');
    expect(rupeesInWordsIn('hi', 1)).toBe('शून्य रुपये और एक पैसा मात्र');
    expect(rupeesInWordsIn('ta', 21)).toBe('பூஜ்ஜியம் ரூபாய் இருபத்தொரு பைசா மட்டும்');
  });

  it('counts crores beyond ninety nine in crores again', () => {
    expect(rupeesInWordsIn('hi', 1000_00_00_000_00)).toBe('एक हज़ार करोड़ रुपये मात्र');
    expect(rupeesInWordsIn('ta', 1000_00_00_000_00)).toBe('ஆயிரம் கோடி ரூபாய் மட்டும்');
  });
});
