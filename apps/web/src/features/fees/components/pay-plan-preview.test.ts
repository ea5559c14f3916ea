import { describe, expect, it } from 'vitest';
import type { StudentDues } from '@school-portal/contract';
import { monthsOfDues, previewPlan } from './pay-plan-preview';

const due = (label: string, dueDate: string, amount: number) => ({
  instalmentId: label,
  headName: 'Tuition',
  label,
  dueDate,
  amount,
  paid: 0,
  due: amount,
  gross: amount,
  concession: 0,
});
const dues = {
  dues: [due('April', '2026-04-10', 2000), due('May', '2026-05-10', 2000), due('June', '2026-06-10', 2000)],
  lateFees: [
    {
      instalmentId: 'April',
      headName: 'Tuition',
      label: 'April',
      dueDate: '2026-04-10',
      daysLate: 40,
      accrued: 50,
      paid: 0,
      waived: false,
      due: 50,
    },
  ],
} as unknown as StudentDues;

describe('the counter previews a way of paying', () => {
  it('all overdue: each instalment with its late fee on its line', () => {
    expect(previewPlan(dues, { by: 'overdue' }, '2026-05-20')).toEqual({
      lines: [
        { instalmentId: 'April', title: 'Tuition · April', dueDate: '2026-04-10', fee: 2000, lateFee: 50 },
        { instalmentId: 'May', title: 'Tuition · May', dueDate: '2026-05-10', fee: 2000, lateFee: 0 },
      ],
      total: 4050,
      left: 0,
    });
  });

  it('an amount pays the oldest first and says what it could not place', () => {
    expect(
      previewPlan(dues, { by: 'amount', amount: 2100.25 }, '2026-05-20').lines.map((l) => [l.title, l.fee, l.lateFee]),
    ).toEqual([
      ['Tuition · April', 2000, 50],
      ['Tuition · May', 50.25, 0],
    ]);
    expect(previewPlan(dues, { by: 'amount', amount: 7000 }, '2026-05-20').left).toBe(950);
  });

  it('offers the months dues fall in, up to their last day', () => {
    expect(monthsOfDues(dues)).toEqual([
      { value: '2026-04-30', label: 'April 2026' },
      { value: '2026-05-31', label: 'May 2026' },
      { value: '2026-06-30', label: 'June 2026' },
    ]);
  });
});
