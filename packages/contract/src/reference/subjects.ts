import { z } from 'zod';

export const SCHOOL_LEVELS = ['primary', 'secondary'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];
export const SchoolLevelSchema = z.enum(SCHOOL_LEVELS);

export const SYLLABUSES = ['CBSE', 'ICSE', 'State'] as const;
export type Syllabus = (typeof SYLLABUSES)[number];
export const SyllabusSchema = z.enum(SYLLABUSES);

/** State syllabus subjects are the same at both levels. */
const STATE_SUBJECTS = [
  'Science', 'Math', 'Social', 'Regional Language', 'English', 'Hindi', 'Sanskrit', 'Computer', 'Physical Education',
  'Arts', 'Music', 'Dance', 'Drama', 'Crafts', 'Yoga',
] as const;

/** The spec's lists, in the spec's order. */
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

export type Subject = (typeof SUBJECTS)[SchoolLevel][Syllabus][number];

export function subjectsFor(level: SchoolLevel, syllabus: Syllabus): readonly Subject[] {
  return SUBJECTS[level][syllabus];
}

const everySubject: Subject[] = SCHOOL_LEVELS.flatMap((level) => SYLLABUSES.flatMap((syllabus) => subjectsFor(level, syllabus)));

export const ALL_SUBJECTS = [...new Set(everySubject)].sort((a, b) => a.localeCompare(b, 'en')) as readonly Subject[] as readonly [
  Subject,
  ...Subject[],
];

export const SubjectSchema = z.enum(ALL_SUBJECTS);

export function isSubjectFor(level: SchoolLevel, syllabus: Syllabus, subject: string): boolean {
  return (subjectsFor(level, syllabus) as readonly string[]).includes(subject);
}

export const isSchoolLevel = (value: string): value is SchoolLevel => (SCHOOL_LEVELS as readonly string[]).includes(value);
export const isSyllabus = (value: string): value is Syllabus => (SYLLABUSES as readonly string[]).includes(value);
