import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { caller } from '../plugins/access.ts';
import { institute, type Institute } from '../db/scoped.ts';

/** The answer when a route for institute staff is reached by an account that belongs to no institute. */
export const NO_INSTITUTE = 'This is for institute accounts only.';

/**
 * The institute the caller acts for: their own, from their account, never from the path, query or
 * body. Hand it to `scoped()` (db/scoped.ts) for every query on institute data (decision 006).
 * Institute routes admit institute roles only, so a caller without an institute is refused.
 */
export function callerInstitute(request: FastifyRequest): Institute {
  const code = caller(request).instituteCode;
  if (!code) throw forbidden(NO_INSTITUTE);
  return institute(code);
}
