import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { AccountStatusSchema, RoleSchema } from './roles.ts';

/** A registration/user record as the super admin's lists show it. */
export const AccountSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  instituteCode: z.string().nullable(),
  status: AccountStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountActionAnswerSchema = z.object({ message: z.string(), account: AccountSchema });
