import { describe, expect, it } from 'vitest';
import {
  BOARDS,
  BoardSchema,
  DISTRICTS,
  districtsOf,
  ELIGIBILITY_TESTS,
  EligibilityTestSchema,
  isDistrictOf,
  LANGUAGES,
  LanguageSchema,
  languageLabel,
  QUALIFICATIONS,
  QualificationSchema,
  qualificationLabel,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SchoolLevelSchema,
  SchoolTypeSchema,
  STATE_CODES,
  StateCodeSchema,
  stateName,
  STATES,
  type StateCode,
  SUBJECT_OPTIONS,
  SUBJECT_VOCABULARY,
  subjectIdOf,
  subjectLabelFor,
  SubjectSchema,
  subjectsFor,
  SYLLABUSES,
  SyllabusSchema,
  TEACHING_LEVELS,
  TeachingLevelSchema,
  teachingLevelLabel,
} from './index.ts';

const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en');

describe('states and union territories', () => {
  it('has 28 states and 8 union territories with unique codes', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(STATE_CODES).size).toBe(36);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(36);
  });

  it('uses the current codes: CG for Chhattisgarh, not CT', () => {
    expect(stateName('CG')).toBe('Chhattisgarh');
    expect(STATE_CODES).not.toContain('CT');
    expect(StateCodeSchema.safeParse('CT').success).toBe(false);
    expect(stateName('OD')).toBe('Odisha');
    expect(stateName('TS')).toBe('Telangana');
    expect(stateName('UK')).toBe('Uttarakhand');
    expect(stateName('DH')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(STATES.filter((s) => s.kind === 'union territory').map((s) => s.code)).toEqual([
      'AN',
      'CH',
      'DH',
      'DL',
      'JK',
      'LA',
      'LD',
      'PY',
    ]);
  });
});

/**
 * Districts per state from the Local Government Directory (lgdirectory.gov.in), December 2024, before Rajasthan
 * abolished 9 districts on 28 Dec 2024. Written by hand, not derived from the data, so a lost entry fails.
 */
const EXPECTED_DISTRICT_COUNTS: Record<StateCode, number> = {
  AN: 3,
  AP: 26,
  AR: 27,
  AS: 35,
  BR: 38,
  CH: 1,
  CG: 33,
  DH: 3,
  DL: 11,
  GA: 2,
  GJ: 33,
  HR: 22,
  HP: 12,
  JK: 20,
  JH: 24,
  KA: 31,
  KL: 14,
  LA: 2,
  LD: 1,
  MP: 55,
  MH: 36,
  MN: 16,
  ML: 12,
  MZ: 11,
  NL: 17,
  OD: 30,
  PY: 4,
  PB: 23,
  RJ: 50,
  SK: 6,
  TN: 38,
  TS: 33,
  TR: 8,
  UP: 75,
  UK: 13,
  WB: 23,
};

describe('districts', () => {
  it('covers exactly the 36 states and UTs', () => {
    expect(Object.keys(DISTRICTS).sort()).toEqual([...STATE_CODES].sort());
  });

  it.each(STATE_CODES.map((code) => [code, EXPECTED_DISTRICT_COUNTS[code]] as const))(
    '%s has %i districts',
    (code, count) => {
      expect(districtsOf(code)).toHaveLength(count);
    },
  );

  it('totals 788 districts', () => {
    expect(STATE_CODES.reduce((sum, code) => sum + districtsOf(code).length, 0)).toBe(788);
  });

  it.each([...STATE_CODES])('%s has no duplicates, no blanks and is alphabetical', (code) => {
    const list = districtsOf(code);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((d) => d.trim() === d && d.length > 0)).toBe(true);
    expect([...list].sort(alphabetical)).toEqual(list);
  });

  it('checks membership within a state', () => {
    expect(isDistrictOf('KA', 'Mysuru')).toBe(true);
    expect(isDistrictOf('TN', 'Mysuru')).toBe(false);
    expect(isDistrictOf('RJ', 'Jaipur Rural')).toBe(true);
    expect(isDistrictOf('MP', 'Pandhurna')).toBe(true);
    expect(isDistrictOf('DL', 'Shahdara')).toBe(true);
  });
});

describe('subjects', () => {
  it('are offered in a select by name, A to Z, each once', () => {
    const labels = SUBJECT_OPTIONS.map((o) => o.label);
    expect(labels).toEqual(SUBJECT_VOCABULARY.map((s) => s.name).sort(alphabetical));
    expect(new Set(SUBJECT_OPTIONS.map((o) => o.value)).size).toBe(SUBJECT_VOCABULARY.length);
  });

  const STATE_LIST = [
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
    'Tamil',
    'Commerce',
    'Accountancy',
    'Economics',
  ];

  it.each([
    ['primary', 'CBSE', ['EVS', 'Mathematics', 'English', 'Hindi']],
    ['primary', 'ICSE', ['General Science', 'Mathematics', 'English', 'Second Language']],
    ['primary', 'State', STATE_LIST],
    ['secondary', 'CBSE', ['Science', 'Mathematics', 'Social Science', 'English', 'Hindi']],
    ['secondary', 'ICSE', ['Physics', 'Chemistry', 'Biology', 'History', 'Geography']],
    ['secondary', 'State', STATE_LIST],
  ] as const)('%s %s matches the spec', (level, syllabus, expected) => {
    expect(subjectsFor(level, syllabus)).toEqual(expected);
  });

  it("maps every word of the spec's lists onto one vocabulary subject", () => {
    for (const level of SCHOOL_LEVELS)
      for (const syllabus of SYLLABUSES)
        for (const word of subjectsFor(level, syllabus)) expect(subjectIdOf(word), word).toBeDefined();
  });

  it.each([
    ['Math', 'mathematics'],
    ['Mathematics', 'mathematics'],
    ['maths', 'mathematics'],
    ['Social', 'social-science'],
    ['Social Science', 'social-science'],
    ['General Science', 'science'],
    ['  computer  ', 'computer-science'],
    ['P.E.', 'physical-education'],
    ['Tamil', 'tamil'],
    ['Accounts', 'accountancy'],
    ['Business Studies', 'commerce'],
    ['Economics', 'economics'],
  ])('reads %j as %s', (word, id) => {
    expect(subjectIdOf(word)).toBe(id);
    expect(SubjectSchema.parse(word)).toBe(id);
  });

  it('gives each spelling one subject', () => {
    const spellings = SUBJECT_VOCABULARY.flatMap((s) => [s.name, ...s.synonyms].map((w) => w.toLowerCase()));
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('refuses a subject outside the vocabulary', () => {
    expect(SubjectSchema.safeParse('Astrology').success).toBe(false);
  });

  it("labels a subject with the word of the seeker's syllabus", () => {
    expect(subjectLabelFor('mathematics', 'primary', 'State')).toBe('Math');
    expect(subjectLabelFor('mathematics', 'secondary', 'CBSE')).toBe('Mathematics');
    expect(subjectLabelFor('mathematics', null, null)).toBe('Mathematics');
  });

  it('validates level and syllabus', () => {
    expect(SCHOOL_LEVELS).toEqual(['primary', 'secondary']);
    expect(SYLLABUSES).toEqual(['CBSE', 'ICSE', 'State']);
    expect(SchoolLevelSchema.safeParse('higher').success).toBe(false);
    expect(SyllabusSchema.safeParse('IB').success).toBe(false);
  });
});

describe('teacher fields', () => {
  it.each([
    ['teaching levels', TEACHING_LEVELS],
    ['qualifications', QUALIFICATIONS],
    ['eligibility tests', ELIGIBILITY_TESTS],
    ['languages', LANGUAGES],
  ] as const)('%s have unique codes and labels', (_name, list) => {
    expect(new Set(list.map((i) => i.code)).size).toBe(list.length);
    expect(new Set(list.map((i) => i.label)).size).toBe(list.length);
  });

  it('accepts codes and shows labels', () => {
    expect(TEACHING_LEVELS.map((l) => l.code)).toEqual(['NTT', 'PRT', 'TGT', 'PGT']);
    expect(TeachingLevelSchema.parse('TGT')).toBe('TGT');
    expect(teachingLevelLabel('PGT')).toBe('Post-graduate teacher (PGT)');
    expect(QualificationSchema.safeParse('BED').success).toBe(true);
    expect(qualificationLabel('DELED')).toBe('D.El.Ed');
    expect(QUALIFICATIONS).toHaveLength(9);
    expect(ELIGIBILITY_TESTS.map((t) => t.label)).toEqual([
      'CTET Paper I',
      'CTET Paper II',
      'State TET Paper I',
      'State TET Paper II',
    ]);
    expect(EligibilityTestSchema.safeParse('NONE').success).toBe(false);
    expect(LanguageSchema.safeParse('ta').success).toBe(true);
    expect(languageLabel('or')).toBe('Odia');
    expect(LANGUAGES).toHaveLength(23);
  });

  it('has the institute profile school types and boards', () => {
    expect(SCHOOL_TYPES).toEqual(['Pre School', 'Primary', 'High School', 'Higher Secondary']);
    expect(BOARDS).toEqual(['State', 'CBSE', 'ICSE', 'Matriculation', 'IB', 'NIOS']);
    expect(SchoolTypeSchema.safeParse('College').success).toBe(false);
    expect(BoardSchema.parse('ICSE')).toBe('ICSE');
  });
});
