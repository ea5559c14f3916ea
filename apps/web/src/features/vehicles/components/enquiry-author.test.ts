/* eslint-disable lingui/no-unlocalized-strings -- the test's schools and people, named as they write themselves */
import { describe, expect, it } from 'vitest';
import { enquiryAuthor } from './enquiry-author';

describe("a bus enquiry's author", () => {
  it("names the school once when the enquiry's name is the school's", () => {
    expect(enquiryAuthor('Vivekananda Vidyalaya, Tiruppur', 'Vivekananda Vidyalaya, Tiruppur')).toBe(
      'Vivekananda Vidyalaya, Tiruppur',
    );
    expect(enquiryAuthor('', 'Vivekananda Vidyalaya, Tiruppur')).toBe('Vivekananda Vidyalaya, Tiruppur');
  });

  it('names the person and their school when they differ', () => {
    expect(enquiryAuthor('Senthil Kumar', 'Vivekananda Vidyalaya, Tiruppur')).toBe(
      'Senthil Kumar (Vivekananda Vidyalaya, Tiruppur)',
    );
  });
});
