import { z } from 'zod';
import { required } from './fields.ts';

/**
 * Today in India (UTC+5:30, no daylight saving) as YYYY-MM-DD, whatever the machine's or device's zone: the
 * schools' calendar day, by which a job is open through its last date, a fee due today is not yet overdue,
 * a receipt is of today and a daily task is done once.
 */
export const todayInIndia = (now = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * The years a date of the portal may fall in: births, admissions, payments, ads. Year 0000 is a real
 * date to JavaScript but not to PostgreSQL, and 9999 is nobody's; the field says so instead.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;
export const DATE_RANGE_MESSAGE = `Enter a date from ${MIN_YEAR} to ${MAX_YEAR}.`;

const inYearRange = (v: string) => {
  const year = Number(v.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/**
 * A calendar date written YYYY-MM-DD that exists, from MIN_YEAR to MAX_YEAR: every date field's rule.
 * One message at a time, and none aborts, so a union (an optional date's '' or a date) keeps the message.
 */
export const calendarDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, /*i18n*/ 'Enter the date as YYYY-MM-DD.')
    .pipe(
      z
        .string()
        .refine(isRealDate, /*i18n*/ 'Enter a real date.')
        .refine((v) => !isRealDate(v) || inYearRange(v), DATE_RANGE_MESSAGE),
    );

/** A required calendar date, YYYY-MM-DD, as a date input sends it. */
export const DateSchema = (requiredMessage: string) => required(requiredMessage).pipe(calendarDate());

/**
 * A meeting's time at a school in India, in Indian time whatever the reader's device or server is set to,
 * marked IST: "Thu, 3 Dec 2026, 10:30 am IST" (en-IN), the month and day in the locale's own words otherwise.
 */
export const indianTimeText = (at: Date | string, locale: string): string =>
  `${new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(at))} IST`;
