import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.slice(1).replace(/\//g, '.') || (error.validationContext ?? 'body');
        fieldErrors[field] ??= v.message ?? 'Invalid value.';
      }
      const [first] = Object.entries(fieldErrors);
      return reply.code(400).send({ message: first ? first[1] : 'Invalid request.', fieldErrors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message, fieldErrors: error.fieldErrors });
    }
    // A client's mistake stays a 4xx whatever raised it (the framework, a plugin): never a 500.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = CLIENT_ERRORS[error.code] ?? (error.statusCode === 429 ? 'Too many requests. Please try again later.' : 'The request could not be understood.');
      return reply.code(error.statusCode).send({ message });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error, cause: error.cause }, 'answer did not match its schema');
    else request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong. Please try again.' });
  });
}
