import {
  normalSpelling,
  SUBJECT_SPELLINGS,
  subjectName,
  TEACHING_LEVEL_CODES,
  type SubjectId,
  type TeachingLevel,
} from '@school-portal/contract';

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

export interface Keywords {
  /** Subjects named in any spelling, each with the words typed for it. */
  subjects: { id: SubjectId; typed: string }[];
  levels: TeachingLevel[];
  /** The other words, each to be found in the job's text. */
  words: string[];
}

/**
 * What a keyword search says, in the vocabulary: "PGT physics" is the level PGT and the subject
 * Physics; "maths" is Mathematics; filler words ("teacher") drop out. A search of filler only keeps it.
 */
export function readKeywords(q: string): Keywords {
  const tokens = normalSpelling(q).split(' ').filter(Boolean);
  const found: Keywords = { subjects: [], levels: [], words: [] };
  for (let i = 0; i < tokens.length;) {
    const span = longestSubjectAt(tokens, i);
    if (span) {
      found.subjects.push(span.subject);
      i += span.length;
      continue;
    }
    const token = tokens[i]!;
    const level = LEVELS.get(token);
    if (level) found.levels.push(level);
    else if (!FILLER.has(token)) found.words.push(token);
    i++;
  }
  if (found.subjects.length + found.levels.length + found.words.length === 0) found.words = tokens;
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

/**
 * Texts that stand for a subject in a job's title or description: its name and what was typed,
 * unless that is too short to find safely ("pe" is in "experience").
 */
export const subjectTexts = (s: { id: SubjectId; typed: string }) =>
  [...new Set([subjectName(s.id).toLowerCase(), s.typed])].filter((t) => t.length >= 4);
