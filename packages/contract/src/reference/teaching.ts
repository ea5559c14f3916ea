export interface CodeLabel<C extends string = string> {
  readonly code: C;
  readonly label: string;
}

type CodesOf<T extends readonly CodeLabel[]> = readonly [T[number]['code'], ...T[number]['code'][]];

/**
 * A code list's stored codes and its label lookup (codes are stored; labels may be reworded). Its zod enum is in
 * schemas.ts, so a screen that shows a label carries no zod.
 */
function codeList<const T extends readonly CodeLabel[]>(items: T) {
  const codes = items.map((i) => i.code) as unknown as CodesOf<T>;
  const labels = new Map<string, string>(items.map((i) => [i.code, i.label]));
  return { codes, label: (code: T[number]['code']): string => labels.get(code) ?? code };
}

/** The grades a teacher is hired for, as Indian schools advertise them. */
export const TEACHING_LEVELS = [
  { code: 'NTT', label: /*i18n*/ 'Pre-primary (NTT)' },
  { code: 'PRT', label: /*i18n*/ 'Primary teacher (PRT)' },
  { code: 'TGT', label: /*i18n*/ 'Trained graduate teacher (TGT)' },
  { code: 'PGT', label: /*i18n*/ 'Post-graduate teacher (PGT)' },
] as const satisfies readonly CodeLabel[];
export type TeachingLevel = (typeof TEACHING_LEVELS)[number]['code'];
export const { codes: TEACHING_LEVEL_CODES, label: teachingLevelLabel } = codeList(TEACHING_LEVELS);

/** Codes are stored; labels may be reworded without a data migration. */
export const QUALIFICATIONS = [
  { code: 'BED', label: /*i18n*/ 'B.Ed' },
  { code: 'DELED', label: /*i18n*/ 'D.El.Ed' },
  { code: 'MED', label: /*i18n*/ 'M.Ed' },
  { code: 'NTT_DIPLOMA', label: /*i18n*/ 'NTT diploma' },
  { code: 'BPED', label: /*i18n*/ 'B.P.Ed' },
  { code: 'MPED', label: /*i18n*/ 'M.P.Ed' },
  { code: 'GRADUATE', label: /*i18n*/ 'Graduate (BA/BSc/BCom)' },
  { code: 'POSTGRADUATE', label: /*i18n*/ 'Postgraduate (MA/MSc/MCom)' },
  { code: 'PHD', label: /*i18n*/ 'PhD' },
] as const satisfies readonly CodeLabel[];
export type Qualification = (typeof QUALIFICATIONS)[number]['code'];
export const { codes: QUALIFICATION_CODES, label: qualificationLabel } = codeList(QUALIFICATIONS);

/** A teacher without a test simply selects none; there is deliberately no "none" entry. */
export const ELIGIBILITY_TESTS = [
  { code: 'CTET_1', label: /*i18n*/ 'CTET Paper I' },
  { code: 'CTET_2', label: /*i18n*/ 'CTET Paper II' },
  { code: 'STATE_TET_1', label: /*i18n*/ 'State TET Paper I' },
  { code: 'STATE_TET_2', label: /*i18n*/ 'State TET Paper II' },
] as const satisfies readonly CodeLabel[];
export type EligibilityTest = (typeof ELIGIBILITY_TESTS)[number]['code'];
export const { codes: ELIGIBILITY_TEST_CODES, label: eligibilityTestLabel } = codeList(ELIGIBILITY_TESTS);

/** English, then the 22 languages of the Eighth Schedule; codes are ISO 639 (639-2/3 where 639-1 has none). */
export const LANGUAGES = [
  { code: 'en', label: /*i18n*/ 'English' },
  { code: 'hi', label: /*i18n*/ 'Hindi' },
  { code: 'as', label: /*i18n*/ 'Assamese' },
  { code: 'bn', label: /*i18n*/ 'Bengali' },
  { code: 'brx', label: /*i18n*/ 'Bodo' },
  { code: 'doi', label: /*i18n*/ 'Dogri' },
  { code: 'gu', label: /*i18n*/ 'Gujarati' },
  { code: 'kn', label: /*i18n*/ 'Kannada' },
  { code: 'ks', label: /*i18n*/ 'Kashmiri' },
  { code: 'kok', label: /*i18n*/ 'Konkani' },
  { code: 'mai', label: /*i18n*/ 'Maithili' },
  { code: 'ml', label: /*i18n*/ 'Malayalam' },
  { code: 'mni', label: /*i18n*/ 'Manipuri' },
  { code: 'mr', label: /*i18n*/ 'Marathi' },
  { code: 'ne', label: /*i18n*/ 'Nepali' },
  { code: 'or', label: /*i18n*/ 'Odia' },
  { code: 'pa', label: /*i18n*/ 'Punjabi' },
  { code: 'sa', label: /*i18n*/ 'Sanskrit' },
  { code: 'sat', label: /*i18n*/ 'Santali' },
  { code: 'sd', label: /*i18n*/ 'Sindhi' },
  { code: 'ta', label: /*i18n*/ 'Tamil' },
  { code: 'te', label: /*i18n*/ 'Telugu' },
  { code: 'ur', label: /*i18n*/ 'Urdu' },
] as const satisfies readonly CodeLabel[];
export type Language = (typeof LANGUAGES)[number]['code'];
export const { codes: LANGUAGE_CODES, label: languageLabel } = codeList(LANGUAGES);

/** The institute profile's school type and board. */
export const SCHOOL_TYPES = [
  /*i18n*/ 'Pre School',
  'Primary',
  /*i18n*/ 'High School',
  /*i18n*/ 'Higher Secondary',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** A screen's translator: the English label (the catalogue id) in, the chosen language's text out. */
export type Translate = (id: string) => string;

/**
 * The reference labels as a screen in the chosen language shows them, as `stateLabel` does for states:
 * the codes and the spec's English labels stay as they are (they are the catalogue ids); only the text
 * shown is looked up, e.g. `teachingLevelText('TGT', t)` is "प्रशिक्षित स्नातक शिक्षक (TGT)" in Hindi.
 */
export const teachingLevelText = (code: TeachingLevel, t: Translate) => t(teachingLevelLabel(code));
export const qualificationText = (code: Qualification, t: Translate) => t(qualificationLabel(code));
export const eligibilityTestText = (code: EligibilityTest, t: Translate) => t(eligibilityTestLabel(code));
export const languageText = (code: Language, t: Translate) => t(languageLabel(code));
export const schoolTypeText = (type: SchoolType, t: Translate) => t(type);
/** A board: CBSE, ICSE, IB and NIOS as everyone writes them; "State" with an id of its own (a state is not a board). */
export const boardText = (board: Board, t: (id: string, values: Record<string, string>) => string) =>
  board === 'State'
    ? t(/*i18n*/ '{context, select, board {State} other {State}}', { context: 'board' })
    : board === 'Matriculation'
      ? t(/*i18n*/ 'Matriculation', {})
      : board;

/** A code list's options for a Select or MultiSelect, labelled in the screen's language. */
export const codeOptions = <C extends string>(items: readonly CodeLabel<C>[], t: Translate) =>
  items.map((i) => ({ value: i.code, label: t(i.label) }));

/** Every English label of the lists above: each needs its Hindi and Tamil text (the catalogue test). */
export const TEACHING_REFERENCE_LABELS: readonly string[] = [
  ...[TEACHING_LEVELS, QUALIFICATIONS, ELIGIBILITY_TESTS, LANGUAGES].flatMap((list) => list.map((i) => i.label)),
  ...SCHOOL_TYPES,
];

const referenceLabels = new Set(TEACHING_REFERENCE_LABELS);

/**
 * A job's requirement line in the screen's language: a qualification or test the job chose from the lists
 * ("State TET Paper II") is translated; the school's own words (its written qualification, its skills) stay as typed.
 */
export const requirementText = (line: string, t: Translate) => (referenceLabels.has(line) ? t(line) : line);

/** The spec's three, then the boards Tamil Nadu's matriculation schools, international schools and open schooling answer to. */
export const BOARDS = ['State', 'CBSE', 'ICSE', 'Matriculation', 'IB', 'NIOS'] as const;
export type Board = (typeof BOARDS)[number];
