import { z } from 'zod';
import { EmailSchema, NewAccountPasswordSchema, PersonNameSchema, required, text } from '../fields.ts';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { AccountStatusSchema } from '../role-schemas.ts';

/** A member of an institute's office staff as the admin's table shows them (spec section 3). */
export const InstituteUserSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('instituteUser'),
  instituteCode: z.string(),
  isSuspended: z.boolean(),
  /** 'approved' once the admin approved them (a suspended user stays approved), otherwise 'pending'. */
  approvalStatus: z.enum(['approved', 'pending']),
  status: AccountStatusSchema,
  createdAt: IsoDateSchema,
});
export type InstituteUser = z.infer<typeof InstituteUserSchema>;

/** User IDs the admin chooses: what a person can read out and type on a phone. */
export const InstituteUserIdSchema = required(/*i18n*/ 'User ID is required.').pipe(
  z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{3,30}$/,
      /*i18n*/ 'User ID may use letters, digits, dot, hyphen and underscore (3 to 30 characters).',
    ),
);

const AddInstituteUserFields = {
  userId: InstituteUserIdSchema,
  name: PersonNameSchema(),
  email: EmailSchema(),
  password: NewAccountPasswordSchema,
};

/** The Add New Institute User form as the screen checks it (the institute code is shown read-only). */
export const AddInstituteUserFormSchema = z.object(AddInstituteUserFields);
export type AddInstituteUserForm = z.input<typeof AddInstituteUserFormSchema>;

/** The spec's payload: the role and institute code travel too, and must be the admin's own. */
export const AddInstituteUserBodySchema = z.object({
  ...AddInstituteUserFields,
  role: z
    .literal('instituteUser', { error: /*i18n*/ 'Only institute users can be added here.' })
    .optional()
    .default('instituteUser'),
  instituteCode: text().trim().max(30).optional(),
});
export type AddInstituteUserBody = z.input<typeof AddInstituteUserBodySchema>;

export const InstituteUserListQuerySchema = PageQuerySchema.extend({
  /** Matches user ID, name or e-mail anywhere in the text. */
  q: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
});
export type InstituteUserListInput = z.output<typeof InstituteUserListQuerySchema>;

export const InstituteCodeParamSchema = z.object({ instituteCode: text().trim().min(1).max(30) });

export const SuspendInstituteUserBodySchema = z.object({
  isSuspended: z.boolean({ error: 'isSuspended is true or false.' }),
});

export const InstituteUserAnswerSchema = z.object({ message: z.string(), user: InstituteUserSchema });
