import { describe, expect, it } from 'vitest';
import { SUPPLIER_MESSAGES } from './messages.ts';
import { SupplierFieldsSchema } from './schemas.ts';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts real-format numbers whose check character matches', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '27AAACR5055K1Z7', '24AAACC1206D1ZM'])
      expect(gstinProblem(gstin), gstin).toBeNull();
  });

  it('finds a typing mistake through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    // Two neighbouring characters swapped.
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe('checksum');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses what is not shaped like a GSTIN', () => {
    for (const gstin of [
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      'A7AAPFU0939F1ZV',
      '27AAPF10939F1ZV',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
    ])
      expect(gstinProblem(gstin), gstin).toBe('format');
  });

  it('the supplier form reads it without spaces and in capitals, and leaves an empty one out', () => {
    const gstin = (value: string) => SupplierFieldsSchema.shape.gstin.safeParse(value);
    expect(gstin(' 27aapfu0939f1zv ').data).toBe('27AAPFU0939F1ZV');
    expect(gstin('').data).toBeNull();
    expect(gstin('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(SUPPLIER_MESSAGES.gstinChecksum);
    expect(gstin('GSTIN').error?.issues[0]?.message).toBe(SUPPLIER_MESSAGES.gstinFormat);
  });
});
