import type { FastifyInstance, FastifyRequest } from 'fastify';
import { icu } from '@school-portal/contract';
import { badRequest } from '../errors.ts';

type Done = (err: Error | null, body?: unknown) => void;

/** No body of the portal nests deeper than a few levels; thousands would overflow the stack of anything walking it. */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = icu(/*i18n*/ 'The request body is nested more than {depth} levels deep.', { depth: MAX_JSON_DEPTH });

/** Whether JSON text opens more than `max` arrays or objects inside each other; one pass, no recursion, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON body parser that treats an empty body as no body (clients send bodiless PATCH/PUT calls with a
 * JSON type) and refuses deep nesting before anything parses or walks it. Any other body goes through
 * Fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys (prototype
 * poisoning) as invalid JSON.
 */
export function jsonParserAllowingEmpty(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP));
    void parse(request, text, done);
  };
}
