import { z } from 'zod';
import { PersonNameSchema, PhoneSchema, text } from '../fields.ts';
import { RoleSchema } from '../role-schemas.ts';
import { PICTURE_MESSAGES } from './messages.ts';
import { SUPER_ADMIN_PICTURE_MAX_BYTES, base64BodyLimit } from './file-rules.ts';
import { PictureUrlSchema } from './pictures.ts';

export const SuperAdminProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  profilePicture: PictureUrlSchema,
});
export type SuperAdminProfile = z.infer<typeof SuperAdminProfileSchema>;

const blankPhoneIsNull = z.union([z.literal('').transform(() => null), PhoneSchema()]).nullable();

/** The profile form as the screen validates it: a name, and a phone that may be left empty. */
export const SuperAdminProfileFormSchema = z.object({ name: PersonNameSchema(), phone: blankPhoneIsNull });
export type SuperAdminProfileForm = z.input<typeof SuperAdminProfileFormSchema>;

/** Either the profile fields, or the picture alone (null removes it). */
export const SuperAdminProfileUpdateSchema = z.object({
  name: PersonNameSchema().optional(),
  phone: blankPhoneIsNull.optional(),
  profilePicture: text()
    .max(base64BodyLimit(SUPER_ADMIN_PICTURE_MAX_BYTES), PICTURE_MESSAGES.superAdminSize)
    .nullable()
    .optional(),
});
export type SuperAdminProfileUpdate = z.input<typeof SuperAdminProfileUpdateSchema>;
/** The changes as the server receives them, parsed. */
export type SuperAdminProfileChanges = z.output<typeof SuperAdminProfileUpdateSchema>;

export const SuperAdminProfileAnswerSchema = z.object({ message: z.string(), profile: SuperAdminProfileSchema });
