import { describe, expect, it } from 'vitest';
import { daysBetween, lateFeePaise, paidOffOn, yearCapped, type LateFeeTerm } from './fee-math.ts';

const perDay: LateFeeTerm = { kind: 'perDay', amountPaise: 1000, graceDays: 0, capPaise: 30_000, scope: 'instalment' };
const fixed: LateFeeTerm = { kind: 'fixed', amountPaise: 20_000, graceDays: 0, capPaise: null, scope: 'instalment' };

describe('calendar days', () => {
  it('counts across month ends and leap days', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-31', '2026-04-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-04-10', '2026-04-09')).toBe(-1);
  });
});

describe('late fees', () => {
  it('nothing on or before the due date, nor when paid in full on time', () => {
    expect(lateFeePaise(perDay, '2026-04-10', 100_000, [], '2026-04-10')).toEqual({ paise: 0, daysLate: 0 });
    expect(
      lateFeePaise(fixed, '2026-04-10', 100_000, [{ paidOn: '2026-04-10', paise: 100_000 }], '2026-06-01').paise,
    ).toBe(0);
    expect(lateFeePaise(undefined, '2026-04-10', 100_000, [], '2026-06-01').paise).toBe(0);
    expect(lateFeePaise(fixed, '2026-04-10', 0, [], '2026-06-01').paise).toBe(0);
  });

  it('a fixed late fee once past the due date, whatever the delay', () => {
    expect(lateFeePaise(fixed, '2026-04-10', 100_000, [], '2026-04-11').paise).toBe(20_000);
    expect(lateFeePaise(fixed, '2026-04-10', 100_000, [], '2027-03-31').paise).toBe(20_000);
  });

  it('per day after the grace days, up to the cap', () => {
    const grace = { ...perDay, graceDays: 5 };
    expect(lateFeePaise(grace, '2026-04-10', 100_000, [], '2026-04-15')).toEqual({ paise: 0, daysLate: 5 });
    expect(lateFeePaise(grace, '2026-04-10', 100_000, [], '2026-04-16')).toEqual({ paise: 1000, daysLate: 6 });
    expect(lateFeePaise(perDay, '2026-04-10', 100_000, [], '2026-04-13').paise).toBe(3000);
    expect(lateFeePaise(perDay, '2026-04-10', 100_000, [], '2026-12-31').paise).toBe(30_000);
    expect(lateFeePaise({ ...perDay, capPaise: null }, '2026-04-10', 100_000, [], '2026-05-10').paise).toBe(30_000);
  });

  it('counts the leap day and month ends', () => {
    expect(lateFeePaise(perDay, '2028-02-28', 100_000, [], '2028-03-01').paise).toBe(2000);
    expect(lateFeePaise(perDay, '2027-02-28', 100_000, [], '2027-03-01').paise).toBe(1000);
    expect(lateFeePaise(perDay, '2026-01-31', 100_000, [], '2026-02-02').paise).toBe(2000);
  });

  it('stops the day the instalment is paid off, so it is not charged again later', () => {
    const payments = [
      { paidOn: '2026-04-12', paise: 40_000 },
      { paidOn: '2026-04-15', paise: 60_000 },
    ];
    expect(paidOffOn(100_000, payments, '2026-06-01')).toBe('2026-04-15');
    expect(lateFeePaise(perDay, '2026-04-10', 100_000, payments, '2026-06-01')).toEqual({ paise: 5000, daysLate: 5 });
    // Seen as on a day before the last payment, it is still running.
    expect(lateFeePaise(perDay, '2026-04-10', 100_000, payments, '2026-04-14').paise).toBe(4000);
  });
});

describe('a late fee capped per student and year', () => {
  it('is not capped per instalment: each instalment runs on, and the year caps them together', () => {
    expect(lateFeePaise({ ...perDay, scope: 'year' }, '2026-04-10', 100_000, [], '2026-12-31').paise).toBe(265 * 1000);
  });

  it('gives the cap to the oldest late fees first, counts what was paid against it, and skips a waived one', () => {
    const line = (dueDate: string, accrued: number, paid = 0, waived = false, key = dueDate) => ({
      dueDate,
      key,
      accrued,
      paid,
      waived,
    });
    // ₹10 a day, at most ₹300 a year: April 200 days late, May 170, June 140: ₹300 in all, all of it April's.
    expect(
      yearCapped([line('2026-05-10', 170_000), line('2026-04-10', 200_000), line('2026-06-10', 140_000)], 30_000),
    ).toEqual([0, 30_000, 0]);
    // ₹100 of May's paid already: ₹200 more in the year, April's first.
    expect(
      yearCapped([line('2026-04-10', 15_000), line('2026-05-10', 12_000, 10_000), line('2026-06-10', 9000)], 30_000),
    ).toEqual([15_000, 2000, 3000]);
    expect(yearCapped([line('2026-04-10', 15_000, 0, true), line('2026-05-10', 40_000)], 30_000)).toEqual([0, 30_000]);
    // Paid beyond the cap under an older rule: nothing more is asked, never less than nothing.
    expect(yearCapped([line('2026-04-10', 50_000, 40_000), line('2026-05-10', 10_000)], 30_000)).toEqual([0, 0]);
  });

  it('splits the cap alike between instalments due the same day, whatever order they were read in', () => {
    // A quarterly and a yearly head both due 27 April: the counter and the collection read them in different
    // orders, and the collection refused a late fee the counter had shown (the property test's seed 1395231371).
    const quarterly = { dueDate: '2026-04-27', key: 'b-quarterly', accrued: 20_000, paid: 0, waived: false };
    const yearly = { dueDate: '2026-04-27', key: 'a-yearly', accrued: 20_000, paid: 0, waived: false };
    expect(yearCapped([quarterly, yearly], 23_000)).toEqual([3000, 20_000]);
    expect(yearCapped([yearly, quarterly], 23_000)).toEqual([20_000, 3000]);
  });
});
