import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';
import { createInstitute } from './factories.ts';

/*
 * Test apps on PGlite share the copies of the template a worker has open (test/pglite-pool.ts): a copy handed on
 * must look to the next app as a new one does, and one a test changed the schema of must never be handed on.
 */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite copies handed from one test app to the next', () => {
  const count = async (app: Awaited<ReturnType<typeof createTestApp>>, table: string) =>
    (await app.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

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
    const [seq] = (await next.deps.db.execute<{ v: string }>(sql`select nextval('user_number_seq')::text as v`)).rows;
    const fresh = await createTestApp();
    const [freshSeq] = (await fresh.deps.db.execute<{ v: string }>(sql`select nextval('user_number_seq')::text as v`))
      .rows;
    expect(seq!.v).toBe(freshSeq!.v);
    const [setting] = (
      await next.deps.db.execute<{ name: string }>(sql`select current_setting('application_name') as name`)
    ).rows;
    expect(setting!.name).not.toBe('left behind');
    await Promise.all([next.close(), fresh.close()]);
  });

  it('never hands on a copy whose schema a test changed', async () => {
    const changed = await createTestApp();
    const db = changed.deps.db;
    await db.execute(sql.raw('create function left_behind() returns int language sql as $$ select 1 $$'));
    await changed.close();
    const next = await createTestApp();
    expect(next.deps.db).not.toBe(db);
    const [found] = (
      await next.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_proc where proname = 'left_behind'`,
      )
    ).rows;
    expect(found!.n).toBe(0);
    await next.close();
  });
});
