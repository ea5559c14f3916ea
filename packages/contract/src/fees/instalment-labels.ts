import { MONTH_NAMES } from '../classes/schemas.ts';
import type { MessageValues } from '../i18n/translator.ts';

/**
 * The words of the instalment names the portal makes itself (instalmentPlan: "April", "Quarter 1",
 * "Term 2", "Yearly"; a receipt's "April late fee"), as catalogue ids. Stored in English, they are read
 * in the reader's language; a name the school typed itself is its own words and stays as typed.
 */
export const INSTALMENT_LABEL_WORDS = {
  months: MONTH_NAMES,
  quarter: /*i18n*/ 'Quarter {number}',
  term: /*i18n*/ 'Term {number}',
  yearly: /*i18n*/ 'Yearly',
  lateFee: '{fee} late fee',
} as const;

type Translate = (id: string, values?: MessageValues) => string;

const W = INSTALMENT_LABEL_WORDS;

/** An instalment's stored name in the reader's language: "April" → "अप्रैल", "Quarter 1" → "तिमाही 1". */
export function instalmentLabelIn(t: Translate, label: string): string {
  const late = /^(.+) late fee$/.exec(label);
  if (late) return t(W.lateFee, { fee: instalmentLabelIn(t, late[1]!) });
  if ((W.months as readonly string[]).includes(label) || label === W.yearly) return t(label);
  const numbered = /^(Quarter|Term) (\d)$/.exec(label);
  if (numbered) return t(numbered[1] === 'Quarter' ? W.quarter : W.term, { number: numbered[2] });
  return label;
}
