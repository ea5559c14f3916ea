import { DISTRICTS } from './districts.ts';
import { STATES } from './states.ts';
import { normalSpelling, SUBJECT_SPELLINGS, subjectName, type SubjectId } from './subjects.ts';
import { ELIGIBILITY_TEST_CODES, TEACHING_LEVEL_CODES, type TeachingLevel } from './teaching.ts';

/*
 * How a keyword search is read, for Browse Jobs and Find Employee alike (decisions 015 and 038): the
 * subject vocabulary in any spelling or language, level codes, years of experience, filler dropped, a
 * near miss of a subject ("matsh") read as that subject, and what to suggest when nothing matches.
 */

/** Words that say "a teaching job" without narrowing it: "science teacher" means the subject Science. */
const FILLER = new Set([
  'teacher',
  'teachers',
  'teaching',
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'post',
  'for',
  'in',
  'of',
  'a',
  'an',
  'the',
  'faculty',
  'tutor',
]);
const LEVELS = new Map<string, TeachingLevel>(TEACHING_LEVEL_CODES.map((c) => [c.toLowerCase(), c]));
/** Longest spelling in words ("art and craft"), so a search reads the longest subject first. */
const LONGEST = Math.max(...[...SUBJECT_SPELLINGS.keys()].map((k) => k.split(' ').length));
const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs']);

export interface TypedSubject {
  id: SubjectId;
  /** The words typed for it, normalised. */
  typed: string;
  /** Read from a near miss ("matsh"): what was typed may be a word of its own, so it is searched as well. */
  near?: boolean;
}

export interface Keywords {
  /** Subjects named in any spelling, each with the words typed for it. */
  subjects: TypedSubject[];
  levels: TeachingLevel[];
  /** "6 years", "6+ yrs": at least this many years of experience (read only when asked for). */
  years?: number;
  /**
   * Numbers typed ("17" of "Kendriya Vidyalaya 17", a PIN code), each to be found as a whole number in the
   * text: "17" finds "KV No. 17" and "17th", not "2017" or a phone number that holds the digits.
   */
  numbers: string[];
  /** The other words, each to be found in the text. */
  words: string[];
}

/**
 * What a keyword search says, in the vocabulary: "PGT physics" is the level PGT and the subject
 * Physics; "maths", "ganitham" and "matsh" are Mathematics; filler words ("teacher") drop out; with
 * `years`, "6 years" is a number of years. A search of filler only keeps it.
 */
export function readKeywords(q: string, options: { years?: boolean } = {}): Keywords {
  const tokens = normalSpelling(q).split(' ').filter(Boolean);
  const found: Keywords = { subjects: [], levels: [], numbers: [], words: [] };
  for (let i = 0; i < tokens.length;) {
    const span = longestSubjectAt(tokens, i);
    if (span) {
      found.subjects.push(span.subject);
      i += span.length;
      continue;
    }
    const years = options.years ? yearsAt(tokens, i) : undefined;
    if (years) {
      found.years = Math.max(found.years ?? 0, years.years);
      i += years.length;
      continue;
    }
    const token = tokens[i]!;
    const level = LEVELS.get(token);
    const near = level || FILLER.has(token) ? undefined : nearSubject(token);
    if (level) found.levels.push(level);
    else if (/^\d+$/.test(token)) found.numbers.push(token);
    else if (near) found.subjects.push({ id: near, typed: token, near: true });
    else if (!FILLER.has(token)) found.words.push(token);
    i++;
  }
  if (
    found.subjects.length + found.levels.length + found.numbers.length + found.words.length === 0 &&
    found.years === undefined
  )
    found.words = tokens;
  return found;
}

function longestSubjectAt(tokens: string[], start: number) {
  for (let length = Math.min(LONGEST, tokens.length - start); length > 0; length--) {
    const typed = tokens.slice(start, start + length).join(' ');
    const id = SUBJECT_SPELLINGS.get(typed);
    if (id) return { subject: { id, typed }, length };
  }
  return undefined;
}

/** "6 years", "6+ years", "6yrs", "6 yr" at `start`: the years and how many tokens they took. */
function yearsAt(tokens: string[], start: number): { years: number; length: number } | undefined {
  const joined = /^(\d{1,2})\+?(years?|yrs?)$/.exec(tokens[start]!);
  if (joined) return { years: Number(joined[1]), length: 1 };
  const number = /^(\d{1,2})\+?$/.exec(tokens[start]!);
  if (number && YEAR_WORDS.has(tokens[start + 1] ?? '')) return { years: Number(number[1]), length: 2 };
  return undefined;
}

/**
 * Texts that stand for a subject in a job's title or description: its name and what was typed,
 * unless that is too short to find safely ("pe" is in "experience").
 */
export const subjectTexts = (s: TypedSubject) =>
  [...new Set([subjectName(s.id).toLowerCase(), s.typed])].filter((t) => t.length >= 4);

/**
 * Edits between two words, a swap of neighbours counting one ("matsh" is one from "maths"; plain
 * Levenshtein counts two, which would let any five-letter word drift to another).
 */
export function spellingDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  return rows[a.length]![b.length]!;
}

/** Edits a typed word may be from the word meant: none under 5 letters ("part" is not "art"), one up to 7, two beyond. */
const tolerance = (word: string) => (word.length < 5 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The word of `words` nearest `token` within its tolerance, one of the same length first ("matsh" is
 * "maths" rather than "math"); none when two equally near mean different things (`meaning`).
 */
function nearest(token: string, words: Iterable<string>, meaning: (word: string) => string = (w) => w) {
  const most = tolerance(token);
  if (most === 0) return undefined;
  let best: { word: string; rank: number } | undefined;
  let tie = false;
  for (const word of words) {
    const lengths = Math.abs(word.length - token.length);
    if (lengths > most) continue;
    const d = spellingDistance(token, word);
    if (d > most) continue;
    const rank = d * 100 + lengths;
    if (!best || rank < best.rank) [best, tie] = [{ word, rank }, false];
    else if (rank === best.rank && meaning(word) !== meaning(best.word)) tie = true;
  }
  return tie ? undefined : best?.word;
}

const ONE_WORD_SPELLINGS = [...SUBJECT_SPELLINGS.keys()].filter((k) => !k.includes(' ') && k.length >= 4);

function nearSubject(token: string): SubjectId | undefined {
  const word = nearest(token, ONE_WORD_SPELLINGS, (w) => SUBJECT_SPELLINGS.get(w) ?? w);
  return word ? SUBJECT_SPELLINGS.get(word) : undefined;
}

let dictionary: Set<string> | undefined;
/** Words a search is spelled against: subjects in every spelling, levels, tests, boards, states and districts. */
function knownWords(): Set<string> {
  const phrases = [
    ...SUBJECT_SPELLINGS.keys(),
    ...TEACHING_LEVEL_CODES,
    ...ELIGIBILITY_TEST_CODES.map((c) => c.replace(/_/g, ' ')),
    ...['cbse', 'icse', 'state', 'board', 'school', 'experience', ...YEAR_WORDS, ...FILLER],
    ...STATES.map((s) => s.name),
    ...Object.values(DISTRICTS).flat(),
  ];
  return (dictionary ??= new Set(phrases.flatMap((p) => normalSpelling(p).split(' ')).filter((w) => /\D/.test(w))));
}

/**
 * "Did you mean …?": the search with each word that is no known word replaced by the one known word
 * nearest it ("coimbatre maths" → "coimbatore maths", "matsh" → "maths"), or undefined when no word
 * changes. The server offers it only when it finds something.
 */
export function suggestKeywords(q: string): string | undefined {
  const words = knownWords();
  let changed = false;
  const tokens = normalSpelling(q)
    .split(' ')
    .filter(Boolean)
    .map((token) => {
      if (words.has(token) || /\d/.test(token)) return token;
      const near = nearest(token, words, (w) => SUBJECT_SPELLINGS.get(w) ?? w);
      if (near) changed = true;
      return near ?? token;
    });
  return changed ? tokens.join(' ') : undefined;
}

/**
 * The words of a search that a name could be misspelt as (decision 038, addendum of 29 Nov 2026): no known word,
 * no number, long enough to be stretched ("Lakshmy"). The server looks each up among the names it may show.
 */
export function unknownWords(q: string): string[] {
  const words = knownWords();
  const tokens = normalSpelling(q).split(' ');
  return [...new Set(tokens.filter((t) => t && !words.has(t) && !/\d/.test(t) && tolerance(t) > 0))];
}

/** A word of teachers' names, as written, and how many names hold it (the server's `seeker_name_words`). */
export interface NameWord {
  written: string;
  names: number;
}

/**
 * "Did you mean Lakshmi?": the search with `word` replaced by each word of `words` near it, within the
 * vocabulary's tolerance, spelled as the name is written, nearest first; of equally near ones, the one more
 * names hold first. Empty when none is near. The server offers the first that finds a teacher it may show.
 */
export function nameSuggestions(q: string, word: string, words: Iterable<NameWord>): string[] {
  const most = tolerance(word);
  const near = new Map<string, { written: string; rank: number; names: number }>();
  for (const { written, names } of words) {
    const key = normalSpelling(written);
    const lengths = Math.abs(key.length - word.length);
    if (!key || key.includes(' ') || lengths > most) continue;
    const d = spellingDistance(word, key);
    if (d === 0 || d > most) continue;
    const seen = near.get(key);
    near.set(key, { written: seen?.written ?? written, rank: d * 100 + lengths, names: (seen?.names ?? 0) + names });
  }
  const tokens = normalSpelling(q).split(' ').filter(Boolean);
  return [...near.values()]
    .sort((a, b) => a.rank - b.rank || b.names - a.names || a.written.localeCompare(b.written))
    .map((best) => tokens.map((t) => (t === word ? best.written.replace(/[.,]/g, '') : t)).join(' '));
}
