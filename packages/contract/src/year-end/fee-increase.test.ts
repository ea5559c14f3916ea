import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raisedPaise } from './fee-increase.ts';
import { FEE_ROUNDINGS } from './schemas.ts';

describe("next year's fees, raised and rounded", () => {
  it('₹6,875 raised 10% is ₹7,562.50: ₹7,560 to ₹10, ₹7,550 to ₹50, ₹7,600 to ₹100; no increase keeps it as it is', () => {
    expect([10, 50, 100].map((r) => raisedPaise(687_500, 10, r as 10 | 50 | 100))).toEqual([756_000, 755_000, 760_000]);
    expect(raisedPaise(687_550, 0, 100)).toBe(687_550);
  });

  it('is a whole step of rupees, within half a step of the exact raise, and never less for a larger fee or increase', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }).map((h) => h / 100),
        fc.constantFrom(...FEE_ROUNDINGS),
        fc.integer({ min: 0, max: 1_000_000 }),
        (paise, percent, roundTo, more) => {
          const step = roundTo * 100;
          const raised = raisedPaise(paise, percent, roundTo);
          expect(raised % step).toBe(0);
          expect(Math.abs(raised - (paise * (100 + percent)) / 100)).toBeLessThanOrEqual(step / 2 + 1e-6);
          expect(raisedPaise(paise + more, percent, roundTo)).toBeGreaterThanOrEqual(raised);
          expect(raisedPaise(paise, Math.min(percent + 1, 100), roundTo)).toBeGreaterThanOrEqual(raised);
        },
      ),
    );
  });
});
