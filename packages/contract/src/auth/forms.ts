import { z } from 'zod';
import { StrongPasswordSchema } from '../fields.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { REGISTER_MESSAGES } from './register-messages.ts';
import { ChangePasswordBodySchema, RegisterBodySchema } from './schemas.ts';

/*
 * What a form checks before it sends: the request's own schema plus what stays in the browser
 * (a confirmation, an agreement). The server checks the request schema again.
 */

const confirmed = (password: string, confirmation: string, ctx: z.RefinementCtx) => {
  if (password && password !== confirmation)
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
};

/** The registration form: the payload plus what stays in the browser (confirmation, agreement). */
export const RegisterFormSchema = z
  .object({
    role: z.string(),
    name: z.string(),
    instituteCode: z.string(),
    udiseCode: z.string(),
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
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    if (!form.role) return;
    // The API takes an institute without a name (the spec's form did not ask it); this form asks it.
    if (form.role === 'instituteAdmin' && !form.name.trim())
      ctx.addIssue({ code: 'custom', message: REGISTER_MESSAGES.instituteNameRequired, path: ['name'] });
    if (!confirmPassword)
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Please confirm your password.', path: ['confirmPassword'] });
    else confirmed(form.password, confirmPassword, ctx);
    if (!agree)
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'You must agree to the terms to register.', path: ['agree'] });
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** Choosing a new password (reset link): it meets every rule and is typed twice alike. */
export const NewPasswordFormSchema = z
  .object({ newPassword: StrongPasswordSchema, confirmPassword: z.string() })
  .superRefine((form, ctx) => confirmed(form.newPassword, form.confirmPassword, ctx));

/** Changing one's password: the current one, and a new one as above. */
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({ confirmPassword: z.string() }).superRefine(
  (form, ctx) => confirmed(form.newPassword, form.confirmPassword, ctx),
);
