import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import Fastify from 'fastify';
import type { Db } from '../db/client.ts';
import { registerHealth } from './health.ts';
import { gracefulShutdown } from './shutdown.ts';

let app: TestApp | undefined;
afterEach(async () => {
  if (app && !app.lifecycle.shuttingDown) await app.close();
  app = undefined;
});

/** Starts the app on a loopback port with a route that holds each request until released, then reads the database. */
async function listeningWithSlowRoute() {
  const a = (app = await createTestApp());
  const waiting: (() => void)[] = [];
  a.get('/test/slow', async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    await a.deps.db.execute(sql`select 1 as one`);
    return { done: 1 };
  });
  await a.listen({ port: 0, host: '127.0.0.1' });
  const { port } = a.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 5));
  };
  return { a, base, waiting, until };
}

describe('health probes', () => {
  it('answer without a token and reveal nothing but a word', async () => {
    app = await createTestApp();
    const live = await app.as(null).get('/healthz');
    const ready = await app.as(null).get('/readyz');
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 503 while the database fails or hangs, or before the migrations ran', async () => {
    const probe = async (execute: () => Promise<unknown>, lifecycle = { migrated: true, shuttingDown: false }) => {
      const bare = Fastify();
      registerHealth(bare, { db: { execute } as unknown as Db, lifecycle });
      const answer = await bare.inject({ method: 'GET', url: '/readyz' });
      await bare.close();
      return [answer.statusCode, answer.body];
    };
    expect(await probe(() => Promise.resolve())).toEqual([200, '{"status":"ready"}']);
    expect(await probe(() => Promise.reject(new Error('connection refused to 10.0.0.5')))).toEqual([
      503,
      '{"status":"not ready"}',
    ]);
    expect(await probe(() => new Promise(() => {}))).toEqual([503, '{"status":"not ready"}']);
    expect(await probe(() => Promise.resolve(), { migrated: false, shuttingDown: false })).toEqual([
      503,
      '{"status":"not ready"}',
    ]);
  });
});

describe('graceful shutdown on SIGTERM', () => {
  it('lets requests in flight finish, refuses new ones and says not ready meanwhile', async () => {
    const { a, base, waiting, until } = await listeningWithSlowRoute();
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() })),
    );
    await until(() => waiting.length === 5);

    const stopping = gracefulShutdown(a, a.lifecycle, 5_000);
    expect((await a.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    // No new connection is accepted.
    await expect(fetch(`${base}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();

    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false); // still waiting for the five

    for (const release of waiting) release();
    const answers = await Promise.all(inFlight);
    // Each finished its database read: the database was still open for them.
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 200, body: { done: 1 } })));
    expect((await stopping).forced).toBe(false);
  });

  it('cuts requests that outlive the limit and still stops', async () => {
    const { a, base, waiting, until } = await listeningWithSlowRoute();
    const stuck = fetch(`${base}/test/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await until(() => waiting.length === 1);
    const result = await gracefulShutdown(a, a.lifecycle, 200);
    expect(result.forced).toBe(true);
    expect(result.ms).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});
