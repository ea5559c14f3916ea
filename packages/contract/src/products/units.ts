/** Units whose plural is not the unit with an "s": weights and measures abbreviated, and "dozen". */
const PLURALS: Record<string, string> = { box: 'boxes', dozen: 'dozen', kg: 'kg' };

/** "1 piece", "2 pieces", "1,200 pieces", "3 boxes", "5 kg": a quantity as a person writes it. */
export function quantityOf(quantity: number, unit: string): string {
  const plural = PLURALS[unit] ?? `${unit}s`;
  return `${quantity.toLocaleString('en-IN')} ${quantity === 1 ? unit : plural}`;
}
