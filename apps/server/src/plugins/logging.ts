import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { destination, stdSerializers } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** Fields whose values never reach a log line, wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.params',
];

const ARGON_HASH = /\$argon2(id|i|d)\$[^\s"',)]+/g;
const scrub = (text: string) => text.replace(ARGON_HASH, '[hash]');

/** An error without the query values a failed database call carries (they may be hashes, e-mails, phones). */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeError(err: Error): SerializedError {
  const plain = { ...stdSerializers.err(err) } as SerializedError;
  delete plain.params;
  plain.message = scrub(plain.message);
  plain.stack = scrub(plain.stack);
  if (typeof plain.query === 'string') plain.query = plain.query.slice(0, 500);
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error) plain.cause = serializeError(cause);
  return plain;
}

/**
 * Logger settings: readable lines for a person at a terminal, JSON otherwise (or into `stream`,
 * which tests read). Secrets, personal data and query strings are left out.
 */
export function loggerOptions(config: Config, stream?: Writable): FastifyServerOptions['logger'] {
  const base = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      // Query strings may carry search terms and e-mails; the path is enough to follow a request.
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
    },
  };
  if (stream) return { ...base, stream };
  // Written synchronously, so start-up lines appear in order and the last one is the address to open.
  if (process.stdout.isTTY) return { ...base, stream: pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }) };
  return { ...base, stream: destination({ dest: 1, sync: true }) };
}
