import { z } from 'zod';
import {
  EmailSchema,
  InstituteCodeSchema,
  NewAccountPasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  required,
  StrongPasswordSchema,
  text,
} from '../fields.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { RoleSchema } from '../role-schemas.ts';

export const LoginBodySchema = z.object({
  identifier: required('Email or User ID is required.').max(200),
  password: text('Password is required.').min(1, 'Password is required.').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The signed-in user as the login answer gives it (spec section 3), plus the token. */
export const SessionUserSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  instituteName: z.string().nullable(),
  instituteCode: z.string().nullable(),
  role: RoleSchema,
  isProfileCompleted: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
export const LoginAnswerSchema = SessionUserSchema.extend({ token: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

const InstituteRegistration = z.object({
  role: z.literal('instituteAdmin'),
  instituteCode: InstituteCodeSchema,
  name: text().trim().max(100).optional().default(''),
  email: EmailSchema(),
  phone: PhoneSchema(),
  password: NewAccountPasswordSchema,
});
const JobseekerRegistration = z.object({
  role: z.literal('jobseeker'),
  name: PersonNameSchema(),
  instituteCode: text().max(30).optional(),
  email: EmailSchema(),
  phone: PhoneSchema(),
  password: NewAccountPasswordSchema,
});
export const RegisterBodySchema = z.discriminatedUnion('role', [InstituteRegistration, JobseekerRegistration], {
  error: 'Please select a role.',
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const RegisterAnswerSchema = z.object({ message: z.string(), userId: z.string() });

/** The registration form: the payload plus what stays in the browser (confirmation, agreement). */
export const RegisterFormSchema = z
  .object({
    role: z.string(),
    name: z.string(),
    instituteCode: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    agree: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const { confirmPassword, agree, ...payload } = form;
    const parsed = RegisterBodySchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (!form.role) return;
    if (!confirmPassword) ctx.addIssue({ code: 'custom', message: 'Please confirm your password.', path: ['confirmPassword'] });
    else if (form.password && form.password !== confirmPassword)
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
    if (!agree) ctx.addIssue({ code: 'custom', message: 'You must agree to the terms to register.', path: ['agree'] });
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema() });
export const ForgotPasswordAnswerSchema = z.object({ ok: z.boolean(), message: z.string() });

export const ResetPasswordBodySchema = z.object({
  token: required('The reset link is incomplete.').max(200),
  newPassword: StrongPasswordSchema,
});

export const ChangePasswordBodySchema = z.object({
  currentPassword: text('Current password is required.').min(1, 'Current password is required.').max(200),
  newPassword: StrongPasswordSchema,
});
/** A password change ends every other session, so the answer carries the caller's new token. */
export const ChangePasswordAnswerSchema = z.object({ message: z.string(), token: z.string() });


