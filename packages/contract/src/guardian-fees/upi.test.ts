import { describe, expect, it } from 'vitest';
import { reminderText, upiAmount, upiPayLink, whatsappLink, whatsappNumber } from './upi.ts';

describe('the UPI payment request', () => {
  it('carries payee, name, amount with two decimals, INR and the note, every value escaped', () => {
    const link = upiPayLink({
      vpa: 'fees.school@okaxis',
      payeeName: 'St. Mary & Sons = Best?',
      amount: 1250,
      note: 'Fees Anu #1 SPAB12',
    });
    expect(link).toBe(
      'upi://pay?pa=fees.school%40okaxis&pn=St.%20Mary%20%26%20Sons%20%3D%20Best%3F&am=1250.00&cu=INR&tn=Fees%20Anu%20%231%20SPAB12',
    );
    const params = link
      .slice('upi://pay?'.length)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'fees.school@okaxis',
      pn: 'St. Mary & Sons = Best?',
      am: '1250.00',
      cu: 'INR',
      tn: 'Fees Anu #1 SPAB12',
    });
  });

  it.each([
    [0.1, '0.10'],
    [12_800.5, '12800.50'],
    [99.999, '100.00'],
    [1234.56, '1234.56'],
  ])('writes ₹%s as am=%s', (rupees, am) => expect(upiAmount(rupees)).toBe(am));
});

describe('the WhatsApp reminder', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765-43210', '919876543210'],
    ['09876543210', '919876543210'],
    ['12345', undefined],
    ['1234567890', undefined],
  ])('sends %j to wa.me/%s', (phone, number) => expect(whatsappNumber(phone)).toBe(number));

  it('names the student, the amount overdue since when and the link, escaped in the wa.me address', () => {
    const text = reminderText({
      schoolName: 'St. Mary',
      studentName: 'Anu',
      overdue: 12_500.5,
      since: '10 Jun 2026',
      link: 'https://portal.example/f/abc',
    });
    expect(text).toBe(
      "Dear parent, ₹12,500.50 of Anu's school fees is overdue at St. Mary since 10 Jun 2026. See the dues and pay by UPI here: https://portal.example/f/abc",
    );
    expect(whatsappLink('919876543210', 'a & b')).toBe('https://wa.me/919876543210?text=a%20%26%20b');
  });
});
