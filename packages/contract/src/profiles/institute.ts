import { z } from 'zod';
import { choice, PersonNameSchema, PhoneSchema, required } from '../fields.ts';
import { BoardSchema, SchoolTypeSchema, StateCodeSchema } from '../reference/schemas.ts';
import { checkDistrictOfState, districtField, stateField } from '../reference/places.ts';
import { BOARDS, SCHOOL_TYPES } from '../reference/teaching.ts';
import { PictureFileSchema, PictureUrlSchema } from './pictures.ts';

/** The institute profile as the screen shows it; fields are null until the admin first saves it. */
export const InstituteProfileSchema = z.object({
  /** The institute admin's account. */
  _id: z.string(),
  userId: z.string(),
  instituteCode: z.string(),
  email: z.string(),
  instituteName: z.string().nullable(),
  affiliationNumber: z.string().nullable(),
  schoolType: SchoolTypeSchema.nullable(),
  board: BoardSchema.nullable(),
  state: StateCodeSchema.nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  profilePicture: PictureUrlSchema,
  isProfileCompleted: z.boolean(),
});
export type InstituteProfile = z.infer<typeof InstituteProfileSchema>;

const limited = (message: string, max: number, tooLong: string) => required(message).pipe(z.string().max(max, tooLong));

/** Every field the spec marks required (section 5); the e-mail is the account's and is not edited here. */
const InstituteProfileFields = z.object({
  instituteName: limited(
    /*i18n*/ 'Institute name is required.',
    150,
    /*i18n*/ 'Institute name must be at most 150 characters.',
  ),
  affiliationNumber: limited(
    /*i18n*/ 'Affiliation number is required.',
    50,
    /*i18n*/ 'Affiliation number must be at most 50 characters.',
  ),
  schoolType: choice(z.enum(SCHOOL_TYPES), /*i18n*/ 'School type is required.'),
  board: choice(z.enum(BOARDS), /*i18n*/ 'Board is required.'),
  state: stateField(),
  district: districtField(),
  address: limited(/*i18n*/ 'Address is required.', 500, /*i18n*/ 'Address must be at most 500 characters.'),
  contactPerson: PersonNameSchema(/*i18n*/ 'Contact person is required.'),
  phone: PhoneSchema(),
});

/** The form as the screen validates it. */
export const InstituteProfileFormSchema = InstituteProfileFields.superRefine(checkDistrictOfState);
export type InstituteProfileForm = z.input<typeof InstituteProfileFormSchema>;

/** The multipart form the update call sends: every field, and the picture as a file part when it changes. */
export const InstituteProfileUpdateSchema = InstituteProfileFields.extend({
  profilePicture: PictureFileSchema.optional(),
}).superRefine(checkDistrictOfState);
export type InstituteProfileUpdate = z.input<typeof InstituteProfileUpdateSchema>;
export type InstituteProfileChanges = z.output<typeof InstituteProfileUpdateSchema>;

export const InstituteProfileAnswerSchema = z.object({ message: z.string(), profile: InstituteProfileSchema });

/** The institute admin dashboard's three cards. */
export const InstituteDashboardStatsSchema = z.object({
  /** Approved, active job seekers with a complete profile whose Looking for Job switch is on. */
  teachersLooking: z.number().int(),
  vehiclesReady: z.number().int(),
  suppliersOnboarded: z.number().int(),
});
export type InstituteDashboardStats = z.infer<typeof InstituteDashboardStatsSchema>;
