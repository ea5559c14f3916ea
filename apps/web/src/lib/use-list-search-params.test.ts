import { describe, expect, it } from 'vitest';
import { narrows } from './use-list-search-params';

describe('whether a list is narrowed ("no match" rather than "nothing yet")', () => {
  it('Buy Vehicle with no filter set, after the only ad was sold, is not narrowed: its district is present but empty', () => {
    expect(narrows('', { district: undefined, sort: 'newest' }, ['sort'])).toBe(false);
  });

  it('a search or any filter with a value narrows it; the sort order never does', () => {
    expect(narrows('tata', {}, ['sort'])).toBe(true);
    expect(narrows('', { state: 'TN', district: undefined }, ['sort'])).toBe(true);
    expect(narrows('', { sort: 'priceLow' }, ['sort'])).toBe(false);
    expect(narrows('', { minSeats: 0 })).toBe(true);
  });
});
