import type { LateFeeRule } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';

/** A rule as the office says it: "₹10 a day after 5 grace days, at most ₹300". */
export function lateFeeText(rule: Pick<LateFeeRule, 'kind' | 'amount' | 'graceDays' | 'cap'>): string {
  const after = rule.graceDays > 0 ? `after ${rule.graceDays} grace day${rule.graceDays === 1 ? '' : 's'}` : 'after the due date';
  if (rule.kind === 'fixed') return `${formatRupees(rule.amount)} once, ${after}`;
  return `${formatRupees(rule.amount)} a day ${after}, at most ${formatRupees(rule.cap ?? 0)}`;
}
