import { describe, expect, it } from 'vitest';
import type { StudentDues } from '@school-portal/contract';
import { openItems } from './open-items';

const due = (id: string, over: Partial<StudentDues['dues'][number]> = {}) => ({
  instalmentId: id,
  headName: 'Tuition',
  label: id,
  dueDate: '2026-04-10',
  amount: 900,
  paid: 0,
  due: 900,
  gross: 1000,
  concession: 100,
  ...over,
});

const dues = (lines: StudentDues['dues'], lateFees: StudentDues['lateFees']) => ({ dues: lines, lateFees }) as StudentDues;

describe('what a payment can settle at the counter', () => {
  it('each open instalment, then its open late fee, with the concession and the days late said', () => {
    const items = openItems(
      dues(
        [due('April'), due('May', { due: 0, paid: 900 })],
        [
          { instalmentId: 'April', headName: 'Tuition', label: 'April', dueDate: '2026-04-10', daysLate: 12, accrued: 120, paid: 20, waived: false, due: 100 },
          { instalmentId: 'May', headName: 'Tuition', label: 'May', dueDate: '2026-04-10', daysLate: 3, accrued: 30, paid: 0, waived: false, due: 30 },
        ],
      ),
    );
    expect(items.map((i) => [i.key, i.name, i.due, i.note])).toEqual([
      ['fee:April', 'Tuition April', 900, '₹1,000 less ₹100 concession'],
      ['lateFee:April', 'Tuition April late fee', 100, '12 days late · paid ₹20'],
      ['lateFee:May', 'Tuition May late fee', 30, '3 days late'],
    ]);
  });

  it('leaves out what is settled or waived', () => {
    const waived = { instalmentId: 'April', headName: 'Tuition', label: 'April', dueDate: '2026-04-10', daysLate: 12, accrued: 120, paid: 0, waived: true, due: 0 };
    expect(openItems(dues([due('April', { due: 0, paid: 900 })], [waived]))).toEqual([]);
  });
});
