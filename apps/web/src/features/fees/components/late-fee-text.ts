import type { LateFeeRule } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';

type RuleTerms = Pick<LateFeeRule, 'kind' | 'amount' | 'graceDays' | 'cap' | 'scope'>;

/** A rule as the office says it: "₹10 a day after 5 grace days, at most ₹300 an instalment". */
export function lateFeeText(rule: RuleTerms): string {
  const after = rule.graceDays > 0 ? `after ${rule.graceDays} grace day${rule.graceDays === 1 ? '' : 's'}` : 'after the due date';
  const scope = rule.scope === 'year' ? 'a student a year' : 'an instalment';
  if (rule.kind === 'fixed') return `${formatRupees(rule.amount)} once an instalment, ${after}${rule.scope === 'year' && rule.cap ? `, at most ${formatRupees(rule.cap)} ${scope}` : ''}`;
  return `${formatRupees(rule.amount)} a day ${after}, at most ${formatRupees(rule.cap ?? 0)} ${scope}`;
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
  const parts = each.map((x, i) => `${EXAMPLE_DAYS[i]} days: ${formatRupees(x)}`).join(', ');
  const capped = total < sum ? `, capped at ${formatRupees(total)} for the year` : '';
  return `Example: three instalments late by ${EXAMPLE_DAYS.join(', ')} days (${parts}) come to ${formatRupees(total)}${capped}.`;
}
