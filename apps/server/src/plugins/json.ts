import type { FastifyInstance, FastifyRequest } from 'fastify';

type Done = (err: Error | null, body?: unknown) => void;

/**
 * JSON body parser that treats an empty body as no body (clients send bodiless PATCH/PUT calls with a
 * JSON type). Any other body goes through Fastify's own parser, which refuses `__proto__` and
 * `constructor.prototype` keys (prototype poisoning) as invalid JSON.
 */
export function jsonParserAllowingEmpty(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    void parse(request, text, done);
  };
}
