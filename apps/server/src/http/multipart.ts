import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

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
    register(scope);
  });
}
