import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** No list answers more than this many rows a page, whatever the query asks (design §3). */
export const MAX_PAGE_SIZE = 100;

/** `page` counts from 1; the contract's `PageQuerySchema` parses both from the query. */
export interface PageInput {
  page: number;
  limit: number;
}

/** One page and how many rows match in all: a paged endpoint's handler answers this, and `route()` puts the total in `X-Total-Count` (decision 005). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The limit and offset of a page, with the limit kept between 1 and MAX_PAGE_SIZE. */
export function pageWindow(input: PageInput): { limit: number; offset: number } {
  const limit = Math.min(Math.max(1, Math.trunc(input.limit) || 1), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(input.page) || 1);
  return { limit, offset: (page - 1) * limit };
}

export interface PageQuery {
  where?: SQL | undefined;
  /** Put a unique column last, so rows with equal sort keys keep their place from page to page. */
  orderBy: (SQL | PgColumn)[];
  page: PageInput;
}

/** One page of a table's rows that match `where`, in order, with the count of all that match. */
export async function findPage<T extends PgTable>(db: DbOrTx, table: T, query: PageQuery): Promise<Page<T['$inferSelect']>> {
  const { limit, offset } = pageWindow(query.page);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(query.where),
  ]);
  return { items: rows, total: totals?.total ?? 0 };
}

/** The same page with each row turned into its answer shape. */
export const mapPage = <A, B>(page: Page<A>, map: (row: A) => B): Page<B> => ({ items: page.items.map(map), total: page.total });

/**
 * How many rows `matches` (a select without order or limit) finds, counted no further than `cap + 1`,
 * as a column to select beside the page itself: the page and its total in one statement. Counting
 * further would cost a lookup per match; a screen shows "100+" past the cap (decision 010).
 */
export const countUpTo = (matches: SQLWrapper, cap: number): SQL<number> =>
  sql<number>`(select count(*)::int from (${matches} limit ${cap + 1}) as matches)`;

/** A `countUpTo` on its own, for a page that came back empty and so carries no total. */
export async function countAlone(db: DbOrTx, total: SQL<number>): Promise<number> {
  const [row] = await db.select({ total }).from(sql`(values (0)) as nothing`);
  return row?.total ?? 0;
}
