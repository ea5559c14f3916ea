import { icu, type IcuText } from '../i18n/icu-text.ts';

/** Units whose plural is not the unit with an "s": weights and measures abbreviated, and "dozen". */
const PLURALS: Record<string, string> = { box: 'boxes', dozen: /*i18n*/ 'dozen', kg: /*i18n*/ 'kg' };

/** "1 piece", "2 pieces", "1,200 pieces", "3 boxes", "5 kg": a quantity as a person writes it (in English). */
export function quantityOf(quantity: number, unit: string): string {
  const plural = PLURALS[unit] ?? `${unit}s`;
  return `${quantity.toLocaleString('en-IN')} ${quantity === 1 ? unit : plural}`;
}

/**
 * A quantity of each unit as an ICU message (decision 020): its English is the id, and Hindi and Tamil
 * give their own plural (or none). Reads exactly as quantityOf in English.
 */
export const UNIT_QUANTITIES = {
  piece: /*i18n*/ '{count, plural, one {# piece} other {# pieces}}',
  set: /*i18n*/ '{count, plural, one {# set} other {# sets}}',
  pair: /*i18n*/ '{count, plural, one {# pair} other {# pairs}}',
  dozen: /*i18n*/ '{count, plural, other {# dozen}}',
  pack: /*i18n*/ '{count, plural, one {# pack} other {# packs}}',
  box: /*i18n*/ '{count, plural, one {# box} other {# boxes}}',
  ream: /*i18n*/ '{count, plural, one {# ream} other {# reams}}',
  kg: /*i18n*/ '{count, plural, other {# kg}}',
  litre: /*i18n*/ '{count, plural, one {# litre} other {# litres}}',
  metre: /*i18n*/ '{count, plural, one {# metre} other {# metres}}',
} as const;

/** A quantity as a text built from values (an error's `icu`), rendered in the reader's language. */
export const quantityText = (quantity: number, unit: string): IcuText | string =>
  unit in UNIT_QUANTITIES
    ? icu(UNIT_QUANTITIES[unit as keyof typeof UNIT_QUANTITIES], { count: quantity })
    : quantityOf(quantity, unit);

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A quantity in the language of `translate` (a screen's `t`, a mail's translator); an unknown unit reads as quantityOf. */
export const quantityIn = (translate: Translate, quantity: number, unit: string): string =>
  unit in UNIT_QUANTITIES
    ? translate(UNIT_QUANTITIES[unit as keyof typeof UNIT_QUANTITIES], { count: quantity })
    : quantityOf(quantity, unit);
