import { describe, expect, it } from 'vitest';
import { EmailSchema, passwordStrength, PhoneSchema, StrongPasswordSchema } from './fields.ts';

describe('password strength meter', () => {
  it('counts the four rules met: Too Weak, Weak, Medium, Good, Strong', () => {
    expect(['', 'abc', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Abcdef1!'].map((p) => passwordStrength(p))).toEqual([
      { score: 0, label: 'Too Weak', percent: 0 },
      { score: 0, label: 'Too Weak', percent: 0 },
      { score: 1, label: 'Weak', percent: 25 },
      { score: 2, label: 'Medium', percent: 50 },
      { score: 3, label: 'Good', percent: 75 },
      { score: 4, label: 'Strong', percent: 100 },
    ]);
  });

  it('a new password must meet every rule', () => {
    expect(StrongPasswordSchema.safeParse('Abcdefg1').error?.issues[0]?.message).toBe(
      'New password does not meet all requirements.',
    );
    expect(StrongPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
  });
});

describe('contact fields', () => {
  it('phone numbers are stored as 10 digits whatever the writing', () => {
    for (const written of ['9876543210', '+91 98765 43210', '098765-43210', '+91-9876543210']) {
      expect(PhoneSchema().parse(written)).toBe('9876543210');
    }
    expect(PhoneSchema().safeParse('12345').error?.issues[0]?.message).toBe('Enter a valid 10-digit phone number.');
    expect(PhoneSchema().safeParse('').error?.issues[0]?.message).toBe('Phone is required.');
  });

  it('e-mail addresses are trimmed and lower-cased', () => {
    expect(EmailSchema().parse('  Head.Office@School.IN ')).toBe('head.office@school.in');
    expect(EmailSchema().safeParse('not-an-email').error?.issues[0]?.message).toBe('Enter a valid email address.');
  });
});
