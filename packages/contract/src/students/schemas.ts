import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { DateSchema } from '../dates.ts';
import { choice, PersonNameSchema, PhoneSchema, required, text } from '../fields.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: /*i18n*/ 'Male',
  female: /*i18n*/ 'Female',
  other: /*i18n*/ 'Other',
};
export const GenderSchema = z.enum(GENDERS, { error: /*i18n*/ 'Gender is male, female or other.' });
export type Gender = z.infer<typeof GenderSchema>;

export const STUDENT_STATUSES = ['active', 'left'] as const;
export const StudentStatusSchema = z.enum(STUDENT_STATUSES);
export type StudentStatus = z.infer<typeof StudentStatusSchema>;

export const AdmissionNumberSchema = required(/*i18n*/ 'Admission number is required.').pipe(
  z
    .string()
    .regex(
      /^[A-Za-z0-9/_-]{1,30}$/,
      /*i18n*/ 'Admission number may use letters, digits, / - and _ (at most 30 characters).',
    ),
);

const today = () => new Date().toISOString().slice(0, 10);
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

export const RollNumberSchema = z
  .number({ error: /*i18n*/ 'Roll number is a number.' })
  .int(/*i18n*/ 'Roll number is a whole number.')
  .min(1, /*i18n*/ 'Roll number is at least 1.')
  .max(9999, /*i18n*/ 'Roll number is at most 9999.');

/** The student's own fields (design section 6); every form and import row is checked by these. */
export const StudentFields = z.object({
  admissionNumber: AdmissionNumberSchema,
  name: PersonNameSchema(),
  gender: GenderSchema,
  dob: DateSchema(/*i18n*/ 'Date of birth is required.').refine(
    (v) => v <= today(),
    /*i18n*/ 'Date of birth cannot be in the future.',
  ),
  sectionId: z.uuid({ error: /*i18n*/ 'Choose a class and section.' }),
  rollNumber: blankIsNull(RollNumberSchema),
  guardianName: PersonNameSchema(/*i18n*/ "Guardian's name is required."),
  guardianPhone: PhoneSchema(/*i18n*/ "Guardian's phone is required."),
  address: blankIsNull(text().trim().max(500, /*i18n*/ 'Address must be at most 500 characters.')),
  admissionDate: DateSchema(/*i18n*/ 'Admission date is required.'),
});

const checkDates = (v: { dob?: string; admissionDate?: string }, ctx: z.RefinementCtx) => {
  if (v.dob && v.admissionDate && v.admissionDate < v.dob)
    ctx.addIssue({
      code: 'custom',
      path: ['admissionDate'],
      message: /*i18n*/ 'Admission date is before the date of birth.',
    });
};

export const StudentBodySchema = StudentFields.superRefine(checkDates);
export type StudentBody = z.input<typeof StudentBodySchema>;
export type StudentInput = z.output<typeof StudentBodySchema>;

/** The student form: gender and class-and-section are Selects that hold '' until one is chosen. */
export const StudentFormSchema = StudentFields.extend({
  gender: choice(GenderSchema, /*i18n*/ 'Choose a gender.'),
  sectionId: choice(z.uuid(), /*i18n*/ 'Choose a class and section.'),
}).superRefine(checkDates);
export type StudentForm = z.input<typeof StudentFormSchema>;

/** A student as lists and forms show them, with their class and section by name. */
export const StudentSchema = z.object({
  _id: z.string(),
  admissionNumber: z.string(),
  name: z.string(),
  gender: GenderSchema,
  dob: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  classId: z.string(),
  className: z.string(),
  academicYearId: z.string(),
  rollNumber: z.number().int().nullable(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  address: z.string().nullable(),
  admissionDate: z.string(),
  status: StudentStatusSchema,
  leftOn: z.string().nullable(),
  leftReason: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type Student = z.infer<typeof StudentSchema>;

export const STUDENT_EVENTS = [
  'admitted',
  'edited',
  'moved',
  'promoted',
  'detained',
  'left',
  'readmitted',
  'imported',
] as const;
export const StudentEventSchema = z.object({
  _id: z.string(),
  action: z.enum(STUDENT_EVENTS),
  /** What changed, in words: "Class 5 A → Class 6 A". */
  detail: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type StudentEvent = z.infer<typeof StudentEventSchema>;

export const StudentDetailSchema = StudentSchema.extend({ history: z.array(StudentEventSchema) });
export type StudentDetail = z.infer<typeof StudentDetailSchema>;

export const StudentFilterSchema = z.object({
  /** Matches name, admission number or guardian phone, anywhere in the text. */
  q: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
  classId: z.uuid().optional(),
  sectionId: z.uuid().optional(),
  status: StudentStatusSchema.optional(),
});
export const StudentListQuerySchema = PageQuerySchema.extend(StudentFilterSchema.shape);
export type StudentListQuery = z.input<typeof StudentListQuerySchema>;
export type StudentListInput = z.output<typeof StudentListQuerySchema>;
export type StudentFilter = z.output<typeof StudentFilterSchema>;

export const StudentIdParamSchema = z.object({ studentId: z.uuid({ error: /*i18n*/ 'No such student.' }) });

export const MoveStudentsBodySchema = z.object({
  studentIds: z
    .array(z.uuid())
    .min(1, /*i18n*/ 'Choose at least one student.')
    .max(500, /*i18n*/ 'Move at most 500 students at a time.'),
  sectionId: z.uuid({ error: /*i18n*/ 'Choose the section to move them to.' }),
});
export type MoveStudentsBody = z.input<typeof MoveStudentsBodySchema>;

/** Year-end promotion: every active student of a class goes to the section of the same name in the target class. */
export const PromoteClassBodySchema = z.object({
  fromClassId: z.uuid({ error: /*i18n*/ 'Choose the class to promote.' }),
  toClassId: z.uuid({ error: /*i18n*/ 'Choose the class to promote to.' }),
});
export type PromoteClassBody = z.input<typeof PromoteClassBodySchema>;

export const MovedAnswerSchema = z.object({ message: z.string(), moved: z.number().int() });

export const LeaveBodySchema = z.object({
  leftOn: DateSchema(/*i18n*/ 'The date the student left is required.'),
  reason: required(/*i18n*/ 'A reason is required.').pipe(
    z.string().max(300, /*i18n*/ 'Reason must be at most 300 characters.'),
  ),
});
export type LeaveBody = z.input<typeof LeaveBodySchema>;

/** A student who left comes back: into a section of the current year, from a day; their history stays theirs. */
export const ReadmitBodySchema = z.object({
  sectionId: z.uuid({ error: /*i18n*/ 'Choose a class and section.' }),
  readmittedOn: DateSchema(/*i18n*/ 'The date of re-admission is required.'),
});
export type ReadmitBody = z.input<typeof ReadmitBodySchema>;

/** A mid-year move to another class of the same year, from a day: fees follow it (decision 016). */
export const MoveClassBodySchema = z.object({
  sectionId: z.uuid({ error: /*i18n*/ 'Choose the section to move them to.' }),
  movedOn: DateSchema(/*i18n*/ 'The date of the move is required.'),
});
export type MoveClassBody = z.input<typeof MoveClassBodySchema>;

export const StudentAnswerSchema = z.object({ message: z.string(), student: StudentSchema });

export const NextAdmissionNumberSchema = z.object({ admissionNumber: z.string() });

/** Office dashboard: students by class and section, and this month's admissions. */
export const StudentSummarySchema = z.object({
  active: z.number().int(),
  newThisMonth: z.number().int(),
  academicYearName: z.string().nullable(),
  bySection: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      sectionId: z.string(),
      sectionName: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type StudentSummary = z.infer<typeof StudentSummarySchema>;
