import type { AllocationKind, StudentDues } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';

export interface OpenItem {
  /** One per row: an instalment and its late fee are paid separately. */
  key: string;
  instalmentId: string;
  kind: AllocationKind;
  title: string;
  /** What its checkbox and amount are called: "Tuition Fee Yearly late fee". */
  name: string;
  dueDate: string;
  due: number;
  /** Gross and concession of a fee; how late a late fee is. */
  note: string | null;
}

/** What a payment can settle, in due-date order: each instalment still due, and after it its late fee still due. */
export function openItems(dues: StudentDues): OpenItem[] {
  const late = new Map(dues.lateFees.map((l) => [l.instalmentId, l]));
  return dues.dues.flatMap((d) => {
    const items: OpenItem[] = [];
    const title = `${d.headName} · ${d.label}`;
    if (d.due > 0) {
      const parts = [d.concession > 0 ? `${formatRupees(d.gross)} less ${formatRupees(d.concession)} concession` : '', d.paid > 0 ? `paid ${formatRupees(d.paid)}` : ''].filter(Boolean);
      items.push({ key: `fee:${d.instalmentId}`, instalmentId: d.instalmentId, kind: 'fee', title, name: `${d.headName} ${d.label}`, dueDate: d.dueDate, due: d.due, note: parts.join(' · ') || null });
    }
    const fee = late.get(d.instalmentId);
    if (fee && fee.due > 0) {
      const paid = fee.paid > 0 ? ` · paid ${formatRupees(fee.paid)}` : '';
      items.push({ key: `lateFee:${d.instalmentId}`, instalmentId: d.instalmentId, kind: 'lateFee', title: `${title} late fee`, name: `${d.headName} ${d.label} late fee`, dueDate: d.dueDate, due: fee.due, note: `${fee.daysLate} days late${paid}` });
    }
    return items;
  });
}
