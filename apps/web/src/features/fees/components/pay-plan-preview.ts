import { instalmentLabelIn, planPayment, type PayPlan, type StudentDues } from '@school-portal/contract';
import { currentLocale, t } from '../../../lib/i18n';

export interface PreviewLine {
  instalmentId: string;
  title: string;
  dueDate: string;
  fee: number;
  lateFee: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * What a plan would pay of these dues, one line per instalment with its late fee on it: the contract's
 * planPayment, which the server runs again under the student's lock, so the receipt says the same.
 */
export function previewPlan(
  dues: StudentDues,
  plan: PayPlan,
  paidOn: string,
): { lines: PreviewLine[]; total: number; left: number } {
  const late = new Map(dues.lateFees.map((l) => [l.instalmentId, l.due]));
  const { allocations, left } = planPayment(
    dues.dues.map((d) => ({
      instalmentId: d.instalmentId,
      dueDate: d.dueDate,
      feeDuePaise: paise(d.due),
      lateDuePaise: paise(late.get(d.instalmentId) ?? 0),
    })),
    plan,
    paidOn,
  );
  const byInstalment = new Map<string, PreviewLine>();
  for (const a of allocations) {
    const d = dues.dues.find((x) => x.instalmentId === a.instalmentId)!;
    const line = byInstalment.get(a.instalmentId) ?? {
      instalmentId: a.instalmentId,
      title: `${d.headName} · ${instalmentLabelIn(t, d.label)}`,
      dueDate: d.dueDate,
      fee: 0,
      lateFee: 0,
    };
    if (a.kind === 'fee') line.fee += a.paise / 100;
    else line.lateFee += a.paise / 100;
    byInstalment.set(a.instalmentId, line);
  }
  return {
    lines: [...byInstalment.values()],
    total: allocations.reduce((s, a) => s + a.paise, 0) / 100,
    left: left / 100,
  };
}

/** The months dues fall in, as "Pay up to" offers them: the last day of each, named "June 2026". */
export function monthsOfDues(dues: StudentDues): { value: string; label: string }[] {
  const months = new Map<string, string>();
  for (const d of dues.dues.filter((x) => x.due > 0)) {
    const [y, m] = d.dueDate.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    months.set(
      last,
      new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(currentLocale(), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
  return [...months].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
}
