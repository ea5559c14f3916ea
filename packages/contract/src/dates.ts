import { z } from 'zod';
import { required } from './fields.ts';

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A required calendar date, YYYY-MM-DD, as a date input sends it. */
export const DateSchema = (requiredMessage: string) =>
  required(requiredMessage)
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.'))
    .refine(isRealDate, { error: 'Enter a real date.', abort: true });
