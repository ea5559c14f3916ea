import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';
import { createInstitute } from './factories.ts';

/*
 * Test apps on PGlite share the copies of the template a worker has open (test/pglite-pool.ts): a copy handed on
 * must look to the next app as a new one does, and one a test changed the schema of must never be handed on.
 */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite copies handed from one test app to the next', () => {
  type AnApp = Awaited<ReturnType<typeof createTestApp>>;
  /** The first row of a query's answer (PGlite's answers carry their rows). */
  const firstRow = async <T>(app: AnApp, query: SQL) => {
    const answer: unknown = await app.deps.db.execute(query);
    return (answer as { rows: T[] }).rows[0]!;
  };
  const count = async (app: AnApp, table: string) =>
    (await firstRow<{ n: number }>(app, sql.raw(`select count(*)::int as n from ${table}`))).n;
  const nextUserNumber = async (app: AnApp) =>
    (await firstRow<{ v: string }>(app, sql`select nextval('user_number_seq')::text as v`)).v;

  it('starts the next app on an emptied copy: no rows, sequences from the start, no session settings', async () => {
    const first = await createTestApp();
    const pglite = first.deps.db;
    await createInstitute(first);
    await first.deps.db.execute(sql`select nextval('user_number_seq')`);
    await first.deps.db.execute(sql`set application_name = 'left behind'`);
    expect(await count(first, 'users')).toBeGreaterThan(1);
    await first.close();

    const next = await createTestApp();
    // The same copy, handed on (otherwise this test would show nothing).
    expect(next.deps.db).toBe(pglite);
    // Only the super admin the app makes at its start.
    expect((await next.deps.db.select({ role: users.role }).from(users)).map((u) => u.role)).toEqual(['superAdmin']);
    expect(await count(next, 'institutes')).toBe(0);
    const fresh = await createTestApp();
    expect(await nextUserNumber(next)).toBe(await nextUserNumber(fresh));
    const setting = await firstRow<{ name: string }>(next, sql`select current_setting('application_name') as name`);
    expect(setting.name).not.toBe('left behind');
    await Promise.all([next.close(), fresh.close()]);
  });

  it('never hands on a copy whose schema a test changed', async () => {
    const changed = await createTestApp();
    const db = changed.deps.db;
    await db.execute(sql.raw('create function left_behind() returns int language sql as $$ select 1 $$'));
    await changed.close();
    const next = await createTestApp();
    expect(next.deps.db).not.toBe(db);
    const found = await firstRow<{ n: number }>(
      next,
      sql`select count(*)::int as n from pg_proc where proname = 'left_behind'`,
    );
    expect(found.n).toBe(0);
    await next.close();
  });
});
