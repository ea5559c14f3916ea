import { z } from 'zod';
import { STATE_CODES } from './states.ts';
import { SCHOOL_LEVELS, subjectIdOf, SYLLABUSES } from './subjects.ts';
import {
  BOARDS,
  ELIGIBILITY_TEST_CODES,
  LANGUAGE_CODES,
  QUALIFICATION_CODES,
  SCHOOL_TYPES,
  TEACHING_LEVEL_CODES,
} from './teaching.ts';

/*
 * The reference lists' zod schemas, apart from the lists: a screen that only shows a state's name or a level's label
 * imports the list's file and carries no zod (25 kB compressed on a teacher's first screen), while a form that checks
 * a field imports this one.
 */

export const StateCodeSchema = z.enum(STATE_CODES);
export const SchoolLevelSchema = z.enum(SCHOOL_LEVELS);
export const SyllabusSchema = z.enum(SYLLABUSES);
export const TeachingLevelSchema = z.enum(TEACHING_LEVEL_CODES);
export const QualificationSchema = z.enum(QUALIFICATION_CODES);
export const EligibilityTestSchema = z.enum(ELIGIBILITY_TEST_CODES);
export const LanguageSchema = z.enum(LANGUAGE_CODES);
export const SchoolTypeSchema = z.enum(SCHOOL_TYPES);
export const BoardSchema = z.enum(BOARDS);

/** A subject as a form or the spec's client sends it, in any known spelling; answers its id. */
export const SubjectSchema = z.string({ error: /*i18n*/ 'Choose a subject from the list.' }).transform((v, ctx) => {
  const id = subjectIdOf(v);
  if (!id) ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Choose a subject from the list.' });
  return id ?? z.NEVER;
});
