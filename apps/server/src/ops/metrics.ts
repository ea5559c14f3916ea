import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { SearchCache } from '../db/search-cache.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { carriesToken, directFromThisMachine } from './loopback.ts';

/** Seconds; from a cached read (1 ms) to a slow report (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in Prometheus' text format: requests by route and status with latency histograms, the
 * database pool, the mail outbox (depth and oldest age), search pages answered from memory or the
 * database (decision 018), and Node's own metrics (event-loop delay
 * `nodejs_eventloop_lag_*`, memory, GC). A registry per app, so tests' apps do not share counters.
 * Open from this machine directly; from anywhere else only with METRICS_TOKEN, otherwise a 404.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  searchCache: SearchCache,
  token: string | undefined,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern, never the filled path) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths (scanners, typos) are one label, so they cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  new Counter({
    name: 'search_pages_total',
    help: "Browse Jobs and Find Employee pages answered, from this instance's memory or from the database",
    labelNames: ['from'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ from: 'memory' }, searchCache.hits);
      this.inc({ from: 'database' }, searchCache.misses);
    },
  });

  const outboxDepth = new Gauge({
    name: 'mail_outbox_queued',
    help: 'Mails waiting to be sent',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'How long the oldest waiting mail has waited (0 when none)',
    registers: [registry],
  });
  // Read once a scrape (on the outbox's status index), not by the gauges' collect, so one query serves both.
  async function readOutbox() {
    const [row] = await database.db
      .select({
        queued: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<number | null>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued'));
    outboxDepth.set(row?.queued ?? 0);
    outboxAge.set(Number(row?.oldest ?? 0));
  }

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const allowed = directFromThisMachine(request) || (token !== undefined && carriesToken(request, token));
    if (!allowed) return reply.code(404).send({ message: 'Not found' });
    await readOutbox();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
