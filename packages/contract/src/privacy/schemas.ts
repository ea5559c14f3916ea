import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { PRIVACY_MESSAGES } from './messages.ts';

export const DATA_REQUEST_KINDS = ['export', 'deleteAccount', 'closeInstitute'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Deleting is confirmed with the password and the word DELETE, so a left-open session cannot do it in one click. */
export const ConfirmDeletionSchema = z.object({
  password: z.string({ error: PRIVACY_MESSAGES.passwordRequired }).min(1, PRIVACY_MESSAGES.passwordRequired),
  confirm: z.literal('DELETE', { error: PRIVACY_MESSAGES.confirmRequired }),
});
export type ConfirmDeletion = z.infer<typeof ConfirmDeletionSchema>;

/** Everything the portal holds about the caller: one section per kind of data (see the server's privacy/export.ts). */
export const PersonalDataSchema = z.object({
  exportedAt: IsoDateSchema,
  sections: z.record(z.string(), z.unknown()),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

export const DoneSchema = z.object({ message: z.string() });

/** A request the super admin sees: who (their user ID and role; the name is gone once erased) and when. */
export const DataRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  userId: z.string(),
  role: z.string(),
  instituteCode: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

export const DataRequestListQuerySchema = PageQuerySchema;
