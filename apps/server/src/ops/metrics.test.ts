import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedIn } from '../../test/factories.ts';

const TOKEN = 'metrics-token-long-enough';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const scrape = (o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...o });
const value = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}"]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text)?.[1]);

describe('GET /metrics', () => {
  it('is open from this machine, needs METRICS_TOKEN from elsewhere, and is not opened by a proxy on this machine', async () => {
    expect((await scrape()).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect(
      (await scrape({ remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer wrong-token-of-some-length' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await scrape({ remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(200);
    // nginx on the same machine connects from loopback but says whom it relays.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    // Whichever header the proxy in front uses (issue 45).
    for (const relayed of [{ forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }] as Record<
      string,
      string
    >[])
      expect((await scrape({ headers: relayed })).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, with latency buckets', async () => {
    for (const id of ['a1b2', 'c3d4']) await app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    await app.inject({ method: 'GET', url: '/no/such/page/at/all' });
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // Both jobs under one pattern, never the filled path.
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs/:id",status_code="401"}'),
    ).toBe(2);
    expect(text).not.toContain('a1b2');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/jobs\/:id",status_code="401"\}/,
    );
  });

  it('reports the mail outbox, the event loop and, on PostgreSQL, the pool', async () => {
    await enqueueMail(app.deps.db, { to: 'office@school.test', subject: 'Waiting', text: 'Body' });
    const text = (await scrape()).body;
    expect(value(text, 'mail_outbox_queued')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (app.deps.dbKind === 'postgresql')
      expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts search pages answered from memory and from the database', async () => {
    const teacher = await signedIn(app, { role: 'jobseeker' });
    const before = (await scrape()).body;
    for (let i = 0; i < 3; i++)
      expect(
        (await app.inject({ method: 'GET', url: '/api/jobs?state=KL', headers: teacher.headers })).statusCode,
      ).toBe(200);
    const after = (await scrape()).body;
    const grew = (series: string) => value(after, series) - (value(before, series) || 0);
    expect([grew('search_pages_total{from="database"}'), grew('search_pages_total{from="memory"}')]).toEqual([1, 2]);
  });
});
