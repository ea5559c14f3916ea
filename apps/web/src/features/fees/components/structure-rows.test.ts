import { describe, expect, it } from 'vitest';
import type { FeeInstalment } from '@school-portal/contract';
import { blankRow, rowTotal, structureRows, withFrequency } from './structure-rows';

const instalment = (headId: string, label: string, dueDate: string, amount: number): FeeInstalment => ({
  _id: `${headId}-${label}`,
  classId: 'c',
  headId,
  headName: headId,
  label,
  dueDate,
  amount,
});

describe("the Fee Manager's table of a class's structure", () => {
  it('puts each instalment in its cell of the session, empty where a cell was left out, and knows the frequency and due day', () => {
    // A June-start session: the bus runs from July (June is a holiday), tuition is termly, the admission fee yearly.
    const rows = structureRows(
      [
        instalment('admission', 'Yearly', '2026-06-05', 5000),
        instalment('tuition', 'Term 1', '2026-06-10', 12_000),
        instalment('bus', 'July', '2026-07-10', 1200),
        instalment('bus', 'August', '2026-08-10', 1200),
        instalment('tuition', 'Term 2', '2026-12-10', 13_000),
      ],
      6,
    );
    expect(rows).toEqual([
      { headId: 'admission', frequency: 'yearly', dueDay: 5, amounts: [5000] },
      { headId: 'tuition', frequency: 'termly', dueDay: 10, amounts: [12_000, 13_000] },
      {
        headId: 'bus',
        frequency: 'monthly',
        dueDay: 10,
        amounts: ['', 1200, 1200, '', '', '', '', '', '', '', '', ''],
      },
    ]);
    expect(rows.map(rowTotal)).toEqual([5000, 25_000, 2400]);
  });

  it('keeps the amounts typed in their cells when the frequency changes, as far as the new row has cells', () => {
    const quarterly = withFrequency(blankRow('tuition', 4), 'quarterly', 4);
    expect(quarterly.amounts).toEqual(['', '', '', '']);
    const typed = { ...quarterly, amounts: [4500, 4500, '' as const, 4500] };
    expect(withFrequency(typed, 'termly', 4).amounts).toEqual([4500, 4500]);
    expect(withFrequency(typed, 'monthly', 4).amounts).toEqual([4500, 4500, '', 4500, '', '', '', '', '', '', '', '']);
  });
});
