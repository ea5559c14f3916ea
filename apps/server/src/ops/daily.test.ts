import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createDailyRunner, indianDay } from './daily.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const runner = () => createDailyRunner({ db: app.deps.db, log: app.log });

describe('the daily runner', () => {
  it('a day starts at midnight in India, 18:30 UTC the day before', () => {
    expect(indianDay(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(indianDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
  });

  it('two instances on one database run a task once a day; the next day it runs again', async () => {
    const days: string[] = [];
    const a = runner();
    const b = runner();
    for (const r of [a, b]) r.register('count', async ({ day }) => void days.push(day));
    const now = new Date('2026-03-01T03:00:00Z');
    const [ranA, ranB] = await Promise.all([a.tick(now), b.tick(now)]);
    expect([...ranA, ...ranB]).toEqual(['count']);
    expect(await a.tick(new Date('2026-03-01T18:00:00Z'))).toEqual([]);
    expect(await b.tick(new Date('2026-03-01T18:31:00Z'))).toEqual(['count']);
    expect(days).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('a task that throws is logged and retried at the next tick, not lost; others still run', async () => {
    const r = runner();
    let attempts = 0;
    r.register('flaky', async () => {
      attempts++;
      if (attempts === 1) throw new Error('SMTP down');
    });
    r.register('steady', async () => undefined);
    const now = new Date('2026-04-01T03:00:00Z');
    expect(await r.tick(now)).toEqual(['steady']);
    expect(await r.tick(now)).toEqual(['flaky']);
    expect(await r.tick(now)).toEqual([]);
    expect(attempts).toBe(2);
  });

  it('a name is registered once', () => {
    const r = runner();
    r.register('once', async () => undefined);
    expect(() => r.register('once', async () => undefined)).toThrow(/registered twice/);
  });
});
