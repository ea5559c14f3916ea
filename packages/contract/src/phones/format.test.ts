import { describe, expect, it } from 'vitest';
import { PhoneSchema } from '../fields.ts';
import { formatPhone, phoneHref } from './format.ts';

describe('phones as Indians write them', () => {
  it('a landline keeps its STD code and its 0: typed "0421-2234567", it reads "0421 223 4567" and dials +91', () => {
    const stored = PhoneSchema().parse('0421-2234567');
    expect(formatPhone(stored)).toBe('0421 223 4567');
    expect(phoneHref(stored)).toBe('tel:+914212234567');
  });

  it('STD codes of two, three and four digits are each split where they end', () => {
    expect(formatPhone(PhoneSchema().parse('044 2345 6789'))).toBe('044 2345 6789');
    expect(formatPhone(PhoneSchema().parse('080-22345678'))).toBe('080 2234 5678');
    expect(formatPhone(PhoneSchema().parse('04652 234567'))).toBe('04652 234 567');
  });

  it('a mobile reads "+91 98765 43210" however it was typed, and dials the same', () => {
    for (const written of ['9876543210', '+91 98765 43210', '098765-43210']) {
      const stored = PhoneSchema().parse(written);
      expect(formatPhone(stored)).toBe('+91 98765 43210');
      expect(phoneHref(stored)).toBe('tel:+919876543210');
    }
  });

  it('what is not an Indian number is shown as it was stored', () => {
    expect(formatPhone('98765')).toBe('98765');
  });
});
