import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { text } from '../fields.ts';
import { JobSchema } from '../jobs/schemas.ts';
import { JOB_CATEGORIES } from '../jobs/terms.ts';
import { JobseekerCardSchema } from '../jobseekers/schemas.ts';
import { APPLICATION_STAGES } from './stages.ts';

export const ApplicationStageSchema = z.enum(APPLICATION_STAGES);

/** One of the seeker's applications (spec section 3: `jobId` is the job itself). */
export const AppliedJobSchema = z.object({
  _id: z.string(),
  jobId: z.object({
    _id: z.string(),
    jobId: z.string(),
    title: z.string(),
    position: z.string(),
    category: z.enum(JOB_CATEGORIES),
    location: z.string().nullable(),
    // The place's parts, so a screen writes the state in the reader's language (`location` is English).
    district: JobSchema.shape.district,
    state: JobSchema.shape.state,
    instituteName: z.string().nullable(),
    lastDateToApply: z.string(),
  }),
  stage: ApplicationStageSchema,
  note: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type AppliedJob = z.infer<typeof AppliedJobSchema>;

export const AppliedJobsQuerySchema = PageQuerySchema;

/** What a teacher may send with her application: a cover note to the school (optional, as on Naukri); no body is none. */
export const ApplyBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    coverNote: z
      .union([
        z.literal('').transform(() => null),
        text().trim().max(2000, /*i18n*/ 'Cover note must be at most 2000 characters.'),
      ])
      .nullable()
      .optional(),
  }),
);
export type ApplyBody = z.input<typeof ApplyBodySchema>;

/** An applicant as the school's list shows them. */
export const ApplicantSchema = z.object({
  _id: z.string(),
  stage: ApplicationStageSchema,
  /** The candidate's cover note, sent with her application. */
  coverNote: z.string().nullable(),
  /** The message to the candidate (she sees it). */
  note: z.string().nullable(),
  /** The school's private note (never shown to the candidate). */
  schoolNote: z.string().nullable(),
  createdAt: IsoDateSchema,
  /** The whole profile a school hires on: photo, contact, education, work history, summary and CV. */
  seeker: JobseekerCardSchema,
  /** She deleted her account: the application stays, with no one to write to (no e-mail, no message). */
  withdrawn: z.boolean(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantsQuerySchema = PageQuerySchema.extend({ stage: ApplicationStageSchema.optional() });
export type ApplicantsQuery = z.input<typeof ApplicantsQuerySchema>;

export const StageChangeSchema = z.object({
  stage: z.enum(APPLICATION_STAGES, { error: /*i18n*/ 'Choose a stage.' }),
  /** A message to the candidate: shown on her Applied Jobs and e-mailed to her. */
  note: z
    .union([
      z.literal('').transform(() => null),
      text().trim().max(500, /*i18n*/ 'Note must be at most 500 characters.'),
    ])
    .nullable()
    .optional(),
  /** The school's own note on the applicant: the candidate never sees it. */
  schoolNote: z
    .union([
      z.literal('').transform(() => null),
      text().trim().max(1000, /*i18n*/ 'Private note must be at most 1000 characters.'),
    ])
    .nullable()
    .optional(),
});
export type StageChange = z.input<typeof StageChangeSchema>;

export const ApplicationParamsSchema = z.object({
  jobId: text().trim().min(1).max(100),
  applicationId: z.uuid({ error: /*i18n*/ 'Unknown application.' }),
});

export const ApplicationAnswerSchema = z.object({
  message: z.string(),
  application: z.object({ _id: z.string(), stage: ApplicationStageSchema }),
});
export const ApplicantAnswerSchema = z.object({ message: z.string(), applicant: ApplicantSchema });

/** The job seeker dashboard: applications by stage and the newest open jobs that match the profile. */
export const SeekerSummarySchema = z.object({
  total: z.number().int(),
  byStage: z.record(ApplicationStageSchema, z.number().int()),
  matchingJobs: z.array(JobSchema),
});
export type SeekerSummary = z.infer<typeof SeekerSummarySchema>;

/** The institute dashboard: open jobs and the newest applicants. */
export const InstituteHiringSchema = z.object({
  openJobs: z.number().int(),
  applications: z.number().int(),
  newestJobs: z.array(JobSchema),
  newestApplicants: z.array(ApplicantSchema.extend({ job: z.object({ _id: z.string(), title: z.string() }) })),
});
export type InstituteHiring = z.infer<typeof InstituteHiringSchema>;
