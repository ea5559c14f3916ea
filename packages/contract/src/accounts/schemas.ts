import { z } from 'zod';
import { text } from '../fields.ts';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { AccountStatusSchema, RoleSchema } from '../role-schemas.ts';
import type { AccountStatus } from '../roles.ts';

/** A registration/user record as the super admin's lists show it. */
export const AccountSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  instituteCode: z.string().nullable(),
  /** An institute admin's institute, as its registration or profile names it (lists; absent elsewhere). */
  instituteName: z.string().nullable().optional(),
  udiseCode: z.string().nullable().optional(),
  status: AccountStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountActionAnswerSchema = z.object({ message: z.string(), account: AccountSchema });

/** The super admin's account lists, by the name of their endpoint, and what each holds. */
export const ACCOUNT_LISTS = {
  pendingRegistrations: { status: 'pending', selfRegisteredOnly: true },
  approvedRegistrations: { status: 'approved', selfRegisteredOnly: true },
  rejectedRegistrations: { status: 'rejected', selfRegisteredOnly: true },
  activeUsers: { status: 'approved', selfRegisteredOnly: false },
  suspendedUsers: { status: 'suspended', selfRegisteredOnly: false },
} as const satisfies Record<string, { status: AccountStatus; selfRegisteredOnly: boolean }>;
export type AccountListName = keyof typeof ACCOUNT_LISTS;

export const AccountListQuerySchema = PageQuerySchema.extend({
  /** Matches name, e-mail, user ID or institute code, anywhere in the text. */
  q: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
  role: RoleSchema.exclude(['superAdmin']).optional(),
});
export type AccountListInput = z.output<typeof AccountListQuerySchema>;

/** Dashboard counts; field names as the spec's client reads them. */
export const AdminSummarySchema = z.object({
  pendingApprovals: z.number().int(),
  schoolsRegistered: z.number().int(),
  instituteUser: z.number().int(),
  jobseekerRegistered: z.number().int(),
  /** Bus ads waiting for the super admin's approval. */
  pendingAds: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** The decisions a super admin takes on an account. */
export const ACCOUNT_ACTIONS = ['approve', 'reject', 'revoke', 'reopen', 'suspend', 'unsuspend'] as const;
export const AccountActionSchema = z.enum(ACCOUNT_ACTIONS);
export type AccountAction = z.infer<typeof AccountActionSchema>;

/** What an account's audit trail records: the admin's decisions, and a rejected applicant's one appeal. */
export const ACCOUNT_EVENT_ACTIONS = [...ACCOUNT_ACTIONS, 'appeal'] as const;
export const AccountEventActionSchema = z.enum(ACCOUNT_EVENT_ACTIONS);
export type AccountEventAction = z.infer<typeof AccountEventActionSchema>;

/** One line of an account's audit trail. */
export const AccountEventSchema = z.object({
  _id: z.string(),
  action: AccountEventActionSchema,
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type AccountEvent = z.infer<typeof AccountEventSchema>;

export const ReasonBodySchema = z
  .object({ reason: text().trim().max(500, /*i18n*/ 'Reason must be at most 500 characters.').optional() })
  .nullish();
