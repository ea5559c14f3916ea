import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderText, type UiLanguage } from '@school-portal/contract';
import { isConnectionLost } from '../db/failover.ts';
import { AppError, type ErrorText } from '../errors.ts';
import { isTranslated, requestLanguage, translate, translatorFor } from '../http/language.ts';

type ZodLocale = ReturnType<typeof z.locales.en>;
const ZOD_LOCALES: Record<UiLanguage, ZodLocale> = { en: z.locales.en(), hi: z.locales.hi(), ta: z.locales.ta() };

const textOf = (answer: ReturnType<NonNullable<ZodLocale['localeError']>>) =>
  typeof answer === 'string' ? answer : answer?.message;

/**
 * A refused field's message in the caller's language: our own texts from the catalogue; zod's own
 * words (a rule that gives no message of ours) from zod's locale for that language.
 */
function fieldMessage(language: UiLanguage, message: string, keyword: string, params: Record<string, unknown>) {
  if (language === 'en' || isTranslated(language, message)) return translate(language, message);
  const issue = { ...params, code: keyword, input: undefined } as Parameters<NonNullable<ZodLocale['localeError']>>[0];
  if (message !== textOf(ZOD_LOCALES.en.localeError?.(issue))) return message;
  return textOf(ZOD_LOCALES[language].localeError?.(issue)) ?? message;
}

const translateAll = (language: UiLanguage, fieldErrors: Record<string, ErrorText> | undefined) =>
  fieldErrors &&
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, renderText(message, translatorFor(language))]),
  );

/** Fastify's own client errors, answered with their status and a plain message. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON, with Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files in one form.',
  FST_PARTS_LIMIT: 'Too many fields in one form.',
  FST_FIELDS_LIMIT: 'Too many fields in one form.',
};

/** One error handler, one error shape: `{ message, fieldErrors? }`; a 500 never shows its cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.slice(1).replace(/\//g, '.') || (error.validationContext ?? 'body');
        fieldErrors[field] ??= fieldMessage(language, v.message ?? /*i18n*/ 'Invalid value.', v.keyword, v.params);
      }
      const [first] = Object.entries(fieldErrors);
      return reply
        .code(400)
        .send({ message: first ? first[1] : translate(language, /*i18n*/ 'Invalid request.'), fieldErrors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        message: renderText(error.texts.message, translatorFor(language)),
        fieldErrors: translateAll(language, error.texts.fieldErrors),
      });
    }
    // A client's mistake stays a 4xx whatever raised it (the framework, a plugin): never a 500.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        CLIENT_ERRORS[error.code] ??
        (error.statusCode === 429
          ? /*i18n*/ 'Too many requests. Please try again later.'
          : /*i18n*/ 'The request could not be understood.');
      return reply.code(error.statusCode).send({ message: translate(language, message) });
    }
    // The database went away (a failover longer than DATABASE_FAILOVER_WAIT_SECONDS, or a lone server down): a 503
    // says try again, and nginx tries a GET again on the other instance (deploy/nginx/school-portal.conf).
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          message: translate(
            language,
            /*i18n*/ 'School Portal will be back in a moment. Please try again in a few seconds.',
          ),
        });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'answer did not match its schema');
    else request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: translate(language, /*i18n*/ 'Something went wrong. Please try again.') });
  });
}
