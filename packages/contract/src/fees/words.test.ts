import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './words.ts';

describe('a receipt writes its amount in words, the Indian way', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [12_500, 'Rupees Twelve Thousand Five Hundred Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [99_99_99_999, 'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_01_011, 'Rupees One Lakh One Thousand Eleven Only'],
  ])('%i rupees', (rupees, words) => {
    expect(rupeesInWords(rupees * 100)).toBe(words);
  });

  it('counts paise when there are any, and crores beyond ninety nine', () => {
    expect(rupeesInWords(150)).toBe('Rupees One and Fifty Paise Only');
    expect(indianNumberInWords(1000_00_00_000)).toBe('One Thousand Crore');
  });
});
