import type { LateFeeRule } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { t } from '../../../lib/i18n';

type RuleTerms = Pick<LateFeeRule, 'kind' | 'amount' | 'graceDays' | 'cap' | 'scope'>;

/** A rule as the office says it: "₹10 a day after 5 grace days, at most ₹300 an instalment" (one whole sentence per case, so each language orders it its own way). */
export function lateFeeText(rule: RuleTerms): string {
  const after =
    rule.graceDays > 0
      ? t(/*i18n*/ 'after {count, plural, one {# grace day} other {# grace days}}', { count: rule.graceDays })
      : t(/*i18n*/ 'after the due date');
  const values = { amount: formatRupees(rule.amount), after, cap: formatRupees(rule.cap ?? 0) };
  if (rule.kind === 'fixed')
    return rule.scope === 'year' && rule.cap
      ? t(/*i18n*/ '{amount} once an instalment, {after}, at most {cap} a student a year', values)
      : t(/*i18n*/ '{amount} once an instalment, {after}', values);
  return rule.scope === 'year'
    ? t(/*i18n*/ '{amount} a day {after}, at most {cap} a student a year', values)
    : t(/*i18n*/ '{amount} a day {after}, at most {cap} an instalment', values);
}

/** Three monthly instalments, each this many days late: the example the Fee Manager works through. */
const EXAMPLE_DAYS = [75, 45, 15];

/**
 * What a student with three late instalments would pay under the rule, worked out as the server does
 * (fee-math.ts): each instalment's late fee, capped per instalment, or all of them capped per year.
 */
export function lateFeeExample(rule: RuleTerms): string {
  const each = EXAMPLE_DAYS.map((days) => {
    const charged = days - rule.graceDays;
    if (charged <= 0) return 0;
    if (rule.kind === 'fixed') return rule.amount;
    const uncapped = charged * rule.amount;
    return rule.scope === 'instalment' && rule.cap ? Math.min(uncapped, rule.cap) : uncapped;
  });
  const sum = each.reduce((s, x) => s + x, 0);
  const total = rule.scope === 'year' && rule.cap ? Math.min(sum, rule.cap) : sum;
  const parts = each
    .map((x, i) => t(/*i18n*/ '{days} days: {amount}', { days: EXAMPLE_DAYS[i]!, amount: formatRupees(x) }))
    .join(', ');
  const values = { days: EXAMPLE_DAYS.join(', '), parts, total: formatRupees(total) };
  return total < sum
    ? t(
        /*i18n*/ 'Example: three instalments late by {days} days ({parts}) come to {total}, capped at {total} for the year.',
        values,
      )
    : t(/*i18n*/ 'Example: three instalments late by {days} days ({parts}) come to {total}.', values);
}
