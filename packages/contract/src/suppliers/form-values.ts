import { z } from 'zod';
import { PictureFileSchema } from '../profiles/pictures.ts';

/*
 * The catalogue's create and update calls are multipart forms (they carry a logo or photos), where
 * every value arrives as text: these read a value as the JSON call would send it or as a form field.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** true/false, or the text "true"/"false" of a form field. */
export const formBoolean = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: /*i18n*/ 'Choose yes or no.' }).default(fallback),
  );

/** A whole number, or its digits in a form field; an empty field is a missing value. */
export const formWholeNumber = (o: { required: string; label: string; min: number; max: number }) =>
  z.preprocess(
    (v) => {
      const value = blankToUndefined(v);
      return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? o.required : `${o.label} must be a number.`) })
      // eslint-disable-next-line i18n/marked -- these three are written out in TRADE_FORM_BUILT_TEXTS, below
      .int(`${o.label} must be a whole number.`)
      // eslint-disable-next-line i18n/marked
      .min(o.min, `${o.label} must be at least ${o.min.toLocaleString('en-IN')}.`)
      // eslint-disable-next-line i18n/marked
      .max(o.max, `${o.label} must be at most ${o.max.toLocaleString('en-IN')}.`),
  );

/** A list (or an object), or the JSON text of it in a form field. */
export const formJson = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/** Files under one field name: one file part arrives alone, several as a list. */
export const formFiles = (max: number, tooMany: string) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(PictureFileSchema).max(max, tooMany).optional(),
  );

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const TRADE_FORM_BUILT_TEXTS = [
  /*i18n*/ 'Quantity must be a number.',
  /*i18n*/ 'Quantity must be a whole number.',
  /*i18n*/ 'Quantity must be at least 1.',
  /*i18n*/ 'Quantity must be at most 1,00,00,000.',
  /*i18n*/ 'Price must be a number.',
  /*i18n*/ 'Price must be a whole number.',
  /*i18n*/ 'Price must be at least 0.',
  /*i18n*/ 'Price must be at most 1,00,00,000.',
  /*i18n*/ 'Minimum order must be a number.',
  /*i18n*/ 'Minimum order must be a whole number.',
  /*i18n*/ 'Minimum order must be at least 1.',
  /*i18n*/ 'Minimum order must be at most 10,00,000.',
];
