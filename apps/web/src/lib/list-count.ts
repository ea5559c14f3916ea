import { LIST_COUNT_CAP } from '@school-portal/contract';

/*
 * Lists over every institute's rows count no further than one past a cap (the server's LIST_COUNT_CAP):
 * a total above it means "at least this many", and the pager stops there.
 */

/** "1 supplier", "12 suppliers", or "10,000+ suppliers" when the server stopped counting. */
export function countText(total: number, [one, many]: readonly [string, string], cap?: number): string {
  if (cap !== undefined && total > cap) return `${cap.toLocaleString('en-IN')}+ ${many}`;
  return `${total.toLocaleString('en-IN')} ${total === 1 ? one : many}`;
}

/** A figure on a dashboard card: "10,000+" past the cap. */
export const capped = (total: number, cap = LIST_COUNT_CAP): string =>
  total > cap ? `${cap.toLocaleString('en-IN')}+` : total.toLocaleString('en-IN');

/** How many pages the pager offers: at least one, and none past the cap. */
export const pageCount = (total: number, pageSize: number, cap?: number): number =>
  Math.max(1, Math.ceil((cap === undefined ? total : Math.min(total, cap)) / pageSize));

export { LIST_COUNT_CAP };
