import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, icu } from '@school-portal/contract';
import { badRequest } from '../errors.ts';

/** The path of the first string under `value` that holds a control character, or null. */
function findControl(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControl(item, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      // A name is stored too (a JSON column, a query key echoed back): it obeys the same rule.
      if (CONTROL_CHARACTERS.test(key)) return path ? `${path}.${JSON.stringify(key)}` : JSON.stringify(key);
      const found = findControl(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL byte, and no field of the portal has a use for control characters.
 * The contract's string builders refuse them with the field's name; this guard catches any string
 * a schema let through, in the path, the query or the body, before a handler sees it.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControl(part, '');
      if (field !== null) {
        const name = field || 'body';
        throw badRequest(icu(/*i18n*/ '{name}: Contains characters that are not allowed.', { name }), {
          [name]: CONTROL_CHARACTERS_MESSAGE,
        });
      }
    }
  });
}
