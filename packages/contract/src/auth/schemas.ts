import { z } from 'zod';
import {
  EmailSchema,
  InstituteCodeSchema,
  RegistrationPasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  required,
  StrongPasswordSchema,
  text,
  UdiseCodeSchema,
} from '../fields.ts';
import { RoleSchema } from '../role-schemas.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';

/** One of the portal's languages: en, hi or ta. */
export const UiLanguageSchema = z.enum(UI_LANGUAGES, { error: /*i18n*/ 'Choose English, Hindi or Tamil.' });

/** The signed-in user's own settings: today, the language of the portal and of their e-mails. */
export const AccountSettingsBodySchema = z.object({ language: UiLanguageSchema });
export type AccountSettingsBody = z.infer<typeof AccountSettingsBodySchema>;

export const LoginBodySchema = z.object({
  identifier: required(/*i18n*/ 'Email or User ID is required.').max(200),
  password: text(/*i18n*/ 'Password is required.').min(1, /*i18n*/ 'Password is required.').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A rejected applicant's one appeal: they cannot sign in, so e-mail and password say who appeals. */
export const AppealBodySchema = LoginBodySchema.extend({
  message: text(/*i18n*/ 'Please write your message.')
    .trim()
    .min(1, /*i18n*/ 'Please write your message.')
    .max(1000, /*i18n*/ 'Message must be at most 1000 characters.'),
});
export type AppealBody = z.input<typeof AppealBodySchema>;

/** The signed-in user as the login answer gives it (spec section 3), plus the token. */
export const SessionUserSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  instituteName: z.string().nullable(),
  instituteCode: z.string().nullable(),
  role: RoleSchema,
  isProfileCompleted: z.boolean(),
  language: UiLanguageSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
export const LoginAnswerSchema = SessionUserSchema.extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

const InstituteRegistration = z.object({
  role: z.literal('instituteAdmin'),
  instituteCode: InstituteCodeSchema,
  /** The institute's name (optional for clients that follow the spec's form, which does not ask it). */
  name: text().trim().max(100, /*i18n*/ 'Institute Name must be at most 100 characters.').optional().default(''),
  udiseCode: UdiseCodeSchema,
  email: EmailSchema(),
  phone: PhoneSchema(),
  password: RegistrationPasswordSchema,
});
const JobseekerRegistration = z.object({
  role: z.literal('jobseeker'),
  name: PersonNameSchema(),
  instituteCode: text().max(30).optional(),
  email: EmailSchema(),
  phone: PhoneSchema(),
  password: RegistrationPasswordSchema,
});
export const RegisterBodySchema = z.discriminatedUnion('role', [InstituteRegistration, JobseekerRegistration], {
  error: /*i18n*/ 'Please select a role.',
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterAnswerSchema = z.object({ message: z.string(), userId: z.string() });

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema() });
export const ForgotPasswordAnswerSchema = z.object({ ok: z.boolean(), message: z.string() });

/** What a reset link's page needs before it shows the form: a used or expired link says so instead. */
export const RESET_LINK_STATES = ['valid', 'used', 'expired'] as const;
export const ResetLinkBodySchema = z.object({ token: required(/*i18n*/ 'The reset link is incomplete.').max(200) });
export const ResetLinkAnswerSchema = z.object({ state: z.enum(RESET_LINK_STATES), message: z.string() });
export type ResetLinkAnswer = z.infer<typeof ResetLinkAnswerSchema>;

export const ResetPasswordBodySchema = z.object({
  token: required(/*i18n*/ 'The reset link is incomplete.').max(200),
  newPassword: StrongPasswordSchema,
});

export const ChangePasswordBodySchema = z.object({
  currentPassword: text(/*i18n*/ 'Current password is required.')
    .min(1, /*i18n*/ 'Current password is required.')
    .max(200),
  newPassword: StrongPasswordSchema,
});
/** A password change ends every other session, so the answer carries the caller's new token. */
export const ChangePasswordAnswerSchema = z.object({ message: z.string(), token: z.string() });
