import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it('reads the day first, whatever the browser', () => {
    expect(parseTypedDate('05/06/2026')).toBe('2026-06-05');
    expect(parseTypedDate('5/6/2026')).toBe('2026-06-05');
    expect(parseTypedDate('05-06-2026')).toBe('2026-06-05');
  });

  it('reads the month by name and an ISO day', () => {
    expect(parseTypedDate('05 Jun 2026')).toBe('2026-06-05');
    expect(parseTypedDate(' 5 June 2026 ')).toBe('2026-06-05');
    expect(parseTypedDate('2026-06-05')).toBe('2026-06-05');
  });

  it('gives nothing for a day that does not exist or is not finished', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('13/13/2026')).toBeNull();
    expect(parseTypedDate('05/06/20')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});
