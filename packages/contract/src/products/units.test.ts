import { describe, expect, it } from 'vitest';
import { quantityOf } from './units.ts';

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
});
