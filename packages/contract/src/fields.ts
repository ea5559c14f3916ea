import { z } from 'zod';

/** Control characters no field accepts (tab, newline and carriage return are text); PostgreSQL cannot store NUL at all. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = /*i18n*/ 'Contains characters that are not allowed.';

/**
 * Any string field: the base of every other string builder, so each field refuses control characters
 * with its own name in the error.
 */
export const text = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true });

/**
 * A choice from a list (a Select's value): a form holds '' until something is chosen, and the schema takes
 * that as its input and refuses it with the list's own message, so a form's values are typed from the schema.
 */
export const choice = <S extends z.ZodType<string>>(schema: S, message: string) =>
  z.union([z.literal(''), schema], { error: message }).transform((value, ctx): z.output<S> => {
    if (value !== '') return value;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });

/**
 * A number a form holds as '' until one is typed (Mantine's NumberInput): the schema takes '' as its input
 * and refuses it with the field's own message, so a form's values are typed from the schema, not cast.
 */
export const entered = <S extends z.ZodType<number>>(schema: S, message: string) =>
  z.union([z.literal(''), schema], { error: message }).transform((value, ctx): z.output<S> => {
    if (value !== '') return value;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });

/**
 * Field schemas shared by forms and routes, each carrying the message a user sees.
 * `required` treats a missing value and an empty/blank one alike.
 */
export const required = (message: string) => text(message).trim().min(1, { error: message, abort: true });

export const EmailSchema = (requiredMessage = /*i18n*/ 'Email is required.') =>
  required(requiredMessage)
    .toLowerCase()
    .pipe(z.email({ error: /*i18n*/ 'Enter a valid email address.' }));

/** Indian numbers: 10 digits, optionally written with +91/0 and spaces or dashes; stored as 10 digits. */
export const PhoneSchema = (requiredMessage = /*i18n*/ 'Phone is required.') =>
  required(requiredMessage)
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^\d{10}$/, /*i18n*/ 'Enter a valid 10-digit phone number.'));

export const MIN_PASSWORD_LENGTH = 8;

/** The rules of the change-password strength meter, in the order it counts them. */
export const PASSWORD_RULES = [
  {
    key: 'length',
    // Written out, not built from MIN_PASSWORD_LENGTH: the label is a message id, marked for lingui extract.
    label: /*i18n*/ 'At least 8 characters',
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
  },
  { key: 'uppercase', label: /*i18n*/ 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', label: /*i18n*/ 'One number', test: (p: string) => /\d/.test(p) },
  { key: 'symbol', label: /*i18n*/ 'One symbol', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

const STRENGTH_LABELS = [
  /*i18n*/ 'Too Weak',
  /*i18n*/ 'Weak',
  /*i18n*/ 'Medium',
  /*i18n*/ 'Good',
  /*i18n*/ 'Strong',
] as const;

export function passwordStrength(password: string) {
  const score = PASSWORD_RULES.filter((r) => r.test(password)).length;
  return { score, label: STRENGTH_LABELS[score] ?? /*i18n*/ 'Too Weak', percent: score * 25 };
}

export const StrongPasswordSchema = text(/*i18n*/ 'New password is required.')
  .min(1, { error: /*i18n*/ 'New password is required.', abort: true })
  .max(200, /*i18n*/ 'Password must be at most 200 characters.')
  .refine((p) => PASSWORD_RULES.every((r) => r.test(p)), /*i18n*/ 'New password does not meet all requirements.');

/** Registration asks what change and reset ask (the strength meter's four rules), with its own wording. */
// Marked pure so screens that import fields.ts without it (sign-in, forgot password) leave it out of their bundles.
export const RegistrationPasswordSchema = /* @__PURE__ */ (() =>
  text(/*i18n*/ 'Password is required.')
    .min(1, { error: /*i18n*/ 'Password is required.', abort: true })
    .max(200, /*i18n*/ 'Password must be at most 200 characters.')
    .refine(
      (p) => PASSWORD_RULES.every((r) => r.test(p)),
      /*i18n*/ 'Password needs at least 8 characters with an uppercase letter, a number and a symbol.',
    ))();

/** An account made by someone else (an institute user by its admin) keeps the spec's light rules but never accepts a password shorter than the minimum. */
export const NewAccountPasswordSchema = text(/*i18n*/ 'Password is required.')
  .min(1, { error: /*i18n*/ 'Password is required.', abort: true })
  .min(MIN_PASSWORD_LENGTH, /*i18n*/ 'Password must be at least 8 characters.')
  .max(200, /*i18n*/ 'Password must be at most 200 characters.');

export const InstituteCodeSchema = required(/*i18n*/ 'Institute Code is required.')
  .toUpperCase()
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9-]{3,30}$/, /*i18n*/ 'Institute Code may use letters, digits and hyphens (3 to 30 characters).'),
  );

/**
 * A school's UDISE code (the government's 11-digit school number), optional: an empty field is none.
 * Spaces a user types between the digit groups are dropped.
 */
// Marked pure, as RegistrationPasswordSchema is, so screens that import fields.ts without it leave it out.
export const UdiseCodeSchema = /* @__PURE__ */ (() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') || undefined : v),
    text()
      .regex(/^\d{11}$/, /*i18n*/ 'UDISE code must be exactly 11 digits.')
      .optional(),
  ))();

export const PersonNameSchema = (requiredMessage = /*i18n*/ 'Name is required.') =>
  required(requiredMessage).pipe(z.string().max(100, /*i18n*/ 'Name must be at most 100 characters.'));

/** Text that may be left empty (a form's blank field): an empty or blank value is null. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text().trim().max(max, tooLong).nullable().optional(),
  );

/** What a number box's rules say, each text whole where it is written, so lingui extract finds it (decision 044). */
export interface NumberMessages {
  notNumber: string;
  notWhole: string;
  negative: string;
  tooLarge: string;
}

/** A whole number, 0 to `max`, that a filter's box sends ('' is no filter). */
export const filterNumber = (max: number, m: NumberMessages) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: m.notNumber }).int(m.notWhole).min(0, m.negative).max(max, m.tooLarge).optional(),
  );
