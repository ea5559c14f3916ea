import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedIn } from '../../test/factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** How many times the app asked the database to echo a settle mark while `act` ran. */
async function settlesDuring(act: () => Promise<unknown>): Promise<number> {
  const dialect = new PgDialect();
  const execute = vi.spyOn(app.deps.db, 'execute');
  try {
    await act();
    return execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes('pg_notify')).length;
  } finally {
    execute.mockRestore();
  }
}

describe("a write's answer and the change feed (decision 018)", () => {
  it('a write waits until this instance has heard its change; a request refused before its handler does not', async () => {
    const user = await signedIn(app, { role: 'jobseeker' });
    // Refused by the schema (no password) and by the access rules (no token): nothing was written.
    const refused = await settlesDuring(async () => {
      expect((await app.as(null).post('/api/auth/login', { identifier: 'someone' })).statusCode).toBe(400);
      expect((await app.as(null).post('/api/auth/logout')).statusCode).toBe(401);
    });
    expect(refused).toBe(0);
    const written = await settlesDuring(async () => {
      expect((await app.as(user).post('/api/auth/logout')).statusCode).toBeLessThan(300);
    });
    expect(written).toBe(1);
    expect((await app.as(user).get('/api/auth/me')).statusCode).toBe(401);
  });
});
