import { describe, expect, it } from 'vitest';
import { readKeywords } from './keywords.ts';

describe('a keyword search read in the subject vocabulary', () => {
  it.each([
    ['maths', ['mathematics'], [], []],
    ['Science teacher', ['science'], [], []],
    ['PGT physics', ['physics'], ['PGT'], []],
    ['social science teacher Mysuru', ['social-science'], [], ['mysuru']],
    ['art and craft', ['crafts'], [], []],
    ['Kendriya Vidyalaya', [], [], ['kendriya', 'vidyalaya']],
  ])('%j', (q, subjects, levels, words) => {
    const read = readKeywords(q);
    expect(read.subjects.map((s) => s.id)).toEqual(subjects);
    expect(read.levels).toEqual(levels);
    expect(read.words).toEqual(words);
  });

  it('keeps a search of filler words as typed', () => {
    expect(readKeywords('teacher').words).toEqual(['teacher']);
  });
});
