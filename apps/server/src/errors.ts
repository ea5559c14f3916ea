import { isIcuText, renderText, type IcuText } from '@school-portal/contract';
import { translatorFor } from './http/language.ts';

/** A client's message: a fixed text, or one built from values (`icu(…)`) that the caller reads in their language. */
export type ErrorText = string | IcuText;

const english = translatorFor('en');

/** An error whose status and message are meant for the client. */
export class AppError extends Error {
  /** The English words, as logs and English callers read them. */
  readonly fieldErrors?: Record<string, string>;
  /** The texts built from values, kept to be rendered in the caller's language (plugins/errors.ts). */
  readonly texts: { message: ErrorText; fieldErrors?: Record<string, ErrorText> };

  constructor(
    readonly statusCode: number,
    message: ErrorText,
    fieldErrors?: Record<string, ErrorText>,
    readonly headers?: Record<string, string>,
  ) {
    super(isIcuText(message) ? renderText(message, english) : message);
    this.texts = fieldErrors ? { message, fieldErrors } : { message };
    if (fieldErrors)
      this.fieldErrors = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, text]) => [field, renderText(text, english)]),
      );
  }
}

export const badRequest = (message: ErrorText, fieldErrors?: Record<string, ErrorText>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message: ErrorText = /*i18n*/ 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message: ErrorText = /*i18n*/ 'You do not have access to this.') =>
  new AppError(403, message);
export const notFound = (message: ErrorText = /*i18n*/ 'Not found.') => new AppError(404, message);
export const conflict = (message: ErrorText, fieldErrors?: Record<string, ErrorText>) =>
  new AppError(409, message, fieldErrors);
