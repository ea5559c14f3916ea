import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/all-catalogues.ts';
import { makeTranslator } from '../i18n/translator.ts';
import { PRODUCT_UNITS } from './schemas.ts';
import { quantityIn, quantityOf } from './units.ts';

describe('quantities read as a person writes them', () => {
  it('one is singular, more are plural, with Indian grouping', () => {
    expect(quantityOf(1, 'piece')).toBe('1 piece');
    expect(quantityOf(2, 'piece')).toBe('2 pieces');
    expect(quantityOf(1200, 'piece')).toBe('1,200 pieces');
    expect(quantityOf(3, 'box')).toBe('3 boxes');
    expect(quantityOf(5, 'kg')).toBe('5 kg');
    expect(quantityOf(2, 'dozen')).toBe('2 dozen');
    expect(quantityOf(20, 'litre')).toBe('20 litres');
  });

  it('the catalogue says every unit in English exactly as quantityOf does', () => {
    const english = makeTranslator('en', CATALOGUES.en);
    const t = (id: string, values?: Record<string, unknown>) => english._(id, values);
    for (const unit of PRODUCT_UNITS)
      for (const n of [1, 2, 1_25_000]) expect(quantityIn(t, n, unit)).toBe(quantityOf(n, unit));
  });

  it('reads in Hindi and Tamil with the same Indian grouping', () => {
    const say = (language: 'hi' | 'ta') => {
      const i18n = makeTranslator(language, CATALOGUES[language]);
      return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
    };
    expect(quantityIn(say('hi'), 1_25_000, 'box')).toBe('1,25,000 डिब्बे');
    expect(quantityIn(say('hi'), 1, 'box')).toBe('1 डिब्बा');
    expect(quantityIn(say('ta'), 20, 'piece')).toBe('20 எண்');
    // A unit the list does not know (an old enquiry's) still reads as English words.
    expect(quantityIn(say('ta'), 3, 'crate')).toBe('3 crates');
  });
});
