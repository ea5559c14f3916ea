import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  nameSuggestions,
  readKeywords,
  spellingDistance,
  suggestKeywords,
  unknownWords,
  type NameWord,
} from './keywords.ts';
import { SUBJECT_SPELLINGS } from './subjects.ts';

describe('a keyword search read in the subject vocabulary', () => {
  it.each([
    ['maths', ['mathematics'], [], []],
    ['Science teacher', ['science'], [], []],
    ['PGT physics', ['physics'], ['PGT'], []],
    ['social science teacher Mysuru', ['social-science'], [], ['mysuru']],
    ['art and craft', ['crafts'], [], []],
    ['Kendriya Vidyalaya', [], [], ['kendriya', 'vidyalaya']],
    // Hindi and Tamil names of subjects, in their scripts and romanised.
    ['ganitham', ['mathematics'], [], []],
    ['ganit', ['mathematics'], [], []],
    ['गणित', ['mathematics'], [], []],
    ['கணிதம் ஆசிரியர்', ['mathematics'], [], ['ஆசிரியர்']],
    ['ariviyal', ['science'], [], []],
    // A near miss of a subject is that subject.
    ['matsh', ['mathematics'], [], []],
    ['TGT phsyics', ['physics'], ['TGT'], []],
    ['chemestry', ['chemistry'], [], []],
    // Short words are never read as a near miss ("part" is not "art").
    ['part time', [], [], ['part', 'time']],
  ])('%j', (q, subjects, levels, words) => {
    const read = readKeywords(q);
    expect(read.subjects.map((s) => s.id)).toEqual(subjects);
    expect(read.levels).toEqual(levels);
    expect(read.words).toEqual(words);
  });

  it('keeps a search of filler words as typed', () => {
    expect(readKeywords('teacher').words).toEqual(['teacher']);
  });

  it('reads years of experience when asked, and leaves them as words otherwise', () => {
    expect(readKeywords('CBSE maths 6 years', { years: true })).toMatchObject({
      subjects: [{ id: 'mathematics' }],
      years: 6,
      words: ['cbse'],
    });
    expect(readKeywords('6+ yrs TGT', { years: true })).toMatchObject({ years: 6, levels: ['TGT'], words: [] });
    expect(readKeywords('10years', { years: true }).years).toBe(10);
    expect(readKeywords('CBSE maths 6 years')).toMatchObject({ numbers: ['6'], words: ['cbse', 'years'] });
  });

  it('reads a number typed alone as a whole number, and digits inside a word as part of the word', () => {
    expect(readKeywords('Kendriya Vidyalaya 17')).toMatchObject({ numbers: ['17'], words: ['kendriya', 'vidyalaya'] });
    expect(readKeywords('641603')).toMatchObject({ numbers: ['641603'], words: [] });
    expect(readKeywords('10th std')).toMatchObject({ numbers: [], words: ['10th', 'std'] });
  });
});

describe('spelling', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(spellingDistance('matsh', 'maths')).toBe(1);
    expect(spellingDistance('tirupur', 'tiruppur')).toBe(1);
    expect(spellingDistance('maths', 'maths')).toBe(0);
    expect(spellingDistance('', 'abc')).toBe(3);
  });

  it('suggests the known words nearest to the ones that are not', () => {
    expect(suggestKeywords('coimbatre maths')).toBe('coimbatore maths');
    expect(suggestKeywords('matsh')).toBe('maths');
    expect(suggestKeywords('Tirupur')).toBe('tiruppur');
    expect(suggestKeywords('maths Coimbatore')).toBeUndefined();
    expect(suggestKeywords('Lakshmi')).toBeUndefined();
  });
});

describe('near misses, over the whole vocabulary', () => {
  const words = [...SUBJECT_SPELLINGS.keys()].filter((w) => !w.includes(' ') && w.length >= 5 && /^[a-z]+$/.test(w));
  const swapped = (w: string, i: number) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);

  it('a spelling with two neighbours swapped is read as its subject, unless as near another subject', () => {
    for (const word of words)
      for (let i = 0; i + 1 < word.length; i++) {
        const typo = swapped(word, i);
        if (typo === word || SUBJECT_SPELLINGS.has(typo)) continue;
        const id = SUBJECT_SPELLINGS.get(word);
        const rivals = [...SUBJECT_SPELLINGS].filter(
          ([other, otherId]) => otherId !== id && !other.includes(' ') && spellingDistance(typo, other) <= 1,
        );
        const read = readKeywords(typo).subjects.map((s) => s.id);
        expect(read, typo).toEqual(rivals.length ? read : [id]);
      }
  });

  it('a search of known words is never "corrected", and a suggestion needs no second one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words, 'tiruppur', 'coimbatore', 'cbse', 'tgt'), { minLength: 1, maxLength: 4 }),
        (typed) => {
          expect(suggestKeywords(typed.join(' '))).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (typed) => {
        const once = suggestKeywords(typed);
        if (once) expect(suggestKeywords(once)).toBeUndefined();
      }),
    );
  });
});

describe('a name put right ("Did you mean Lakshmi?")', () => {
  it('looks up only the words that are no known word, number or short word', () => {
    expect(unknownWords('Lakshmy CBSE maths 6 years Tiruppur')).toEqual(['lakshmy']);
    expect(unknownWords('Sita maths')).toEqual([]);
  });

  it('replaces the word by the near words of the names, nearest first, spelled as written, keeping the others', () => {
    const words: NameWord[] = [
      { written: 'Lakshmi', names: 2 },
      { written: 'Narayanan', names: 1 },
      { written: 'Senthil', names: 1 },
      { written: 'Lakshya', names: 1 },
    ];
    expect(nameSuggestions('Lakshmy maths', 'lakshmy', words)[0]).toBe('Lakshmi maths');
    // "lakshya" is two edits from "lakshmy": too far for a word of seven letters.
    expect(nameSuggestions('lakshmy', 'lakshmy', words)).toEqual(['Lakshmi']);
    // Nearest first, however many names hold the farther one: "narayana" is two edits from "narayanen".
    const more = [...words, { written: 'Narayana', names: 9 }];
    expect(nameSuggestions('narayanen', 'narayanen', more)).toEqual(['Narayanan', 'Narayana']);
    // Equally near: the one more names hold first.
    const sun = [
      { written: 'Sunil', names: 1 },
      { written: 'Sunit', names: 2 },
    ];
    expect(nameSuggestions('sunik', 'sunik', sun)).toEqual(['Sunit', 'Sunil']);
    // Too far, or exactly as typed: nothing.
    expect(nameSuggestions('gopalakrishnan', 'gopalakrishnan', words)).toEqual([]);
    expect(nameSuggestions('senthil', 'senthil', words)).toEqual([]);
  });
});
