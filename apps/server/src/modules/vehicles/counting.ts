import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageWindow, type Page, type PageQuery } from '../../db/paging.ts';
import { busAds } from '../../db/schema/index.ts';

/**
 * Lists over every institute's ads can match hundreds of thousands of rows, and an exact count of them
 * costs far more than the page itself. Past this many, the total says "at least this many": still
 * more pages than anyone reads, at the cost of a short index scan.
 */
export const COUNT_CAP = 10_000;

/** How many ads match, counting no further than COUNT_CAP. */
export async function countAds(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(busAds).where(where).limit(COUNT_CAP).as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

/** One page of ads and their (capped) count. */
export async function pageOfAds(db: DbOrTx, query: PageQuery): Promise<Page<typeof busAds.$inferSelect>> {
  const { limit, offset } = pageWindow(query.page);
  const [items, total] = await Promise.all([
    db
      .select()
      .from(busAds)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(limit)
      .offset(offset),
    countAds(db, query.where),
  ]);
  return { items, total };
}

