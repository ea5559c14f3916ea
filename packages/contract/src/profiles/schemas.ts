import { z } from 'zod';
import { PersonNameSchema, PhoneSchema, text } from '../fields.ts';
import { RoleSchema } from '../role-schemas.ts';
import { PICTURE_MESSAGES } from './messages.ts';

/** Profile pictures: JPG, JPEG or PNG. The super admin's may be at most 2 MB. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const SUPER_ADMIN_PICTURE_MAX_BYTES = 2_097_152;

export const SuperAdminProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  /** A data URL (data:image/png;base64,…), or null when none was uploaded. */
  profilePicture: z.string().nullable(),
});
export type SuperAdminProfile = z.infer<typeof SuperAdminProfileSchema>;

/** Either the profile fields, or the picture alone (null removes it). */
export const SuperAdminProfileUpdateSchema = z.object({
  name: PersonNameSchema().optional(),
  phone: z.union([z.literal('').transform(() => null), PhoneSchema()]).nullable().optional(),
  profilePicture: text().max(3_000_000, PICTURE_MESSAGES.superAdminSize).nullable().optional(),
});
export type SuperAdminProfileUpdate = z.input<typeof SuperAdminProfileUpdateSchema>;
/** The changes as the server receives them, parsed. */
export type SuperAdminProfileChanges = z.output<typeof SuperAdminProfileUpdateSchema>;

export const SuperAdminProfileAnswerSchema = z.object({ message: z.string(), profile: SuperAdminProfileSchema });
