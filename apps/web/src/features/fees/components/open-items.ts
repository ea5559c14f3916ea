import { instalmentLabelIn, type AllocationKind, type StudentDues } from '@school-portal/contract';
import { formatRupees } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** One instalment still open at the counter: its fee and its late fee on one line. */
export interface OpenItem {
  key: string;
  instalmentId: string;
  /** Of an earlier academic year ("2025-26"): listed first, under "Previous years" (decision 032). */
  academicYear: string | undefined;
  title: string;
  /** What its checkbox and amount are called: "Tuition Fee Yearly". */
  name: string;
  dueDate: string;
  feeDue: number;
  lateDue: number;
  /** Fee and late fee together, summed in paise. */
  due: number;
  /** Gross and concession of the fee, and what was paid of it. */
  note: string | null;
  /** How late it is and what was paid of its late fee; null without a late fee due. */
  lateNote: string | null;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** What a payment can settle, in due-date order: each instalment with its fee or its late fee still due, the two on one line. */
export function openItems(dues: StudentDues): OpenItem[] {
  const late = new Map(dues.lateFees.map((l) => [l.instalmentId, l]));
  return dues.dues.flatMap((d) => {
    const fee = late.get(d.instalmentId);
    const lateDue = fee && fee.due > 0 ? fee.due : 0;
    if (d.due <= 0 && lateDue <= 0) return [];
    const parts = [
      d.concession > 0
        ? t(/*i18n*/ '{gross} less {concession} concession', {
            gross: formatRupees(d.gross),
            concession: formatRupees(d.concession),
          })
        : '',
      d.paid > 0 ? t(/*i18n*/ 'paid {amount}', { amount: formatRupees(d.paid) }) : '',
    ].filter(Boolean);
    const lateParts = [
      fee && lateDue > 0 ? t(/*i18n*/ '{days} days late', { days: fee.daysLate }) : '',
      fee && lateDue > 0 && fee.paid > 0
        ? t(/*i18n*/ 'late fee paid {amount}', { amount: formatRupees(fee.paid) })
        : '',
    ].filter(Boolean);
    const lateNote = lateParts.join(' · ') || null;
    return [
      {
        key: d.instalmentId,
        instalmentId: d.instalmentId,
        academicYear: d.academicYear,
        title: [d.academicYear, d.headName, instalmentLabelIn(t, d.label)].filter(Boolean).join(' · '),
        name: [d.headName, instalmentLabelIn(t, d.label), d.academicYear].filter(Boolean).join(' '),
        dueDate: d.dueDate,
        feeDue: d.due,
        lateDue,
        due: (paise(d.due) + paise(lateDue)) / 100,
        note: parts.join(' · ') || null,
        lateNote,
      },
    ];
  });
}

/**
 * What an amount paid on a line settles: the fee first, then its late fee (as a plan pays them), so a
 * part payment never leaves the fee open while paying its late fee. Empty parts are left out.
 */
export function splitLine(
  item: OpenItem,
  amount: number,
): { instalmentId: string; kind: AllocationKind; amount: number }[] {
  const asked = paise(amount);
  const fee = Math.min(asked, paise(item.feeDue));
  const late = asked - fee;
  return [
    { instalmentId: item.instalmentId, kind: 'fee' as const, amount: fee / 100 },
    { instalmentId: item.instalmentId, kind: 'lateFee' as const, amount: late / 100 },
  ].filter((a) => a.amount > 0);
}
