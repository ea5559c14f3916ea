import type { MessageValues } from '../i18n/translator.ts';
import type { UiLanguage } from '../i18n/languages.ts';
import { stateText } from '../reference/place-text.ts';
import { isStateCode } from '../reference/states.ts';
import { subjectName, subjectText } from '../reference/subjects.ts';
import type { JobAlert } from './schemas.ts';

/** The words of an alert's filters; each is a message id, translated by the caller's `t`. */
export const CRITERIA_WORDS = {
  experience: /*i18n*/ "{years} years' experience",
  atLeast: /*i18n*/ 'at least {amount} a month',
  atMost: /*i18n*/ 'at most {amount} a month',
  payShown: /*i18n*/ 'pay shown',
} as const;

const rupees = (value: unknown) => `₹${Number(value).toLocaleString('en-IN')}`;

/**
 * An alert's search in words, one per filter she set ("Mathematics", "Karnataka", "“pgt”"), in the
 * language of `t` (the screen's, or the unsubscribe page's), with the state named in that `language`: the
 * dashboard shows them as badges, the unsubscribe page as one line. No filters: an empty list.
 */
export function describeCriteria(
  criteria: JobAlert['criteria'],
  t: (id: string, values?: MessageValues) => string,
  language: UiLanguage,
): string[] {
  return Object.entries(criteria).map(([key, value]) => {
    if (key === 'subject' && typeof value === 'string') return subjectText(subjectName(value), t);
    if (key === 'state' && typeof value === 'string' && isStateCode(value)) return stateText(value, language);
    if (key === 'q') return `“${String(value)}”`;
    if (key === 'experience' || key === 'minExp') return t(CRITERIA_WORDS.experience, { years: String(value) });
    if (key === 'minSalary') return t(CRITERIA_WORDS.atLeast, { amount: rupees(value) });
    if (key === 'maxSalary') return t(CRITERIA_WORDS.atMost, { amount: rupees(value) });
    if (key === 'hideUndisclosedPay') return t(CRITERIA_WORDS.payShown);
    return String(value);
  });
}
