import { z } from 'zod';
import { calendarDate } from '../dates.ts';
import { choice, PersonNameSchema, PhoneSchema, required, text } from '../fields.ts';
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
import { checkDistrictOfState, districtField, stateByCodeOrNameField } from '../reference/places.ts';
import { isSchoolLevel, isSubjectFor, isSyllabus, SCHOOL_LEVELS, SYLLABUSES } from '../reference/subjects.ts';
import { TEACHER_RECORD_FIELDS, TeacherRecordSchema } from './cv.ts';
import { JOBSEEKER_PROFILE_MESSAGES } from './messages.ts';
import { JOBSEEKER_PICTURE_MAX_BYTES, base64BodyLimit } from './file-rules.ts';
import { PictureUrlSchema } from './pictures.ts';

export const MAX_EXPERIENCE_YEARS = 30;
/** Rupees a month; above this a figure is a typing mistake, not an expectation. */
export const MAX_EXPECTED_SALARY = 10_00_000;
const MIN_AGE = 18;
const MAX_AGE = 75;

/** The job seeker profile as the screen shows it; fields the seeker has not filled in are null or empty. */
export const JobseekerProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD. */
  dob: z.string().nullable(),
  totalExp: z.number().int().nullable(),
  schoolLevel: SchoolLevelSchema.nullable(),
  syllabus: SyllabusSchema.nullable(),
  /** As the seeker's syllabus names it ("Math" for State). */
  subject: z.string().nullable(),
  /** The vocabulary id ("mathematics"): the value of the form's select. */
  subjectId: z.string().nullable(),
  /** By name ("Tamil Nadu"), as spec section 3 has it, so a client of the spec shows it. */
  state: z.string().nullable(),
  /** The code ("TN"): the value of the form's select. */
  stateCode: StateCodeSchema.nullable(),
  district: z.string().nullable(),
  taluk: z.string().nullable(),
  isLookingForJob: z.boolean(),
  profilePicture: PictureUrlSchema,
  /** Whole rupees a month. */
  maxExpectedSalary: z.number().int().nullable(),
  teachingLevels: z.array(TeachingLevelSchema),
  qualifications: z.array(QualificationSchema),
  eligibilityTests: z.array(EligibilityTestSchema),
  languages: z.array(LanguageSchema),
  isProfileCompleted: z.boolean(),
  ...TeacherRecordSchema.shape,
});
export type JobseekerProfile = z.infer<typeof JobseekerProfileSchema>;

/** Age in whole years on `today` of someone born on `dob` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const DobSchema = required(/*i18n*/ 'Date of birth is required.')
  .pipe(calendarDate())
  .refine(
    (v) => ageOn(v, new Date().toISOString().slice(0, 10)) >= MIN_AGE,
    /*i18n*/ 'You must be at least 18 years old.',
  )
  .refine(
    (v) => ageOn(v, new Date().toISOString().slice(0, 10)) <= MAX_AGE,
    /*i18n*/ 'Enter a date of birth within the last 75 years.',
  );

/** Whole years, as a client sends them (8) or as the form's Select holds them ('' until chosen, then "8"). */
const experience = z
  .union([z.number(), z.string()], { error: /*i18n*/ 'Total experience is required.' })
  .transform((v) => (v === '' ? undefined : Number(v)))
  .pipe(
    z
      .number({ error: /*i18n*/ 'Total experience is required.' })
      .int(/*i18n*/ 'Experience is in whole years.')
      .min(0, /*i18n*/ 'Experience is 0 to 30 years.')
      .max(MAX_EXPERIENCE_YEARS, /*i18n*/ 'Experience is 0 to 30 years.'),
  );

/** An optional field a form leaves as '' when empty. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

const salary = z
  .number({ error: /*i18n*/ 'Enter the salary in rupees.' })
  .int(/*i18n*/ 'Enter whole rupees.')
  .min(0, /*i18n*/ 'Salary cannot be negative.')
  .max(MAX_EXPECTED_SALARY, /*i18n*/ 'Enter the salary a month, in rupees (at most ₹10,00,000).');

const codes = <T extends z.ZodType>(schema: T, max: number, tooMany: string) => z.array(schema).max(max, tooMany);

/** The profile's own fields, each with its message; the whole-profile save requires those in JOBSEEKER_REQUIRED. */
const JobseekerProfileFields = z.object({
  name: PersonNameSchema(),
  phone: PhoneSchema(),
  dob: DobSchema,
  totalExp: experience,
  schoolLevel: choice(z.enum(SCHOOL_LEVELS), /*i18n*/ 'School level is required.'),
  syllabus: choice(z.enum(SYLLABUSES), /*i18n*/ 'Syllabus is required.'),
  subject: required(/*i18n*/ 'Subject is required.').pipe(SubjectSchema),
  state: stateByCodeOrNameField(),
  district: districtField(),
  taluk: blankIsNull(text().trim().max(100, /*i18n*/ 'Taluk must be at most 100 characters.')),
  maxExpectedSalary: blankIsNull(salary),
  teachingLevels: codes(TeachingLevelSchema, 4, /*i18n*/ 'Choose at most 4 levels.').optional(),
  qualifications: codes(QualificationSchema, 9, /*i18n*/ 'Choose at most 9 qualifications.').optional(),
  eligibilityTests: codes(EligibilityTestSchema, 4, /*i18n*/ 'Choose at most 4 tests.').optional(),
  languages: codes(LanguageSchema, 23, /*i18n*/ 'Choose at most 23 languages.').optional(),
  ...TEACHER_RECORD_FIELDS,
});

/** The subject must be one of the chosen level and syllabus (spec section 5). */
function checkSubject(
  value: { schoolLevel?: string | null; syllabus?: string | null; subject?: string | null },
  ctx: z.RefinementCtx,
) {
  const { schoolLevel, syllabus, subject } = value;
  if (!schoolLevel || !syllabus || !subject) return;
  if (isSchoolLevel(schoolLevel) && isSyllabus(syllabus) && !isSubjectFor(schoolLevel, syllabus, subject))
    ctx.addIssue({ code: 'custom', path: ['subject'], message: JOBSEEKER_PROFILE_MESSAGES.subjectOfSyllabus });
}

type Fields = z.output<typeof JobseekerProfileFields>;
const checkProfile = (value: Partial<Fields>, ctx: z.RefinementCtx) => {
  checkSubject(value, ctx);
  checkDistrictOfState(value, ctx);
};

/** The profile form as the screen validates it. */
export const JobseekerProfileFormSchema = JobseekerProfileFields.superRefine(checkProfile);
export type JobseekerProfileForm = z.input<typeof JobseekerProfileFormSchema>;

/** What a whole-profile save must carry, with the message for each field left out. */
const JOBSEEKER_REQUIRED = {
  name: /*i18n*/ 'Name is required.',
  phone: /*i18n*/ 'Phone is required.',
  dob: 'Date of birth is required.',
  totalExp: 'Total experience is required.',
  schoolLevel: 'School level is required.',
  syllabus: 'Syllabus is required.',
  subject: 'Subject is required.',
  state: 'State is required.',
  district: 'District is required.',
} as const satisfies Partial<Record<keyof Fields, string>>;

const SWITCH_AND_PICTURE = ['isLookingForJob', 'profilePicture'];

/**
 * One call, three uses (spec section 7): the whole profile, or `isLookingForJob` alone, or
 * `profilePicture` alone (base64 or a data URL; null removes it).
 */
export const JobseekerProfileUpdateSchema = JobseekerProfileFields.partial()
  .extend({
    isLookingForJob: z.boolean({ error: 'isLookingForJob is true or false.' }).optional(),
    profilePicture: text()
      .max(base64BodyLimit(JOBSEEKER_PICTURE_MAX_BYTES), /*i18n*/ 'File size should not exceed 5MB.')
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    const sent = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    if (sent.length === 0)
      return void ctx.addIssue({ code: 'custom', message: JOBSEEKER_PROFILE_MESSAGES.nothingSent });
    if (sent.every((k) => SWITCH_AND_PICTURE.includes(k))) return;
    for (const [field, message] of Object.entries(JOBSEEKER_REQUIRED))
      if (value[field as keyof typeof value] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    checkProfile(value, ctx);
  });
export type JobseekerProfileUpdate = z.input<typeof JobseekerProfileUpdateSchema>;
export type JobseekerProfileChanges = z.output<typeof JobseekerProfileUpdateSchema>;

export const JobseekerProfileAnswerSchema = z.object({ message: z.string(), profile: JobseekerProfileSchema });
