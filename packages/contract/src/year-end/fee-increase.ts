import type { FeeRounding } from './schemas.ts';

/**
 * Next year's amount of an instalment, in paise: this year's raised by the percent and rounded to the nearest step of
 * rupees (half a step rounds up), as schools announce fees (₹6,875 raised 10% is ₹7,562.50: ₹7,560 to ₹10, ₹7,550 to
 * ₹50, ₹7,600 to ₹100). No increase copies the amount as it is, unrounded. Never below nothing.
 */
export function raisedPaise(paise: number, increasePercent: number, roundTo: FeeRounding): number {
  if (increasePercent === 0) return paise;
  const step = roundTo * 100;
  // Hundredths of a percent as whole numbers, so 10% of ₹6,875 is exactly 68,750 paise, not a float's near miss.
  const raised = (paise * (10_000 + Math.round(increasePercent * 100))) / 10_000;
  return Math.max(Math.floor(raised / step + 0.5) * step, 0);
}
