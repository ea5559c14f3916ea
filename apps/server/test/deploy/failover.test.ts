import { afterAll, describe, expect, it } from 'vitest';
import { runFailoverDrill } from './failover-drill.ts';
import { clustersUnavailable, dropLeftovers } from './pg-clusters.ts';

/**
 * The failover drill in CI (issue 50): with the PostgreSQL API tests, on clusters of its own (ports 5433 and
 * 5434, dropped at the end whatever happens; the shared server on 5432 is not touched). About 40 s, most of it
 * making the clusters and starting the two instances.
 */
const skipped = !process.env.TEST_DATABASE_URL
  ? 'runs with the PostgreSQL API tests (TEST_DATABASE_URL)'
  : clustersUnavailable();
if (skipped && process.env.TEST_DATABASE_URL) console.warn(`failover drill skipped: ${skipped}`);

describe.skipIf(Boolean(skipped))('failover to a synchronous standby under load', () => {
  // The drill drops its clusters itself; this also when it timed out (its finally then never runs).
  afterAll(() => dropLeftovers(), 60_000);

  it('loses no acknowledged receipt, duplicates none, keeps numbers gapless, and serves again without a restart', async () => {
    const figures = await runFailoverDrill({ log: (line) => console.log(`failover drill: ${line}`) });
    console.log(`failover drill: ${JSON.stringify(figures)}`);
    expect(figures.receiptsAcknowledged).toBeGreaterThan(figures.writers);
    expect(figures.receiptsLost).toBe(0);
    expect(figures.receiptsDuplicated).toBe(0);
    expect(figures.numbersGapless).toBe(true);
    expect(figures.jobsLost).toBe(0);
    // A school's reads (its dues, its jobs) through nginx wait out the switch: none fails.
    expect(figures.readsAnswered).toBeGreaterThan(0);
    expect(figures.readFailures).toEqual({});
    // A write caught by the kill is answered 503 (try again), never 500.
    expect(Object.keys(figures.failures).filter((answer) => / 500$/.test(answer))).toEqual([]);
    // Served again after the promotion, by the same two processes: receipts were acknowledged after it.
    expect(figures.secondsToFirstWrite).toBeLessThan(20);
  }, 180_000);
});
