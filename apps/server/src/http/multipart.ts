import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest } from '../errors.ts';

export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

/** Every multipart form of the portal: a handful of text fields and a few pictures. */
export const MULTIPART_LIMITS = { fields: 40, fieldSize: 20_000, files: 10, parts: 50 } as const;

/**
 * Registers routes whose endpoints take a multipart form (`multipart: true`) in a scope of their own,
 * so only they parse multipart bodies and every other call stays JSON-only. Fields and files land on
 * the body as values and Buffers, which the endpoint's schema then checks like any JSON body; each
 * route's file size limit is its endpoint's `bodyLimit` (see route()).
 */
export async function withMultipart(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: MULTIPART_LIMITS });
    // A broken form body (no closing boundary, a bad part header) makes the parser throw a plain error
    // before validation: that is the client's mistake, a 400. Errors of the handler itself pass on as they are.
    const reachedHandler = new WeakSet<object>();
    scope.addHook('preHandler', async (request) => {
      reachedHandler.add(request);
    });
    scope.setErrorHandler((error: FastifyError, request) => {
      if (!error.statusCode && !reachedHandler.has(request) && request.isMultipart()) throw badRequest(UNREADABLE_FORM);
      throw error;
    });
    register(scope);
  });
}
