import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { destination, stdSerializers } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** Keys whose values never reach a log line, at the top of a log object or one level down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'resetToken',
  'secret',
  'authorization',
  'cookie',
  'params',
  'JWT_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'SUPERADMIN_PASSWORD',
];
const REDACT = ['req.headers.authorization', 'req.headers.cookie', ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`])];

/** A whole PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<digest>` (commas and dollars included). */
const ARGON_HASH = /\$argon2(?:id|i|d)\$[\w+/=$,.-]+/g;
/** PostgreSQL's `Key (email)=(asha@example.com) already exists.`: the column stays, the value goes. */
const KEY_VALUE = /(Key \([^)]*\))=\(.*?\)( already exists| is not present|$)/g;

/** Path parameters that are bearer secrets: whoever reads a receipt link's token (/r/<token>) reads the receipt. */
const SECRET_PARAMS = ['token'];

/**
 * What a log line says of a request's address: the path alone (query strings may carry search terms
 * and e-mails), with the value of a secret path parameter replaced.
 */
function loggedPath(req: { url: string; params?: unknown }): string {
  let path = req.url.split('?')[0]!;
  const params = (req.params ?? {}) as Record<string, unknown>;
  for (const name of SECRET_PARAMS) {
    const value = params[name];
    if (typeof value !== 'string' || value === '') continue;
    for (const written of new Set([encodeURIComponent(value), value])) path = path.split(written).join('[redacted]');
  }
  return path;
}

const scrub = (text: string) =>
  String(text ?? '')
    .replace(ARGON_HASH, '[hash]')
    .replace(KEY_VALUE, '$1=([redacted])$2');

/** An error without the query values a failed database call carries (they may be hashes, e-mails, phones). */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function cleanMessage(err: Error & { query?: unknown; params?: unknown; code?: unknown }): string {
  // Not everything thrown is an Error with a message (a WebAssembly fault, a rejected string): say what it was.
  if (typeof err.message !== 'string')
    return scrub(typeof err === 'object' ? (JSON.stringify(err) ?? String(err)) : String(err));
  // Drizzle writes every parameter into its message ("Failed query: …\nparams: a,b,c"): keep the statement only.
  if (Array.isArray(err.params) && typeof err.query === 'string') return `Failed query: ${err.query.slice(0, 500)}`;
  // PostgreSQL's data exceptions (class 22) quote the value they refused: `invalid input syntax for type integer: "…"`.
  if (typeof err.code === 'string' && err.code.startsWith('22'))
    return scrub(err.message.replace(/: ".*"$/s, ': [redacted]'));
  return scrub(err.message);
}

export function serializeError(thrown: Error): SerializedError {
  // A logged `err` that is no object at all (a string, undefined) is wrapped, so writing the line cannot throw.
  const err: Error = thrown !== null && typeof thrown === 'object' ? thrown : new Error(String(thrown));
  const plain = { ...stdSerializers.err(err) } as SerializedError;
  const message = cleanMessage(err);
  plain.message = message;
  // The stack starts with the message: take the cleaned one, then scrub what remains.
  plain.stack = scrub(typeof err.stack === 'string' ? err.stack.replace(err.message, () => message) : '');
  delete plain.params;
  delete plain.parameters;
  delete plain.queryOptions;
  if (typeof plain.query === 'string') plain.query = plain.query.slice(0, 500);
  // `detail` and `where` of a PostgreSQL error may quote a row's values.
  for (const [key, value] of Object.entries(plain))
    if (typeof value === 'string' && key !== 'stack') plain[key] = scrub(value);
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
      req: (req: { method: string; url: string; id?: string; params?: unknown }) => ({
        method: req.method,
        url: loggedPath(req),
        id: req.id,
      }),
    },
  };
  if (stream) return { ...base, stream };
  // Written synchronously, so start-up lines appear in order and the last one is the address to open.
  // A request's fields are in its message already (OneLinePerRequest), so the terminal shows it on one line.
  if (process.stdout.isTTY)
    return {
      ...base,
      stream: pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,responseTime' }),
    };
  return { ...base, stream: destination({ dest: 1, sync: true }) };
}

/**
 * One line per request, written when the answer has gone: Fastify's own two (received, completed)
 * doubled the log's volume, and a person at a terminal reads "GET /api/jobs 200 3.1 ms" at a glance.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = `${request.method} ${loggedPath(request)} ${reply.statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, line);
    else reply.log.info({ req: request, res: reply, responseTime }, line);
  }
}
