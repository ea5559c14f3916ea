import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { DateSchema } from '../dates.ts';
import { required, text } from '../fields.ts';

/** Whether the student qualified for promotion to the next class, as a TC says it. */
export const TC_PROMOTION = ['yes', 'no', 'notApplicable'] as const;
export type TcPromotion = (typeof TC_PROMOTION)[number];
export const TC_PROMOTION_LABELS: Record<TcPromotion, string> = {
  yes: 'Yes',
  no: 'No',
  notApplicable: /*i18n*/ 'Not applicable',
};

const line = (message: string, max = 120, tooLong = /*i18n*/ 'At most 120 characters.') =>
  required(message).pipe(z.string().max(max, tooLong));

/**
 * What the office fills in when it issues a TC. The register gives the rest (name, date of birth, admission number and
 * date, class); a student still active is marked left with the day and reason given, in the same transaction.
 */
export const IssueTcBodySchema = z.object({
  fatherName: line(/*i18n*/ "The father's name is required."),
  motherName: line(/*i18n*/ "The mother's name is required."),
  nationality: line(/*i18n*/ 'Nationality is required.', 40, /*i18n*/ 'At most 40 characters.'),
  leftOn: DateSchema(/*i18n*/ 'The date of leaving is required.'),
  reason: line(/*i18n*/ 'A reason is required.', 300, /*i18n*/ 'At most 300 characters.'),
  promoted: z.enum(TC_PROMOTION, { error: /*i18n*/ 'Say whether the student qualified for promotion.' }),
  conduct: line(/*i18n*/ 'Conduct is required.', 60, /*i18n*/ 'At most 60 characters.'),
  subjects: line(/*i18n*/ 'The subjects studied are required.', 300, /*i18n*/ 'At most 300 characters.'),
  /** The institute admin's reason for issuing while dues stand; refused from anyone else. */
  overrideReason: z
    .union([z.literal('').transform(() => undefined), text().trim().max(300, /*i18n*/ 'At most 300 characters.')])
    .optional(),
});
export type IssueTcBody = z.input<typeof IssueTcBodySchema>;

export const DuplicateTcBodySchema = z.object({
  reason: line(/*i18n*/ 'A reason is required.', 300, /*i18n*/ 'At most 300 characters.'),
});

export const TcIdParamSchema = z.object({ tcId: z.uuid({ error: /*i18n*/ 'No such transfer certificate.' }) });
export const TcPdfQuerySchema = z.object({ duplicate: z.enum(['true', 'false']).optional() });

export const TransferCertificateSchema = z.object({
  _id: z.string(),
  /** Numbered 1, 2, 3... per school, without gaps. */
  number: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  nationality: z.string(),
  dob: IsoDateSchema,
  admissionNumber: z.string(),
  admissionDate: IsoDateSchema,
  className: z.string(),
  promoted: z.enum(TC_PROMOTION),
  leftOn: IsoDateSchema,
  reason: z.string(),
  conduct: z.string(),
  subjects: z.string(),
  /** Rupees still due when it was issued: 0 when all dues were paid. */
  duesAtIssue: z.number(),
  overrideReason: z.string().nullable(),
  overrideByName: z.string().nullable(),
  issuedByName: z.string().nullable(),
  duplicates: z.number().int(),
  createdAt: IsoDateSchema,
});
export type TransferCertificate = z.infer<typeof TransferCertificateSchema>;
