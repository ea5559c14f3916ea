import type { FastifyRequest } from 'fastify';

type Done = (err: Error | null, body?: unknown) => void;

/** JSON body parser that treats an empty body as no body: clients send bodiless PATCH/PUT calls with a JSON type. */
export function parseJsonAllowingEmpty(_request: FastifyRequest, body: string | Buffer, done: Done) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return done(null, undefined);
  try {
    done(null, JSON.parse(text));
  } catch {
    done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
  }
}
