import { z } from 'zod';
import { PersonNameSchema, PhoneSchema, required, text } from '../fields.ts';
import { PICTURE_MESSAGES } from './messages.ts';
import { base64BodyLimit, SUPER_ADMIN_PICTURE_MAX_BYTES } from './file-rules.ts';
import { PictureUrlSchema } from './pictures.ts';

/** Office roles the screen suggests; a school may type its own. */
export const DESIGNATIONS = [
  'Accountant',
  'Clerk',
  'Office Assistant',
  'Cashier',
  'Receptionist',
  'Admission Officer',
  'Office Superintendent',
] as const;

/** The institute user's profile (spec: /instituteUserProfile); designation is null until the first save. */
export const InstituteUserProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  instituteCode: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  profilePicture: PictureUrlSchema,
  isProfileCompleted: z.boolean(),
});
export type InstituteUserProfile = z.infer<typeof InstituteUserProfileSchema>;

/** The picture follows the super admin's rules (JPG/PNG, 2 MB). */
export const INSTITUTE_USER_PICTURE_MAX_BYTES = SUPER_ADMIN_PICTURE_MAX_BYTES;

const Fields = {
  name: PersonNameSchema(),
  phone: PhoneSchema(),
  designation: required(/*i18n*/ 'Designation is required.').pipe(
    z.string().max(60, /*i18n*/ 'Designation must be at most 60 characters.'),
  ),
};

export const InstituteUserProfileFormSchema = z.object(Fields);
export type InstituteUserProfileForm = z.input<typeof InstituteUserProfileFormSchema>;

const REQUIRED = {
  name: /*i18n*/ 'Name is required.',
  phone: /*i18n*/ 'Phone is required.',
  designation: 'Designation is required.',
} as const;

/** The whole profile (the picture optional), or the picture alone (base64 or a data URL; null removes it). */
export const InstituteUserProfileUpdateSchema = z
  .object({
    name: Fields.name.optional(),
    phone: Fields.phone.optional(),
    designation: Fields.designation.optional(),
    profilePicture: text()
      .max(base64BodyLimit(INSTITUTE_USER_PICTURE_MAX_BYTES), PICTURE_MESSAGES.instituteSize)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    const pictureAlone =
      value.profilePicture !== undefined &&
      Object.keys(REQUIRED).every((k) => value[k as keyof typeof REQUIRED] === undefined);
    if (pictureAlone) return;
    for (const [field, message] of Object.entries(REQUIRED))
      if (value[field as keyof typeof REQUIRED] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type InstituteUserProfileUpdate = z.input<typeof InstituteUserProfileUpdateSchema>;
export type InstituteUserProfileChanges = z.output<typeof InstituteUserProfileUpdateSchema>;

export const InstituteUserProfileAnswerSchema = z.object({ message: z.string(), profile: InstituteUserProfileSchema });
