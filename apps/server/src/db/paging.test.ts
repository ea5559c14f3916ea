import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { countCapped, findPage, searchPage } from './paging.ts';
import { institutes } from './schema/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.deps.db.execute(
    sql`insert into institutes (code, name) select 'PG-' || lpad(n::text, 2, '0'), 'Paging School ' || n from generate_series(1, 12) n`,
  );
});
afterAll(() => app.close());

const ours = sql`${institutes.code} like 'PG-%'`;

describe('counting a page', () => {
  it('counts exactly, or no further than one past the cap when the list asks', async () => {
    const db = app.deps.db;
    const exact = await findPage(db, institutes, {
      where: ours,
      orderBy: [asc(institutes.code)],
      page: { page: 2, limit: 5 },
    });
    expect([exact.items.map((i) => i.code), exact.total]).toEqual([['PG-06', 'PG-07', 'PG-08', 'PG-09', 'PG-10'], 12]);
    const capped = await findPage(db, institutes, {
      where: ours,
      orderBy: [asc(institutes.code)],
      page: { page: 3, limit: 5 },
      countCap: 10,
    });
    expect([capped.items.map((i) => i.code), capped.total]).toEqual([['PG-11', 'PG-12'], 11]);
    expect(await countCapped(db, institutes, ours, 100)).toBe(12);
    expect(await countCapped(db, institutes, eq(institutes.code, 'PG-03'), 10)).toBe(1);
  });
});

describe('a search page', () => {
  const run = (where: ReturnType<typeof sql>, cap: number) =>
    searchPage(app.deps.db, {
      matching: (further) => app.deps.db.select({ id: institutes.code }).from(institutes).where(and(where, further)),
      id: institutes.code,
      cap,
      page: (among, db, total) =>
        db
          .select({ code: institutes.code, total })
          .from(institutes)
          .where(among ? sql`${where} and ${among}` : where)
          .orderBy(asc(institutes.code))
          .limit(3),
    });

  it('reads the same page whether the matches are few (sorted from them) or many (walked in order)', async () => {
    const few = await run(ours, 50);
    const many = await run(ours, 5);
    expect(few.items.map((i) => i.code)).toEqual(['PG-01', 'PG-02', 'PG-03']);
    expect(many.items.map((i) => i.code)).toEqual(few.items.map((i) => i.code));
    expect([few.total, many.total]).toEqual([12, 6]);
  });

  it('reads a filter with many matches in one statement next time, and its page and count stay right as matches go', async () => {
    const db = app.deps.db;
    await db.execute(
      sql`insert into institutes (code, name) select 'PM-' || lpad(n::text, 2, '0'), 'Many School ' || n from generate_series(1, 9) n`,
    );
    const mine = sql`${institutes.code} like 'PM-%'`;
    const keyed = (offset: number) =>
      searchPage(db, {
        matching: (further) => db.select({ id: institutes.code }).from(institutes).where(and(mine, further)),
        id: institutes.code,
        cap: 5,
        key: 'paging test: PM',
        values: { offset },
        page: (among, on, total) =>
          on
            .select({ code: institutes.code, total })
            .from(institutes)
            .where(among ? sql`${mine} and ${among}` : mine)
            .orderBy(asc(institutes.code))
            .limit(3)
            .offset(sql.placeholder('offset') as unknown as number),
      });
    const first = await keyed(0);
    expect(first).toEqual({ items: [{ code: 'PM-01' }, { code: 'PM-02' }, { code: 'PM-03' }], total: 6 });
    // Known to have many: page and count come back together, and the count is not left on the rows.
    expect(await keyed(3)).toEqual({ items: [{ code: 'PM-04' }, { code: 'PM-05' }, { code: 'PM-06' }], total: 6 });
    // Past the last page there is no row to carry the count: it is counted on its own.
    expect(await keyed(30)).toEqual({ items: [], total: 6 });
    // The matches became few: the one statement still answers the right page and count, and says so.
    await db.execute(sql`delete from institutes where code like 'PM-%' and code > 'PM-04'`);
    expect(await keyed(0)).toEqual({ items: [{ code: 'PM-01' }, { code: 'PM-02' }, { code: 'PM-03' }], total: 4 });
    expect(await keyed(3)).toEqual({ items: [{ code: 'PM-04' }], total: 4 });
  });

  it('answers an empty page without reading one when nothing matches', async () => {
    expect(await run(sql`${institutes.code} = 'nobody'`, 5)).toEqual({ items: [], total: 0 });
  });
});
