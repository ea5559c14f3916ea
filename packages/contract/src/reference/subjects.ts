import { z } from 'zod';
import { INDIAN_SUBJECT_NAMES } from './subject-names-indian.ts';

export const SCHOOL_LEVELS = ['primary', 'secondary'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];
export const SchoolLevelSchema = z.enum(SCHOOL_LEVELS);

export const SYLLABUSES = ['CBSE', 'ICSE', 'State'] as const;
export type Syllabus = (typeof SYLLABUSES)[number];
export const SyllabusSchema = z.enum(SYLLABUSES);

/**
 * The one subject vocabulary (decision 015). Jobs and profiles store the id; screens show the name
 * (or the spec's word for a syllabus, below); synonyms are what people type ("maths", "PE"). A
 * spelling maps to one id only, so "Math" and "Mathematics" are the same subject everywhere.
 */
export const SUBJECT_VOCABULARY = [
  { id: 'mathematics', name: 'Mathematics', synonyms: ['math', 'maths', 'mathematic'] },
  { id: 'science', name: 'Science', synonyms: ['general science', 'gen science', 'general sci'] },
  { id: 'social-science', name: 'Social Science', synonyms: ['social', 'social studies', 'sst', 'social sciences'] },
  { id: 'evs', name: 'EVS', synonyms: ['environmental studies', 'environmental science', 'environment studies'] },
  { id: 'english', name: 'English', synonyms: ['english language', 'english literature'] },
  { id: 'hindi', name: 'Hindi', synonyms: [] },
  { id: 'sanskrit', name: 'Sanskrit', synonyms: [] },
  { id: 'second-language', name: 'Second Language', synonyms: ['2nd language', 'second lang'] },
  { id: 'regional-language', name: 'Regional Language', synonyms: ['regional', 'mother tongue', 'vernacular'] },
  { id: 'tamil', name: 'Tamil', synonyms: ['tamil language'] },
  { id: 'physics', name: 'Physics', synonyms: [] },
  { id: 'chemistry', name: 'Chemistry', synonyms: [] },
  { id: 'biology', name: 'Biology', synonyms: ['bio', 'life science', 'life sciences'] },
  { id: 'history', name: 'History', synonyms: [] },
  { id: 'geography', name: 'Geography', synonyms: ['geo'] },
  { id: 'economics', name: 'Economics', synonyms: ['eco'] },
  { id: 'commerce', name: 'Commerce', synonyms: ['business studies'] },
  { id: 'accountancy', name: 'Accountancy', synonyms: ['accounts', 'accounting'] },
  {
    id: 'computer-science',
    name: 'Computer Science',
    synonyms: ['computer', 'computers', 'computer applications', 'ict', 'information technology', 'cs'],
  },
  {
    id: 'physical-education',
    name: 'Physical Education',
    synonyms: ['pe', 'pet', 'physical training', 'sports', 'games'],
  },
  { id: 'arts', name: 'Arts', synonyms: ['art', 'drawing', 'painting', 'fine arts'] },
  { id: 'music', name: 'Music', synonyms: [] },
  { id: 'dance', name: 'Dance', synonyms: [] },
  { id: 'drama', name: 'Drama', synonyms: ['theatre', 'theater'] },
  { id: 'crafts', name: 'Crafts', synonyms: ['craft', 'art and craft', 'arts and crafts'] },
  { id: 'yoga', name: 'Yoga', synonyms: [] },
] as const;

export type SubjectId = (typeof SUBJECT_VOCABULARY)[number]['id'];
export const SUBJECT_IDS = SUBJECT_VOCABULARY.map((s) => s.id) as unknown as readonly [SubjectId, ...SubjectId[]];

/** State syllabus subjects are the same at both levels. */
const STATE_SUBJECTS = [
  'Science',
  'Math',
  'Social',
  'Regional Language',
  'English',
  'Hindi',
  'Sanskrit',
  'Computer',
  'Physical Education',
  'Arts',
  'Music',
  'Dance',
  'Drama',
  'Crafts',
  'Yoga',
  // After the spec's words: Tamil Nadu's and Kerala's State schools teach Tamil by name, and Commerce,
  // Accountancy and Economics in the higher secondary classes.
  'Tamil',
  'Commerce',
  'Accountancy',
  'Economics',
] as const;

/** The spec's lists, in the spec's order: the options a level and syllabus show, each one a vocabulary subject. */
export const SUBJECTS = {
  primary: {
    CBSE: ['EVS', 'Mathematics', 'English', 'Hindi'],
    ICSE: ['General Science', 'Mathematics', 'English', 'Second Language'],
    State: STATE_SUBJECTS,
  },
  secondary: {
    CBSE: ['Science', 'Mathematics', 'Social Science', 'English', 'Hindi'],
    ICSE: ['Physics', 'Chemistry', 'Biology', 'History', 'Geography'],
    State: STATE_SUBJECTS,
  },
} as const satisfies Record<SchoolLevel, Record<Syllabus, readonly string[]>>;

/** A word of the spec's lists ("Math"); stored and matched as its vocabulary id. */
export type Subject = (typeof SUBJECTS)[SchoolLevel][Syllabus][number];

export function subjectsFor(level: SchoolLevel, syllabus: Syllabus): readonly Subject[] {
  return SUBJECTS[level][syllabus];
}

/** Lowercased, single spaces, "&" read as "and": how two spellings are compared. */
export const normalSpelling = (text: string) =>
  text.toLowerCase().replace(/\./g, '').replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();

const byId = new Map<string, (typeof SUBJECT_VOCABULARY)[number]>(SUBJECT_VOCABULARY.map((s) => [s.id, s]));
/** Every spelling (id, name, synonym, its names in Hindi and Tamil and their romanisations) to its id. */
export const SUBJECT_SPELLINGS: ReadonlyMap<string, SubjectId> = new Map(
  SUBJECT_VOCABULARY.flatMap((s) =>
    [s.id, s.id.replace(/-/g, ' '), s.name, ...s.synonyms, ...(INDIAN_SUBJECT_NAMES[s.id] ?? [])].map(
      (w) => [normalSpelling(w), s.id] as const,
    ),
  ),
);

/** The subject any spelling names ("Math", "maths", "mathematics" → 'mathematics'), or undefined. */
export function subjectIdOf(text: string | null | undefined): SubjectId | undefined {
  return text ? SUBJECT_SPELLINGS.get(normalSpelling(text)) : undefined;
}

/** The name a subject id is shown by; an unknown value (an old row no spelling matched) as it is. */
export function subjectName(id: string): string {
  return byId.get(id)?.name ?? id;
}

/** The word a syllabus's list uses for a subject ("Math" for State), else its name. */
export function subjectLabelFor(id: string, level: SchoolLevel | null, syllabus: Syllabus | null): string {
  const word = level && syllabus ? subjectsFor(level, syllabus).find((s) => subjectIdOf(s) === id) : undefined;
  return word ?? subjectName(id);
}

/** A select's options: the vocabulary, by name (Post Job, the search filters). */
export const SUBJECT_OPTIONS = [...SUBJECT_VOCABULARY]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((s) => ({ value: s.id, label: s.name }));

/** A level and syllabus's options: the spec's words, valued by id; labelled in the screen's language when given its `t`. */
export const subjectOptionsFor = (level: SchoolLevel, syllabus: Syllabus, t: (id: string) => string = (id) => id) =>
  subjectsFor(level, syllabus).map((word) => ({ value: subjectIdOf(word)!, label: t(word) }));

/**
 * Every word a subject is shown by (the vocabulary's names and the spec's list words, "Math", "Social"): the
 * catalogue's ids for a subject in Hindi or Tamil, so each needs its text there (the catalogue test).
 */
export const SUBJECT_LABELS: readonly string[] = [
  ...new Set<string>([
    ...SUBJECT_VOCABULARY.map((s) => s.name),
    ...SCHOOL_LEVELS.flatMap((level) => SYLLABUSES.flatMap((syllabus) => SUBJECTS[level][syllabus])),
  ]),
];
const subjectWords = new Set(SUBJECT_LABELS);

/** A subject as an answer shows it ("Mathematics", the spec's "Math") in the screen's language; a word no list has stays as typed. */
export function subjectText<S extends string | null | undefined>(shown: S, t: (id: string) => string): S | string {
  return shown && subjectWords.has(shown) ? t(shown) : shown;
}

/** SUBJECT_OPTIONS labelled in the screen's language. */
export const subjectOptions = (t: (id: string) => string) =>
  SUBJECT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }));

/** A subject as a form or the spec's client sends it, in any known spelling; answers its id. */
export const SubjectSchema = z.string({ error: 'Choose a subject from the list.' }).transform((v, ctx) => {
  const id = subjectIdOf(v);
  if (!id) ctx.addIssue({ code: 'custom', message: 'Choose a subject from the list.' });
  return id ?? z.NEVER;
});

export function isSubjectFor(level: SchoolLevel, syllabus: Syllabus, subject: string): boolean {
  const id = subjectIdOf(subject);
  return subjectsFor(level, syllabus).some((word) => subjectIdOf(word) === id);
}

export const isSchoolLevel = (value: string): value is SchoolLevel =>
  (SCHOOL_LEVELS as readonly string[]).includes(value);
export const isSyllabus = (value: string): value is Syllabus => (SYLLABUSES as readonly string[]).includes(value);
