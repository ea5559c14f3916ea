import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/*
 * The fee reports' one query (fees/ledger-lines.ts) is estimated at millions of rows, so with PostgreSQL's
 * default JIT every Dues by Class or Defaulters call spent seconds compiling it (5.3 s of 5.5 s at 3,000
 * students). The pool's connections run without JIT (db/client.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the app's PostgreSQL connections", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('run without JIT, so a report is not compiled on every call', async () => {
    const found: unknown = await app.deps.db.execute(sql`select current_setting('jit') as jit`);
    expect((found as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
  });
});
