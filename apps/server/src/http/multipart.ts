import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { IMAGE_MESSAGES } from '@school-portal/contract';
import { AppError, badRequest } from '../errors.ts';

export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

/** Every multipart form of the portal: a handful of text fields and a few pictures. */
export const MULTIPART_LIMITS = { fields: 40, fieldSize: 20_000, files: 10, parts: 50 } as const;

/** The name each uploaded file had on the sender's disk, for messages that name it. */
const fileNames = new WeakMap<Buffer, string>();

/** The name a file part was sent with (the body holds only its bytes), or undefined. */
export const uploadedName = (file: unknown): string | undefined =>
  Buffer.isBuffer(file) ? fileNames.get(file) : undefined;

/**
 * Reads a file part into memory, remembering its name. A file over the route's per-file limit is a
 * 413 naming the file under its field, as the image kit's own refusal would.
 */
async function readFile(this: FastifyRequest, part: MultipartFile) {
  try {
    const bytes = await part.toBuffer();
    if (part.filename) fileNames.set(bytes, part.filename);
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    const limit =
      (this.routeOptions.config as { multipartOptions?: { limits?: { fileSize?: number } } }).multipartOptions?.limits
        ?.fileSize ?? 0;
    const message = IMAGE_MESSAGES.tooLarge(part.filename || part.fieldname, Math.round(limit / 1_048_576));
    throw new AppError(413, message, { [part.fieldname]: message });
  }
}

/**
 * Registers routes whose endpoints take a multipart form (`multipart: true`) in a scope of their own,
 * so only they parse multipart bodies and every other call stays JSON-only. Fields and files land on
 * the body as values and Buffers (several files under one name as a list), which the endpoint's schema
 * then checks like any JSON body; each file is limited to the endpoint's `fileLimit` or `bodyLimit`
 * (see route()), and `uploadedName()` tells a file's name.
 */
export async function withMultipart(app: FastifyInstance, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: MULTIPART_LIMITS, onFile: readFile });
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
