import type { AllocationKind, PayPlan } from './schemas.ts';

/*
 * How the counter pays in one action instead of ticking lines: everything overdue, everything due up
 * to a day, or an amount that settles the oldest dues first. The server works it out under the
 * student's lock (collect.ts), and the screen works out the same preview with the same function, so
 * what the clerk sees is what the receipt says. Another way of paying (UPI from a parent) calls
 * collect with `pay: { by: 'amount' }`.
 */

/** One instalment as the plan sees it, in paise: what is due of the fee and of its late fee. */
export interface PlanLine {
  instalmentId: string;
  dueDate: string;
  feeDuePaise: number;
  lateDuePaise: number;
}

export interface PlannedAllocation {
  instalmentId: string;
  kind: AllocationKind;
  paise: number;
}

/**
 * What a plan pays, oldest due date first, each instalment's fee and then its late fee: all overdue
 * (due before the payment date), all due up to a day, or an amount as far as it goes. `left` is what
 * an amount could not place (more than everything due); nothing to pay answers no allocations.
 */
export function planPayment(
  lines: readonly PlanLine[],
  plan: PayPlan,
  paidOn: string,
): { allocations: PlannedAllocation[]; left: number } {
  const ordered = lines.map((l, i) => ({ l, i })).sort((a, b) => a.l.dueDate.localeCompare(b.l.dueDate) || a.i - b.i);
  const allocations: PlannedAllocation[] = [];
  let left = plan.by === 'amount' ? Math.round(plan.amount * 100) : Number.POSITIVE_INFINITY;
  for (const { l } of ordered) {
    if (plan.by === 'overdue' && l.dueDate >= paidOn) continue;
    if (plan.by === 'upTo' && l.dueDate > plan.upTo) continue;
    for (const [kind, due] of [
      ['fee', l.feeDuePaise],
      ['lateFee', l.lateDuePaise],
    ] as const) {
      const paise = Math.min(due, left);
      if (paise <= 0) continue;
      allocations.push({ instalmentId: l.instalmentId, kind, paise });
      left -= paise;
    }
  }
  return { allocations, left: plan.by === 'amount' ? left : 0 };
}
