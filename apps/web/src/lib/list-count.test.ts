import { describe, expect, it } from 'vitest';
import { capped, countText, pageCount } from './list-count';

describe('list counts', () => {
  it('says the count in Indian grouping, and "10,000+" once the server stopped counting', () => {
    expect(countText(1, ['supplier', 'suppliers'], 10_000)).toBe('1 supplier');
    expect(countText(12_345, ['account', 'accounts'])).toBe('12,345 accounts');
    expect(countText(10_000, ['product', 'products'], 10_000)).toBe('10,000 products');
    expect(countText(10_001, ['product', 'products'], 10_000)).toBe('10,000+ products');
    expect(capped(10_001)).toBe('10,000+');
    expect(capped(250)).toBe('250');
  });

  it('offers at least one page and none past the cap', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(10_001, 20, 10_000)).toBe(500);
    expect(pageCount(25_000, 20)).toBe(1250);
  });
});
