import { z } from 'zod';
import { calendarDate } from '../dates.ts';
import { text } from '../fields.ts';

/*
 * Field rules of the ad form. A multipart form carries every value as text, while the screen's form
 * holds numbers and booleans: each rule takes both and gives the same value.
 */

/** A whole number between `min` and `max`, typed or sent as text. */
export const wholeNumber = (requiredMessage: string, min: number, max: number, rangeMessage: string) =>
  z
    .union(
      [
        z.number(),
        text()
          .trim()
          .min(1)
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: requiredMessage },
    )
    .pipe(z.number().int(rangeMessage).min(min, rangeMessage).max(max, rangeMessage));

/** An optional whole number in a query string (empty values never reach the server). */
export const queryNumber = (max: number) => z.coerce.number().int().min(0).max(max).optional();

/** A yes/no field: a checkbox's boolean, or 'true'/'false' from a form; left out means no. */
export const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: /*i18n*/ 'Answer yes or no.',
    })
    .optional()
    .transform((v) => v ?? false);

/** A calendar date (YYYY-MM-DD) that may be left empty: a valid-until date nobody knows yet. */
export const optionalDate = () =>
  z
    .union([z.literal('').transform(() => null), text().pipe(calendarDate())])
    .nullable()
    .optional()
    .transform((v) => v ?? null);
