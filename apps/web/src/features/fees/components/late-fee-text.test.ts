import { beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInCatalogue } from '@school-portal/contract';
import { loadLingui } from '../../../lib/i18n';
import { lateFeeExample, lateFeeText } from './late-fee-text';

const perDay = { kind: 'perDay' as const, amount: 10, graceDays: 0, cap: 300 };

describe('a late fee rule as the Fee Manager shows it', () => {
  // The signed-in screens run with Lingui and their catalogue part (plurals); so does this.
  beforeAll(async () => (await loadLingui()).load('en', await loadSignedInCatalogue('en')));

  it('names the scope of its cap', () => {
    expect(lateFeeText({ ...perDay, scope: 'instalment' })).toBe(
      '₹10 a day after the due date, at most ₹300 an instalment',
    );
    expect(lateFeeText({ ...perDay, graceDays: 5, scope: 'year' })).toBe(
      '₹10 a day after 5 grace days, at most ₹300 a student a year',
    );
    expect(lateFeeText({ ...perDay, graceDays: 1, scope: 'instalment' })).toBe(
      '₹10 a day after 1 grace day, at most ₹300 an instalment',
    );
    expect(lateFeeText({ kind: 'fixed', amount: 200, graceDays: 0, cap: 500, scope: 'year' })).toBe(
      '₹200 once an instalment, after the due date, at most ₹500 a student a year',
    );
  });

  it('works an example through: capped per instalment, or all three together per year', () => {
    expect(lateFeeExample({ ...perDay, scope: 'instalment' })).toBe(
      'Example: three instalments late by 75, 45, 15 days (75 days: ₹300, 45 days: ₹300, 15 days: ₹150) come to ₹750.',
    );
    expect(lateFeeExample({ ...perDay, scope: 'year' })).toContain(
      '(75 days: ₹750, 45 days: ₹450, 15 days: ₹150) come to ₹300, capped at ₹300 for the year.',
    );
    expect(lateFeeExample({ kind: 'fixed', amount: 200, graceDays: 20, cap: null, scope: 'instalment' })).toContain(
      'come to ₹400.',
    );
  });
});
