import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Lifecycle } from './lifecycle.ts';

/** A database that takes longer than this to answer `select 1` is as good as unreachable to a probe. */
const DB_PROBE_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: the process answers (a liveness probe: restart me when this fails).
 * `/readyz`: send me traffic (database reachable, migrations done, not shutting down).
 * Neither needs a token and neither says why beyond one word: they are open to anyone who can reach the port.
 * Probes come every few seconds, so their lines are logged only at `warn`.
 */
export function registerHealth(app: FastifyInstance, opts: { db: Db; lifecycle: Lifecycle }) {
  // An answer finished during shutdown closes its connection: an idle keep-alive connection would hold the
  // server's close open until the client's timeout, and the next request belongs on another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (opts.lifecycle.shuttingDown) reply.header('connection', 'close');
  });
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const ready = !opts.lifecycle.shuttingDown && opts.lifecycle.migrated && (await databaseAnswers(opts.db));
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
  });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DB_PROBE_TIMEOUT_MS)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
