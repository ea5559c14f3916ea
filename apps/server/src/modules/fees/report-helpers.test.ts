import { describe, expect, it } from 'vitest';
import { daysInRange } from '@school-portal/contract';
import { daysOf, fillDays, indianDayStart, monthOf, rupeesOf, toCsv } from './report-helpers.ts';

describe('report helpers', () => {
  it('lists every day of a range, across a month end and a leap day', () => {
    expect(daysOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf('2026-06-05', '2026-06-05')).toEqual(['2026-06-05']);
    expect(daysOf('2026-06-05', '2026-06-04')).toEqual([]);
    expect(daysInRange('2026-04-01', '2027-03-31')).toBe(365);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('fills the days without figures with zero, keeping the ones it has', () => {
    const filled = fillDays('2026-06-01', '2026-06-03', [{ date: '2026-06-02', amount: 5 }], (date) => ({
      date,
      amount: 0,
    }));
    expect(filled).toEqual([
      { date: '2026-06-01', amount: 0 },
      { date: '2026-06-02', amount: 5 },
      { date: '2026-06-03', amount: 0 },
    ]);
  });

  it("gives a day's month, February of a leap year and December included", () => {
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('starts an Indian day at 18:30 UTC the day before', () => {
    expect(indianDayStart('2026-06-05').toISOString()).toBe('2026-06-04T18:30:00.000Z');
  });

  it('turns exact paise into rupees once, sums from SQL being strings', () => {
    expect(rupeesOf('123456')).toBe(1234.56);
    expect(rupeesOf(null)).toBe(0);
    expect(rupeesOf(9_99_99_99_999_00)).toBe(9_99_99_99_999);
  });

  it('writes CSV whose cells never run as formulas', () => {
    expect(
      toCsv(
        ['Name', 'Amount'],
        [
          ['=1+1', 5],
          ['+91 98', -3],
          ['@x', 0],
          ['Plain, with comma', 1],
        ],
      ).split('\r\n'),
    ).toEqual(['Name,Amount', `"'=1+1",5`, `"'+91 98",-3`, `"'@x",0`, '"Plain, with comma",1']);
  });
});
