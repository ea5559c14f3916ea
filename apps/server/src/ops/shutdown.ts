import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

export interface ShutdownResult {
  ms: number;
  /** Requests were still running at the limit and their connections were cut. */
  forced: boolean;
}

/**
 * A clean stop (SIGTERM): /readyz turns 503 at once, the server stops accepting connections and answers
 * 503 to new requests on open ones (Fastify's close), requests in flight finish, then the onClose hooks
 * stop the mail worker after its current message and close the database. Requests still running after
 * `timeoutMs` have their connections cut so the process can exit; the database closes after that.
 */
export async function gracefulShutdown(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  timeoutMs: number,
): Promise<ShutdownResult> {
  const started = performance.now();
  lifecycle.shuttingDown = true;
  let forced = false;
  const limit = setTimeout(() => {
    forced = true;
    app.log.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(limit);
  }
  return { ms: Math.round(performance.now() - started), forced };
}
