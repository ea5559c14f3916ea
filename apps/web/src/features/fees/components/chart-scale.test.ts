import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayLabels, niceCeiling } from './chart-scale';

describe("the collections chart's scale", () => {
  it('rounds the largest day up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([12_345, 2000, 2001, 24_000, 40_000, 99_999, 7].map(niceCeiling)).toEqual([
      20_000, 2000, 2500, 25_000, 50_000, 100_000, 10,
    ]);
  });

  it('draws an empty range on a scale of one', () => {
    expect([0, -5, Number.NaN].map(niceCeiling)).toEqual([1, 1, 1]);
  });
});

describe("the collections chart's dates", () => {
  it('never names two neighbouring days, on a wide screen or a phone, for any number of days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (count) => {
        const { every, phoneEvery } = dayLabels(count);
        const named = Array.from({ length: count }, (_, i) => i).filter((i) => i % every === 0 || i % phoneEvery === 0);
        // The phone's dates are some of the wide screen's: the two sets together are the wide screen's.
        expect(named.every((i) => i % every === 0)).toBe(true);
        expect(named.length).toBeLessThanOrEqual(8);
        if (count > 1) expect(named.slice(1).every((i, k) => i - named[k]! >= every)).toBe(true);
      }),
    );
  });

  it('ten days: dates on days 1, 3, 5, 7 and 9, and on a phone on 1, 5 and 9', () => {
    expect(dayLabels(10)).toEqual({ every: 2, phoneEvery: 4 });
  });
});
