import { afterAll, describe, expect, it } from 'vitest';
import { runPitrDrill } from './pitr-drill.ts';
import { clustersUnavailable, dropLeftovers } from './pg-clusters.ts';

/**
 * The point-in-time restore in CI (issue 50): with the PostgreSQL API tests, on clusters of its own (ports 5435
 * and 5436, dropped at the end whatever happens; the shared server on 5432 is not touched).
 */
const skipped = !process.env.TEST_DATABASE_URL
  ? 'runs with the PostgreSQL API tests (TEST_DATABASE_URL)'
  : clustersUnavailable();
if (skipped && process.env.TEST_DATABASE_URL) console.warn(`point-in-time restore drill skipped: ${skipped}`);

describe.skipIf(Boolean(skipped))('point-in-time recovery from the WAL archive', () => {
  // The drill drops its clusters itself; this also when it timed out (its finally then never runs).
  afterAll(() => dropLeftovers(), 60_000);

  it('restores to the moment before a mistaken delete: every receipt made before it, none after', async () => {
    const figures = await runPitrDrill({ log: (line) => console.log(`pitr drill: ${line}`) });
    console.log(`pitr drill: ${JSON.stringify(figures)}`);
    expect(figures.receiptsRestored).toBe(figures.receiptsBefore);
    expect(figures.receiptsAfterAbsent).toBe(figures.receiptsAfter);
  }, 180_000);
});
