import { describe, expect, it } from 'vitest';
import type { StudentDues } from '@school-portal/contract';
import { openItems, splitLine } from './open-items';

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

const dues = (lines: StudentDues['dues'], lateFees: StudentDues['lateFees']) =>
  ({ dues: lines, lateFees }) as StudentDues;
const late = (id: string, over: Partial<StudentDues['lateFees'][number]> = {}) => ({
  instalmentId: id,
  headName: 'Tuition',
  label: id,
  dueDate: '2026-04-10',
  daysLate: 12,
  accrued: 120,
  paid: 0,
  waived: false,
  due: 120,
  ...over,
});

describe('what a payment can settle at the counter', () => {
  it("one line per open instalment, its late fee on the instalment's line, with the concession and the days late said", () => {
    const items = openItems(
      dues(
        [due('April'), due('May', { due: 0, paid: 900 })],
        [late('April', { paid: 20, due: 100.1 }), late('May', { daysLate: 3, due: 30 })],
      ),
    );
    expect(items.map((i) => [i.key, i.name, i.feeDue, i.lateDue, i.due, i.note, i.lateNote])).toEqual([
      ['April', 'Tuition April', 900, 100.1, 1000.1, '₹1,000 less ₹100 concession', '12 days late · late fee paid ₹20'],
      ['May', 'Tuition May', 0, 30, 30, '₹1,000 less ₹100 concession · paid ₹900', '3 days late'],
    ]);
  });

  it('leaves out what is settled or waived', () => {
    expect(openItems(dues([due('April', { due: 0, paid: 900 })], [late('April', { waived: true, due: 0 })]))).toEqual(
      [],
    );
  });

  it('a line paid in part settles its fee first, then its late fee', () => {
    const [april] = openItems(dues([due('April')], [late('April')]));
    expect(splitLine(april!, 500)).toEqual([{ instalmentId: 'April', kind: 'fee', amount: 500 }]);
    expect(splitLine(april!, 950.5)).toEqual([
      { instalmentId: 'April', kind: 'fee', amount: 900 },
      { instalmentId: 'April', kind: 'lateFee', amount: 50.5 },
    ]);
  });
});
