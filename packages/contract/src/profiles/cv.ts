import { z } from 'zod';
import { MessageSchema } from '../common.ts';
import { text } from '../fields.ts';
import { endpoints, type FileAnswer } from '../http/endpoint.ts';
import { CV_MAX_BYTES } from './file-rules.ts';
import { PictureFileSchema } from './pictures.ts';

/** What a profile or card says of a CV; the file itself is downloaded by its own call. */
export const CvInfoSchema = z
  .object({ fileName: z.string(), size: z.number().int(), uploadedAt: z.string() })
  .nullable();
export type CvInfo = z.infer<typeof CvInfoSchema>;

const limited = (max: number, tooLong: string) => text().trim().max(max, tooLong);
/** Today's year and month (YYYY-MM), read at each check so a long-running server keeps up. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A year a degree was awarded: from 1950 up to this year; the form's empty input is no year. */
const YEAR = z.union(
  [
    z.literal('').transform(() => null),
    z.coerce
      .number({ error: /*i18n*/ 'Enter a year.' })
      .int(/*i18n*/ 'Enter a year.')
      .min(1950, /*i18n*/ 'Enter a year from 1950.')
      .refine((y) => y <= Number(thisMonth().slice(0, 4)), /*i18n*/ 'The year cannot be in the future.'),
  ],
  { error: /*i18n*/ 'Enter a year.' },
);
/** A month as a month input gives it (YYYY-MM), not after this month. */
const month = (m: { tooEarly: string; future: string }) =>
  text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, /*i18n*/ 'Enter the month as YYYY-MM.')
    .refine((v) => v >= '1950-01', m.tooEarly)
    .refine((v) => v <= thisMonth(), m.future);

/** A degree the teacher holds: degree, subject, university, year. */
export const EducationSchema = z.object({
  degree: limited(100, /*i18n*/ 'Degree must be at most 100 characters.').min(1, /*i18n*/ 'Degree is required.'),
  subject: limited(100, /*i18n*/ 'Subject must be at most 100 characters.').default(''),
  university: limited(150, /*i18n*/ 'University must be at most 150 characters.').default(''),
  year: YEAR.nullable().default(null),
});
export type Education = z.infer<typeof EducationSchema>;

/** A school she worked at: school, role, from and to (empty "to": she works there now). */
export const WorkSchema = z
  .object({
    school: limited(150, /*i18n*/ 'School must be at most 150 characters.').min(1, /*i18n*/ 'School is required.'),
    role: limited(100, /*i18n*/ 'Role must be at most 100 characters.').default(''),
    from: month({
      tooEarly: /*i18n*/ 'The start cannot be before 1950.',
      future: /*i18n*/ 'The start cannot be in the future.',
    }),
    to: z
      .union([
        z.literal('').transform(() => null),
        month({
          tooEarly: /*i18n*/ 'The end cannot be before 1950.',
          future: /*i18n*/ 'The end cannot be in the future.',
        }),
      ])
      .nullable()
      .default(null),
  })
  .refine((w) => !w.to || w.to >= w.from, { path: ['to'], error: /*i18n*/ 'The end cannot be before the start.' });
export type Work = z.infer<typeof WorkSchema>;

export const TEACHER_RECORD_FIELDS = {
  summary: z
    .union([z.literal('').transform(() => null), limited(1000, /*i18n*/ 'Summary must be at most 1000 characters.')])
    .nullable()
    .optional(),
  education: z.array(EducationSchema).max(10, /*i18n*/ 'List at most 10 degrees.').optional(),
  workHistory: z.array(WorkSchema).max(20, /*i18n*/ 'List at most 20 schools.').optional(),
};

/*
 * The same rows as answers give them: plain types, as an answer is written out, not parsed (an input's
 * transforms, such as '' to null, cannot run backwards).
 */
const EducationRecordSchema = z.object({
  degree: z.string(),
  subject: z.string(),
  university: z.string(),
  year: z.number().int().nullable(),
});
const WorkRecordSchema = z.object({
  school: z.string(),
  role: z.string(),
  from: z.string(),
  to: z.string().nullable(),
});

/** What schools hire on beyond the profile's fields, as a profile, a card and an applicant show it. */
export const TeacherRecordSchema = z.object({
  summary: z.string().nullable(),
  education: z.array(EducationRecordSchema),
  workHistory: z.array(WorkRecordSchema),
  cv: CvInfoSchema,
});

export const CvUploadSchema = z.object({ cv: PictureFileSchema });
export const SeekerIdParamSchema = z.object({ seekerId: z.uuid({ error: 'seekerId is the _id of a job seeker.' }) });

/**
 * A teacher's CV: she uploads and removes her own; she, a school she applied to, and a school that finds
 * her in Find Employee while she is looking download it. Anyone else gets 404, as if there were none.
 */
export const cvApi = endpoints('profiles', {
  uploadCv: {
    method: 'PUT',
    path: '/api/jobseeker-profile/cv',
    access: ['jobseeker'],
    summary: 'Upload or replace the caller’s CV (multipart: a PDF of at most 5 MB named cv)',
    body: CvUploadSchema,
    answer: z.object({ message: z.string(), cv: CvInfoSchema }),
    multipart: true,
    bodyLimit: CV_MAX_BYTES + 64 * 1024,
    fileLimit: CV_MAX_BYTES,
    errors: [400, 401, 403, 413],
  },
  removeCv: {
    method: 'DELETE',
    path: '/api/jobseeker-profile/cv',
    access: ['jobseeker'],
    summary: 'Remove the caller’s CV',
    answer: MessageSchema,
    errors: [401, 403],
  },
  downloadCv: {
    method: 'GET',
    path: '/api/jobseekers/:seekerId/cv',
    access: ['jobseeker', 'instituteAdmin', 'instituteUser'],
    summary:
      'A job seeker’s CV (PDF): for herself, a school she applied to, or a school finding her while she is looking; 404 for anyone else',
    params: SeekerIdParamSchema,
    answer: z.custom<FileAnswer>().meta({ type: 'string', format: 'binary' }),
    file: true,
    errors: [400, 401, 403, 404],
  },
});
