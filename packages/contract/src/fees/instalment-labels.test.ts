import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/all-catalogues.ts';
import { makeTranslator } from '../i18n/translator.ts';
import { instalmentLabelIn } from './instalment-labels.ts';

const hindi = makeTranslator('hi', CATALOGUES.hi);
const tamil = makeTranslator('ta', CATALOGUES.ta);
const read = (t: typeof hindi, label: string) => instalmentLabelIn((id, values) => t._(id, values), label);

describe("an instalment's name in the reader's language", () => {
  it('reads the names the portal makes: months, quarters, terms, yearly, and a late fee named after its instalment', () => {
    expect(['April', 'Quarter 2', 'Term 1', 'Yearly', 'April late fee'].map((label) => read(hindi, label))).toEqual([
      'अप्रैल',
      'तिमाही 2',
      'टर्म 1',
      'वार्षिक',
      'अप्रैल की लेट फ़ीस',
    ]);
    expect(read(tamil, 'March')).toBe('மார்ச்');
  });

  it('keeps a name the school typed itself as typed', () => {
    expect(['Admission', 'April 2026', 'Quarter one', 'Bus fee late fee'].map((label) => read(hindi, label))).toEqual([
      'Admission',
      'April 2026',
      'Quarter one',
      'Bus fee की लेट फ़ीस',
    ]);
  });
});
