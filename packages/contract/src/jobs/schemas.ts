import { z } from 'zod';
import {
  EligibilityTestSchema,
  QualificationSchema,
  StateCodeSchema,
  SubjectSchema,
  TeachingLevelSchema,
} from '../reference/schemas.ts';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { calendarDate } from '../dates.ts';
import { EmailSchema, filterNumber, PhoneSchema, required, text } from '../fields.ts';
import { MAX_EXPERIENCE_YEARS } from '../profiles/jobseeker.ts';
import { JOB_MESSAGES } from './messages.ts';
import { JOB_CATEGORIES, JOB_ID_PATTERN, JOB_TYPES, MAX_JOB_SALARY, SALARY_TYPES, WORK_MODES } from './terms.ts';

/** Whole years, 0 to 30; an empty field means 0 (spec section 5). */
const experience = (m: { notNumber: string; notWhole: string; range: string }) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: m.notNumber }).int(m.notWhole).min(0, m.range).max(MAX_EXPERIENCE_YEARS, m.range),
  );

/** A calendar date as a date input gives it (YYYY-MM-DD); an ISO date-time is cut to its date. */
const dateField = (message: string) =>
  required(message)
    .transform((v) => v.slice(0, 10))
    .pipe(calendarDate());

/** An optional field a form leaves as '' when empty. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

/** Whole rupees, as a form's number input or the spec's client sends them. */
const rupees = (error: string) =>
  z.coerce
    .number({ error })
    .int(/*i18n*/ 'Enter whole rupees.')
    .min(0, /*i18n*/ 'Salary cannot be negative.')
    .max(MAX_JOB_SALARY, /*i18n*/ 'Enter the salary in rupees (at most ₹1,00,00,000).');

const limited = (max: number, tooLong: string) => text().trim().max(max, tooLong);

/** Skills: a list, or the comma-separated text the form shows; split on commas and trimmed. */
const SkillsSchema = z
  .union([
    z.array(limited(60, /*i18n*/ 'A skill must be at most 60 characters.')),
    limited(1000, /*i18n*/ 'Skills must be at most 1000 characters.'),
  ])
  .optional()
  .transform((v) => (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(30, /*i18n*/ 'List at most 30 skills.'));

/**
 * The job fields a school writes. The institute's name, address, district and state are not here:
 * the server copies them from the institute profile (read-only on the form).
 */
const JobFields = z.object({
  jobId: z
    .union([
      z.literal(''),
      text()
        .trim()
        .toUpperCase()
        .pipe(z.string().regex(JOB_ID_PATTERN, /*i18n*/ "Job ID is 'JOB-' and 6 letters or digits.")),
    ])
    .optional(),
  title: required(/*i18n*/ 'Title is required.').pipe(
    z.string().max(150, /*i18n*/ 'Title must be at most 150 characters.'),
  ),
  position: required(/*i18n*/ 'Position is required.').pipe(
    z.string().max(100, /*i18n*/ 'Position must be at most 100 characters.'),
  ),
  category: z.enum(JOB_CATEGORIES, { error: /*i18n*/ 'Category is teaching or non-teaching.' }).default('teaching'),
  jobType: z.enum(JOB_TYPES, { error: /*i18n*/ 'Job type is full-time, part-time or contract.' }).default('full-time'),
  workMode: optional(z.enum(WORK_MODES, { error: /*i18n*/ 'Work mode is on-site, hybrid or remote.' })),
  salaryType: z.enum(SALARY_TYPES, { error: /*i18n*/ 'Salary type is monthly or yearly.' }).default('monthly'),
  salary: optional(rupees(/*i18n*/ 'Enter the salary in rupees.')),
  /** The top of a salary range (rupees); empty when the salary is one figure. */
  salaryMax: optional(rupees(/*i18n*/ 'Enter the highest salary in rupees.')),
  vacancies: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 1 : v),
    z.coerce
      .number({ error: /*i18n*/ 'Vacancies is a number.' })
      .int(/*i18n*/ 'Vacancies is a whole number.')
      .min(1, /*i18n*/ 'Vacancies is at least 1.')
      .max(500, /*i18n*/ 'Vacancies is at most 500.'),
  ),
  /** Any spelling of a vocabulary subject ("Math", "maths"); stored as its id. */
  subject: optional(SubjectSchema),
  teachingLevel: optional(TeachingLevelSchema),
  qualifications: z.array(QualificationSchema).max(9).default([]),
  eligibilityTests: z.array(EligibilityTestSchema).max(4).default([]),
  description: optional(limited(5000, /*i18n*/ 'Description must be at most 5000 characters.')),
  qualification: optional(limited(300, /*i18n*/ 'Qualification must be at most 300 characters.')),
  experienceMin: experience({
    notNumber: /*i18n*/ 'Minimum experience is a number of years.',
    notWhole: /*i18n*/ 'Minimum experience is in whole years.',
    range: /*i18n*/ 'Minimum experience is 0 to 30 years.',
  }),
  experienceMax: experience({
    notNumber: /*i18n*/ 'Maximum experience is a number of years.',
    notWhole: /*i18n*/ 'Maximum experience is in whole years.',
    range: /*i18n*/ 'Maximum experience is 0 to 30 years.',
  }),
  skills: SkillsSchema,
  email: optional(EmailSchema()),
  phone: optional(PhoneSchema()),
  interviewDate: optional(dateField(/*i18n*/ 'Interview date is required.')),
  lastDateToApply: dateField(/*i18n*/ 'Last date to apply is required.'),
});

function checkRanges(
  v: { experienceMin?: number; experienceMax?: number; salary?: number | null; salaryMax?: number | null },
  ctx: z.RefinementCtx,
) {
  if ((v.experienceMax ?? 0) > 0 && (v.experienceMin ?? 0) > (v.experienceMax ?? 0))
    ctx.addIssue({ code: 'custom', path: ['experienceMax'], message: JOB_MESSAGES.experienceRange });
  if (v.salaryMax != null && (v.salary == null || v.salaryMax < v.salary))
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: JOB_MESSAGES.salaryRange });
}

/** Post New Job: the form and the call. */
export const JobInputSchema = JobFields.superRefine(checkRanges);
export type JobInput = z.input<typeof JobInputSchema>;
export type JobValues = z.output<typeof JobInputSchema>;

/**
 * Edit Job (spec section 7: all fields, skills as an array, plus `expiryDate`). The job ID is
 * read-only: a different one is ignored. `expiryDate` stands for the last date when that is absent.
 */
export const JobUpdateSchema = z
  .preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const body = raw as Record<string, unknown>;
      return body.lastDateToApply === undefined && body.expiryDate !== undefined
        ? { ...body, lastDateToApply: body.expiryDate }
        : body;
    },
    JobFields.omit({ jobId: true }),
  )
  .superRefine(checkRanges);
export type JobUpdate = z.input<typeof JobUpdateSchema>;

/** A job as the screens show it (spec section 3), with the names the spec's client reads. */
export const JobSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  title: z.string(),
  position: z.string(),
  /** The subject's display name ("Mathematics"). */
  subject: z.string().nullable(),
  /** The subject's vocabulary id ("mathematics"): what filters and forms use. */
  subjectId: z.string().nullable(),
  teachingLevel: TeachingLevelSchema.nullable(),
  qualifications: z.array(QualificationSchema),
  eligibilityTests: z.array(EligibilityTestSchema),
  description: z.string().nullable(),
  category: z.enum(JOB_CATEGORIES),
  jobType: z.enum(JOB_TYPES),
  employmentType: z.enum(JOB_TYPES),
  workMode: z.enum(WORK_MODES).nullable(),
  salaryType: z.enum(SALARY_TYPES),
  /** Whole rupees; null when the school does not disclose it. The bottom of a range, or the one figure. */
  salary: z.number().int().nullable(),
  /** The top of the range (whole rupees); null when the salary is one figure. */
  salaryMax: z.number().int().nullable(),
  vacancies: z.number().int(),
  qualification: z.string().nullable(),
  experienceMin: z.number().int(),
  experienceMax: z.number().int(),
  skills: z.array(z.string()),
  requirements: z.array(z.string()),
  instituteName: z.string().nullable(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  state: StateCodeSchema.nullable(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  interviewDate: z.string().nullable(),
  lastDateToApply: z.string(),
  expiryDate: z.string(),
  deadline: z.string(),
  postedBy: z.string(),
  createdAt: IsoDateSchema,
  /** The caller (a job seeker) has applied. */
  applied: z.boolean(),
  /** The caller (a job seeker) saved it (a Saved list on her dashboard); false for everyone else. */
  saved: z.boolean(),
  /** Applications received; counted for the posting institute only. */
  applicantCount: z.number().int().nullable(),
  /** The last date to apply has passed. */
  closed: z.boolean(),
  /** In "Jobs for you": why the job fits the teacher ("Matches your subject and district"). */
  fitReason: z.string().nullable().optional(),
});
export type Job = z.infer<typeof JobSchema>;

/** What a visitor who is not signed in sees of a shared job: no contact details. */
export const PublicJobSchema = JobSchema.pick({
  _id: true,
  jobId: true,
  title: true,
  position: true,
  subject: true,
  subjectId: true,
  teachingLevel: true,
  description: true,
  category: true,
  jobType: true,
  salaryType: true,
  salary: true,
  salaryMax: true,
  vacancies: true,
  experienceMin: true,
  experienceMax: true,
  requirements: true,
  instituteName: true,
  location: true,
  lastDateToApply: true,
  closed: true,
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

/**
 * Browse Jobs (spec section 7: `location`, `minExp`, `maxSalary`, empty ones omitted) and the other
 * filters. `after` (the last job shown) continues from there by keyset; `page` works too, as the
 * spec's client sends it.
 */
export const JobSearchQuerySchema = PageQuerySchema.extend({
  q: limited(100, /*i18n*/ 'Search must be at most 100 characters.').optional(),
  /** A state (code or name) or a district, as one text. */
  location: limited(100, /*i18n*/ 'Location must be at most 100 characters.').optional(),
  state: StateCodeSchema.optional(),
  district: limited(100, /*i18n*/ 'District must be at most 100 characters.').optional(),
  /**
   * "My experience (years)": jobs this much experience qualifies for, those whose minimum is at most it
   * and whose maximum is at least it (a job that gives only a minimum has no maximum).
   */
  experience: filterNumber(MAX_EXPERIENCE_YEARS, {
    notNumber: /*i18n*/ 'My experience is a number.',
    notWhole: /*i18n*/ 'My experience is a whole number.',
    negative: /*i18n*/ 'My experience cannot be negative.',
    tooLarge: /*i18n*/ 'My experience is at most 30.',
  }),
  /** The spec's name for `experience`, as its client sends a teacher's years: the same meaning. `experience` wins when both come. */
  minExp: filterNumber(MAX_EXPERIENCE_YEARS, {
    notNumber: /*i18n*/ 'Minimum experience is a number.',
    notWhole: /*i18n*/ 'Minimum experience is a whole number.',
    negative: /*i18n*/ 'Minimum experience cannot be negative.',
    tooLarge: /*i18n*/ 'Minimum experience is at most 30.',
  }),
  /** "Minimum salary": jobs paying at least this a month (rupees) at the top of their range; yearly pay is divided by 12. */
  minSalary: filterNumber(MAX_JOB_SALARY, {
    notNumber: /*i18n*/ 'Minimum salary is a number.',
    notWhole: /*i18n*/ 'Minimum salary is a whole number.',
    negative: /*i18n*/ 'Minimum salary cannot be negative.',
    tooLarge: /*i18n*/ 'Minimum salary is at most ₹1,00,00,000.',
  }),
  /** The spec's filter: jobs paying at most this a month (rupees) at the bottom of their range; yearly pay is divided by 12. */
  maxSalary: filterNumber(MAX_JOB_SALARY, {
    notNumber: /*i18n*/ 'Maximum salary is a number.',
    notWhole: /*i18n*/ 'Maximum salary is a whole number.',
    negative: /*i18n*/ 'Maximum salary cannot be negative.',
    tooLarge: /*i18n*/ 'Maximum salary is at most ₹1,00,00,000.',
  }),
  /** `true` leaves out jobs that do not disclose pay; otherwise the salary filters keep them. */
  hideUndisclosedPay: z
    .enum(['true', 'false'], { error: 'hideUndisclosedPay is true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  category: z.enum(JOB_CATEGORIES).optional(),
  /** Any spelling of a vocabulary subject; an unknown one is a 400 naming `subject`. */
  subject: SubjectSchema.optional(),
  teachingLevel: TeachingLevelSchema.optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  /** The `_id` of the last item already shown: the page continues after it. */
  after: z.uuid({ error: 'after is the _id of the last item shown.' }).optional(),
});
export type JobSearchQuery = z.input<typeof JobSearchQuerySchema>;
export type JobSearchInput = z.output<typeof JobSearchQuerySchema>;

/** An institute's own jobs: a filter that matches position, category or location. */
export const PostedJobsQuerySchema = PageQuerySchema.extend({
  q: limited(100, /*i18n*/ 'Filter must be at most 100 characters.').optional(),
});
export type PostedJobsQuery = z.input<typeof PostedJobsQuerySchema>;

export const JobIdParamSchema = z.object({ jobId: text().trim().min(1).max(100) });
export const JobAnyIdParamSchema = z.object({ id: text().trim().min(1).max(100) });

export const JobAnswerSchema = z.object({ message: z.string(), job: JobSchema });

/** Search lists count matches up to this many (and one more); beyond it a screen says "100+". */
export const SEARCH_COUNT_CAP = 100;
