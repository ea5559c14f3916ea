import { planPayment, type PlanLine } from '../fees/pay-plan.ts';

/** One child's lines as the family's payment sees them, eldest child first. */
export interface FamilyChildLines {
  studentId: string;
  lines: readonly PlanLine[];
}

/**
 * How one payment for a family is shared (decision 037): the oldest dues first across all the children, each
 * instalment's fee and then its late fee, as the counter pays one child (planPayment); on the same due date the
 * elder child first. In whole paise, so the shares add up to the payment exactly; `left` is what no due could take
 * (more than the family owes). Each child's share then pays that child's oldest lines, so it pays the very lines
 * counted here.
 */
export function splitFamilyPayment(
  children: readonly FamilyChildLines[],
  paise: number,
  paidOn: string,
): { shares: { studentId: string; paise: number }[]; left: number } {
  const owner = new Map<string, string>();
  const lines = children.flatMap((c, i) =>
    c.lines.map((l) => {
      const key = `${i}:${l.instalmentId}`;
      owner.set(key, c.studentId);
      return { ...l, instalmentId: key };
    }),
  );
  const { allocations, left } = planPayment(lines, { by: 'amount', amount: paise / 100 }, paidOn);
  const byChild = new Map<string, number>();
  for (const a of allocations) {
    const studentId = owner.get(a.instalmentId)!;
    byChild.set(studentId, (byChild.get(studentId) ?? 0) + a.paise);
  }
  return {
    shares: children
      .filter((c) => byChild.has(c.studentId))
      .map((c) => ({ studentId: c.studentId, paise: byChild.get(c.studentId)! })),
    left,
  };
}
