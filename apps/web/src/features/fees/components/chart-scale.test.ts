import { describe, expect, it } from 'vitest';
import { niceCeiling } from './chart-scale';

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
