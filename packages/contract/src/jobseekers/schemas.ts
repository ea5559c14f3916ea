import { z } from 'zod';
import {
  EligibilityTestSchema,
  LanguageSchema,
  QualificationSchema,
  SchoolLevelSchema,
  StateCodeSchema,
  SubjectSchema,
  SyllabusSchema,
  TeachingLevelSchema,
} from '../reference/schemas.ts';
import { filterNumber, text } from '../fields.ts';
import { PictureUrlSchema } from '../profiles/pictures.ts';
import { TeacherRecordSchema } from '../profiles/cv.ts';
import { MAX_EXPECTED_SALARY, MAX_EXPERIENCE_YEARS } from '../profiles/jobseeker.ts';

/**
 * Find Employee's level filter (spec section 9). Profiles record primary or secondary teaching and the
 * grades taught: High School is secondary, PU (classes 11-12) is a post-graduate teacher, Degree a
 * postgraduate or doctorate.
 */
export const SEEKER_LEVELS = ['Primary', /*i18n*/ 'High School', 'PU', 'Degree'] as const;
export type SeekerLevel = (typeof SEEKER_LEVELS)[number];

/** A job seeker as Find Employee lists them (the detail dialog shows the same). */
export const JobseekerCardSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  totalExp: z.number().int().nullable(),
  schoolLevel: SchoolLevelSchema.nullable(),
  syllabus: SyllabusSchema.nullable(),
  /** As the seeker's syllabus names it ("Math" for State). */
  subject: z.string().nullable(),
  /** The vocabulary id ("mathematics"). */
  subjectId: z.string().nullable(),
  state: StateCodeSchema.nullable(),
  district: z.string().nullable(),
  taluk: z.string().nullable(),
  maxExpectedSalary: z.number().int().nullable(),
  teachingLevels: z.array(TeachingLevelSchema),
  qualifications: z.array(QualificationSchema),
  eligibilityTests: z.array(EligibilityTestSchema),
  languages: z.array(LanguageSchema),
  profilePicture: PictureUrlSchema,
  ...TeacherRecordSchema.shape,
  /** Ranked for a job (`forJob`): why the seeker fits it ("Matches your job's subject and district"). */
  fitReason: z.string().nullable().optional(),
});
export type JobseekerCard = z.infer<typeof JobseekerCardSchema>;

/** Find Employee's "last active" choices, in days. */
export const ACTIVE_WITHIN_DAYS = [7, 30, 90] as const;

const limited = (max: number) => text().trim().max(max);

/**
 * The spec's query (`state`, `district`, `subject`, `schoolLevel`, `page`) and two more filters.
 * `after` (the last seeker shown) continues from there, as the infinite scroll does.
 */
export const JobseekerSearchQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(12),
    state: StateCodeSchema.optional(),
    district: limited(100).optional(),
    /** Any spelling of a vocabulary subject; an unknown one is a 400 naming `subject`. */
    subject: SubjectSchema.optional(),
    schoolLevel: z.enum(SEEKER_LEVELS).optional(),
    teachingLevel: TeachingLevelSchema.optional(),
    eligibilityTest: EligibilityTestSchema.optional(),
    /** The `_id` of the last item already shown: the page continues after it. */
    after: z.uuid({ error: 'after is the _id of the last item shown.' }).optional(),
    /**
     * One of the institute's jobs (`_id` or job ID): the seekers are ranked by fit to it (subject, level,
     * district then state, eligibility test, experience) instead of newest first, and say why; `page` pages them.
     */
    forJob: limited(100).optional(),
    /** Experience from (years): teachers with at least this many; one who has not said is left out. */
    minExp: filterNumber(MAX_EXPERIENCE_YEARS, {
      notNumber: /*i18n*/ 'Experience from is a number.',
      notWhole: /*i18n*/ 'Experience from is a whole number.',
      negative: /*i18n*/ 'Experience from cannot be negative.',
      tooLarge: /*i18n*/ 'Experience from is at most 30.',
    }),
    /** Experience to (years): teachers with at most this many. */
    maxExp: filterNumber(MAX_EXPERIENCE_YEARS, {
      notNumber: /*i18n*/ 'Experience to is a number.',
      notWhole: /*i18n*/ 'Experience to is a whole number.',
      negative: /*i18n*/ 'Experience to cannot be negative.',
      tooLarge: /*i18n*/ 'Experience to is at most 30.',
    }),
    /**
     * Expected salary up to (rupees a month): teachers expecting at most this; one who has not said what she
     * expects stays (she may well take it), as a job that does not disclose pay stays in Browse Jobs.
     */
    maxSalary: filterNumber(MAX_EXPECTED_SALARY, {
      notNumber: /*i18n*/ 'Expected salary up to is a number.',
      notWhole: /*i18n*/ 'Expected salary up to is a whole number.',
      negative: /*i18n*/ 'Expected salary up to cannot be negative.',
      tooLarge: /*i18n*/ 'Expected salary up to is at most ₹10,00,000.',
    }),
    /**
     * Keywords over her name, subject, levels, tests, degrees, place, summary, education, work history and
     * CV text (decision 038): a subject in any spelling or language is her subject or named in her text,
     * "6 years" is at least 6 years' experience, every other word must be in her text.
     */
    q: limited(100).optional(),
    /** Last active (days): teachers who signed in or changed their profile or CV within this many days. */
    activeWithin: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: /*i18n*/ 'Last active is a number of days.' })
        .refine((d) => (ACTIVE_WITHIN_DAYS as readonly number[]).includes(d), {
          error: /*i18n*/ 'Last active is one of 7, 30, 90 days.',
        })
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.minExp !== undefined && v.maxExp !== undefined && v.minExp > v.maxExp)
      ctx.addIssue({
        code: 'custom',
        path: ['maxExp'],
        message: /*i18n*/ 'Experience to is at least Experience from.',
      });
  });
export type JobseekerSearchQuery = z.input<typeof JobseekerSearchQuerySchema>;
export type JobseekerSearchInput = z.output<typeof JobseekerSearchQuerySchema>;
