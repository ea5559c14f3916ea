import { describe, expect, it } from 'vitest';
import { FeeStructureBodySchema } from './schemas.ts';
import { ConcessionBodySchema, LateFeeRuleBodySchema } from './rules.ts';

const CLASS = '0b6f3c1e-8d1a-4c55-9a7e-2f4b6d8e9a10';
const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

// The fee forms hold '' in a number box until something is typed: the schema itself takes it and names the field.
describe("the fee forms' empty number boxes", () => {
  it('a late fee rule without an amount is refused on the amount; emptied grace days are none', () => {
    expect(
      fieldErrors(
        LateFeeRuleBodySchema.safeParse({
          classId: CLASS,
          kind: 'fixed',
          amount: '',
          graceDays: 0,
          cap: '',
          scope: 'instalment',
        }),
      ),
    ).toEqual({ amount: 'Enter the late fee amount.' });
    const parsed = LateFeeRuleBodySchema.parse({
      classId: CLASS,
      kind: 'perDay',
      amount: 10,
      graceDays: '',
      cap: 300,
      scope: 'year',
    });
    expect(parsed).toMatchObject({ amount: 10, graceDays: 0, cap: 300 });
  });

  it("a head's structure without its amount or due day is refused on each; a typed one keeps its rule", () => {
    expect(
      fieldErrors(
        FeeStructureBodySchema.safeParse({
          classId: CLASS,
          headId: CLASS,
          frequency: 'monthly',
          amount: '',
          dueDay: '',
        }),
      ),
    ).toEqual({
      amount: 'Enter the amount of each instalment.',
      dueDay: 'Enter the day of the month it is due.',
    });
    expect(
      fieldErrors(
        FeeStructureBodySchema.safeParse({
          classId: CLASS,
          headId: CLASS,
          frequency: 'monthly',
          amount: 1500,
          dueDay: 31,
        }),
      ),
    ).toEqual({ dueDay: 'Choose a day from 1 to 28.' });
  });

  it('a concession without its value is refused on the value', () => {
    expect(
      fieldErrors(
        ConcessionBodySchema.safeParse({
          studentId: CLASS,
          type: 'sibling',
          mode: 'percent',
          value: '',
          headId: null,
          reason: 'Sibling in Class 5',
        }),
      ),
    ).toEqual({ value: 'Enter the concession.' });
  });
});
