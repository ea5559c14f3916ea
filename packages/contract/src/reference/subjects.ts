import { INDIAN_SUBJECT_NAMES } from './subject-names-indian.ts';

export const SCHOOL_LEVELS = ['primary', 'secondary'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export const SYLLABUSES = ['CBSE', 'ICSE', 'State'] as const;
export type Syllabus = (typeof SYLLABUSES)[number];

/**
 * The one subject vocabulary (decision 015). Jobs and profiles store the id; screens show the name
 * (or the spec's word for a syllabus, below); synonyms are what people type ("maths", "PE"). A
 * spelling maps to one id only, so "Math" and "Mathematics" are the same subject everywhere.
 */
export const SUBJECT_VOCABULARY = [
  { id: 'mathematics', name: 'Mathematics', synonyms: ['math', 'maths', 'mathematic'] },
  { id: 'science', name: /*i18n*/ 'Science', synonyms: ['general science', 'gen science', 'general sci'] },
  {
    id: 'social-science',
    name: /*i18n*/ 'Social Science',
    synonyms: ['social', 'social studies', 'sst', 'social sciences'],
  },
  {
    id: 'evs',
    name: /*i18n*/ 'EVS',
    synonyms: ['environmental studies', 'environmental science', 'environment studies'],
  },
  { id: 'english', name: /*i18n*/ 'English', synonyms: ['english language', 'english literature'] },
  { id: 'hindi', name: /*i18n*/ 'Hindi', synonyms: [] },
  { id: 'sanskrit', name: /*i18n*/ 'Sanskrit', synonyms: [] },
  { id: 'second-language', name: /*i18n*/ 'Second Language', synonyms: ['2nd language', 'second lang'] },
  {
    id: 'regional-language',
    name: /*i18n*/ 'Regional Language',
    synonyms: ['regional', 'mother tongue', 'vernacular'],
  },
  { id: 'tamil', name: /*i18n*/ 'Tamil', synonyms: ['tamil language'] },
  { id: 'physics', name: /*i18n*/ 'Physics', synonyms: [] },
  { id: 'chemistry', name: /*i18n*/ 'Chemistry', synonyms: [] },
  { id: 'biology', name: /*i18n*/ 'Biology', synonyms: ['bio', 'life science', 'life sciences'] },
  { id: 'history', name: 'History', synonyms: [] },
  { id: 'geography', name: /*i18n*/ 'Geography', synonyms: ['geo'] },
  { id: 'economics', name: /*i18n*/ 'Economics', synonyms: ['eco'] },
  { id: 'commerce', name: /*i18n*/ 'Commerce', synonyms: ['business studies'] },
  { id: 'accountancy', name: /*i18n*/ 'Accountancy', synonyms: ['accounts', 'accounting'] },
  {
    id: 'computer-science',
    name: /*i18n*/ 'Computer Science',
    synonyms: ['computer', 'computers', 'computer applications', 'ict', 'information technology', 'cs'],
  },
  {
    id: 'physical-education',
    name: /*i18n*/ 'Physical Education',
    synonyms: ['pe', 'pet', 'physical training', 'sports', 'games'],
  },
  { id: 'arts', name: /*i18n*/ 'Arts', synonyms: ['art', 'drawing', 'painting', 'fine arts'] },
  { id: 'music', name: /*i18n*/ 'Music', synonyms: [] },
  { id: 'dance', name: /*i18n*/ 'Dance', synonyms: [] },
  { id: 'drama', name: /*i18n*/ 'Drama', synonyms: ['theatre', 'theater'] },
  { id: 'crafts', name: /*i18n*/ 'Crafts', synonyms: ['craft', 'art and craft', 'arts and crafts'] },
  { id: 'yoga', name: /*i18n*/ 'Yoga', synonyms: [] },
] as const;

export type SubjectId = (typeof SUBJECT_VOCABULARY)[number]['id'];
export const SUBJECT_IDS = SUBJECT_VOCABULARY.map((s) => s.id) as unknown as readonly [SubjectId, ...SubjectId[]];

/** State syllabus subjects are the same at both levels. */
const STATE_SUBJECTS = [
  /*i18n*/ 'Science',
  /*i18n*/ 'Math',
  /*i18n*/ 'Social',
  /*i18n*/ 'Regional Language',
  /*i18n*/ 'English',
  /*i18n*/ 'Hindi',
  /*i18n*/ 'Sanskrit',
  /*i18n*/ 'Computer',
  /*i18n*/ 'Physical Education',
  /*i18n*/ 'Arts',
  /*i18n*/ 'Music',
  /*i18n*/ 'Dance',
  /*i18n*/ 'Drama',
  /*i18n*/ 'Crafts',
  /*i18n*/ 'Yoga',
  // After the spec's words: Tamil Nadu's and Kerala's State schools teach Tamil by name, and Commerce,
  // Accountancy and Economics in the higher secondary classes.
  /*i18n*/ 'Tamil',
  /*i18n*/ 'Commerce',
  /*i18n*/ 'Accountancy',
  /*i18n*/ 'Economics',
] as const;

/** The spec's lists, in the spec's order: the options a level and syllabus show, each one a vocabulary subject. */
export const SUBJECTS = {
  primary: {
    CBSE: [/*i18n*/ 'EVS', 'Mathematics', /*i18n*/ 'English', /*i18n*/ 'Hindi'],
    ICSE: [/*i18n*/ 'General Science', 'Mathematics', /*i18n*/ 'English', /*i18n*/ 'Second Language'],
    State: STATE_SUBJECTS,
  },
  secondary: {
    CBSE: [/*i18n*/ 'Science', 'Mathematics', /*i18n*/ 'Social Science', /*i18n*/ 'English', /*i18n*/ 'Hindi'],
    ICSE: [/*i18n*/ 'Physics', /*i18n*/ 'Chemistry', /*i18n*/ 'Biology', 'History', /*i18n*/ 'Geography'],
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
// The names are plain English letters, so letters compared lowercased sort them as a dictionary would. A locale's
// collator (`localeCompare(…, 'en')`, `Intl.Collator`) loads the browser's collation data first: 6 ms as this
// module loads, a 50 ms task on a phone's first visit to Browse Jobs (reference.test.ts holds the order).
export const SUBJECT_OPTIONS = [...SUBJECT_VOCABULARY]
  .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
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

export function isSubjectFor(level: SchoolLevel, syllabus: Syllabus, subject: string): boolean {
  const id = subjectIdOf(subject);
  return subjectsFor(level, syllabus).some((word) => subjectIdOf(word) === id);
}

export const isSchoolLevel = (value: string): value is SchoolLevel =>
  (SCHOOL_LEVELS as readonly string[]).includes(value);
export const isSyllabus = (value: string): value is Syllabus => (SYLLABUSES as readonly string[]).includes(value);
