import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { qualified } from './qualified.ts';
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
  /** Count no further than one past this (decision 010): for lists that can match hundreds of thousands of rows. */
  countCap?: number;
}

/**
 * How many rows `matches` (a select without order or limit) finds, counted no further than `cap + 1`:
 * counting further would cost a lookup per match; a screen shows "100+" past the cap (decision 010).
 */
async function countUpTo(db: DbOrTx, matches: SQLWrapper, cap: number): Promise<number> {
  const [row] = await countQuery(db, matches, cap).execute();
  return row?.n ?? 0;
}

const countQuery = (db: DbOrTx, matches: SQLWrapper, cap: number) =>
  db.select({ n: sql<number>`count(*)::int` }).from(sql`(${matches} limit ${cap + 1}) as matches`);

/** The same capped count as a column of another select: PostgreSQL runs it once (an InitPlan) and repeats it on each row. */
const countColumn = (matches: SQLWrapper, cap: number) =>
  sql<number | null>`(select count(*)::int from (${matches} limit ${cap + 1}) as matches)`;
/** What a page's `total` column holds when the count is its own statement. */
const NO_COUNT = sql<number | null>`null::int`;

/** A select that can be built once and run again with other values for its placeholders (`sql.placeholder`). */
export interface Reusable<R> {
  prepare(name: string): Statement<R>;
}
interface Statement<R> {
  execute(values?: Record<string, unknown>): Promise<R[]>;
}

/** At most this many built statements are kept per database; past it the memory starts afresh. */
const BUILT_ENTRIES = 2_000;
/** Built statements by database (a statement holds its connection pool) and key. */
const builtStatements = new WeakMap<object, Map<string, Statement<unknown>>>();

/**
 * Runs a select built once per `key` on this database: the SQL text and the row mapping are kept and
 * only `values` (the placeholders: caller, today, anchor, limit, offset) change. A CPU profile of Browse
 * Jobs and Find Employee (27 Nov 2026) found Drizzle building statements (its query builders and
 * buildQueryFromSourceParams) at about a sixth of the server's CPU a search (decision 018). The statement stays unnamed
 * (`prepare('')`: PostgreSQL parses and plans it on every run with the values given), so plans keep their
 * value-specific estimates; only Node's work is saved. Without a key (a transaction) it is built each time.
 */
export function reused<R>(
  db: DbOrTx,
  key: string | undefined,
  build: () => Reusable<R>,
  values: Record<string, unknown>,
): Promise<R[]> {
  if (key === undefined) return build().prepare('').execute(values);
  let statements = builtStatements.get(db);
  if (!statements) builtStatements.set(db, (statements = new Map<string, Statement<unknown>>()));
  let statement = statements.get(key) as Statement<R> | undefined;
  if (!statement) {
    if (statements.size >= BUILT_ENTRIES) statements.clear();
    statement = build().prepare('');
    statements.set(key, statement);
  }
  return statement.execute(values);
}

/** countUpTo, built once per key (see reused). */
async function countReused(
  db: DbOrTx,
  key: string | undefined,
  matches: () => SQLWrapper,
  cap: number,
  values: Record<string, unknown>,
): Promise<number> {
  const [row] = await reused(db, key, () => countQuery(db, matches(), cap), values);
  return row?.n ?? 0;
}

/** How many of a table's rows match `where`, counted no further than `cap + 1`. */
export const countCapped = (db: DbOrTx, table: PgTable, where: SQL | undefined, cap: number): Promise<number> =>
  countUpTo(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
    cap,
  );

/** One page of a table's rows that match `where`, in order, with the count of all that match (capped when the query says). */
export async function findPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  query: PageQuery,
): Promise<Page<T['$inferSelect']>> {
  const { limit, offset } = pageWindow(query.page);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(limit)
      .offset(offset),
    query.countCap === undefined
      ? db
          .select({ total: count() })
          .from(table as PgTable)
          .where(query.where)
          .then(([row]) => row?.total ?? 0)
      : countCapped(db, table, query.where, query.countCap),
  ]);
  return { items: rows, total };
}

/** The same page with each row turned into its answer shape. */
export const mapPage = <A, B>(page: Page<A>, map: (row: A) => B): Page<B> => ({
  items: page.items.map(map),
  total: page.total,
});

/** How many of the newest rows a search reads to tell a common filter from a rare one (searchPage). */
export const PROBE_ROWS = 2000;
/** Fewer matches than this among PROBE_ROWS (half a percent) make a filter rare. */
const RARE_IN_PROBE = 10;

/** How long a filter's measured density (rare or common) is trusted before it is measured again. */
const DENSITY_TTL_MS = 60_000;
/** At most this many filters' densities are kept; past it the memory starts afresh. */
const DENSITY_ENTRIES = 5_000;
const densities = new Map<string, { rare: boolean; until: number }>();

/**
 * Filters whose last count passed the cap, until when: their next page is read with its count in one
 * statement (searchPage). A round trip to PostgreSQL costs Node a socket write and a wake-up; on the
 * bench's virtual machine socket writes were two fifths of the server's busy time on Find Employee (27 Nov 2026), and the count
 * and the page were two of them. Like a density, a stale verdict costs speed, never a wrong answer.
 */
const manyMatches = new Map<string, number>();
const hasMany = (key: string) => (manyMatches.get(key) ?? 0) > Date.now();
function rememberMany(key: string, many: boolean): void {
  if (!many) return void manyMatches.delete(key);
  if (manyMatches.size >= DENSITY_ENTRIES) manyMatches.clear();
  manyMatches.set(key, Date.now() + DENSITY_TTL_MS);
}

/**
 * Whether a filter is rare among the newest rows, measured by `probe` at most once a minute per filter.
 * The verdict only picks how to count and page: both ways answer the same rows, so a verdict a minute old
 * costs at most a slower plan, never a wrong or stale answer. The probe read 2,000 index entries
 * on every search that had one (about a seventh of Browse Jobs' database time at a million jobs).
 */
async function isRare(key: string, probe: () => Promise<boolean>): Promise<boolean> {
  const now = Date.now();
  const known = densities.get(key);
  if (known && known.until > now) return known.rare;
  const rare = await probe();
  if (densities.size >= DENSITY_ENTRIES) densities.clear();
  densities.set(key, { rare, until: now + DENSITY_TTL_MS });
  return rare;
}

/** A filter's second form, for counting it when it is rare (see searchPage). */
export interface Narrowing {
  /** Names the filter's tags: filters with the same key have the same density. */
  key: string;
  /** Those of the list's PROBE_ROWS newest rows that satisfy `condition`, read from the order's index alone. */
  recent: () => SQLWrapper;
  /** A condition that keeps exactly the rows the filters keep, answered by one index that intersects them (a GIN on tags). */
  condition: () => SQL;
}

/**
 * A search list's page over a big table, and its total capped at `cap + 1` (decision 010). The count
 * goes first, planned without the list's order, so a rare filter is answered from its own index. Then:
 * no match, no second query; a few (at most `cap`), the page is sorted from exactly those rows; many,
 * the page walks the order's index, where matches come often enough to fill a page quickly. Walking
 * the order for a filter that matches almost nothing would read the whole index.
 *
 * With a `narrowing`, the filter's density is measured rather than estimated (decision 018): the
 * planner multiplies the frequencies of combined filters, and for a combination that matches nothing
 * ("PGT physics" where no physics job is PGT) it expected thousands of matches and walked the whole
 * table under the count's LIMIT. So the newest PROBE_ROWS rows are counted first (once a minute per filter, isRare), on the narrowing's
 * condition (from the order's index, no table row read): RARE_IN_PROBE or more match, the filter is
 * common and is counted and paged as above. Fewer, it is rare: counted and sorted from the narrowing's
 * index, with the planner kept off sequential and ordered walks for that transaction.
 *
 * A filter whose last count passed the cap (with a `key`) has its next page read with the count as a
 * column, in one statement: the page walks the order whatever the count says, and that page is right
 * for any count (only slower when the matches have become few, which the answer's count then records).
 * A page with no row carries no count, and is read again the usual way.
 *
 * `matching` selects the `id` of every row the filters (and a further condition) match, no order, no
 * limit; `page` builds the page's query on the connection it is given, further restricted by `among`,
 * selecting `total` as one of its columns (`null` unless the count rides along; it is taken off the
 * rows answered). Both may hold placeholders, filled from `values`. With a `key` (every filter's value:
 * what the statements' text depends on, besides the placeholders) the count and the page are built once
 * and reused (see reused); the rare path's transaction builds its own.
 */
export async function searchPage<R>(
  db: DbOrTx,
  {
    matching,
    id,
    cap,
    page,
    narrowing,
    key,
    values = {},
  }: {
    matching: (further?: SQL) => SQLWrapper;
    id: PgColumn;
    cap: number;
    page: (among: SQL | undefined, db: DbOrTx, total: SQL<number | null>) => Reusable<R & { total: number | null }>;
    narrowing?: Narrowing | undefined;
    key?: string | undefined;
    values?: Record<string, unknown>;
  },
): Promise<Page<R>> {
  const among = (total: number, further?: SQL) =>
    total <= cap ? sql`${qualified(id)} in (${matching(further)} limit ${cap + 1})` : undefined;
  const keyed = (part: string) => (key === undefined ? undefined : `${key}|${part}`);
  const strip = (found: (R & { total: number | null })[]): R[] => found.map(({ total: _total, ...row }) => row as R);
  // The page walking the order (many matches); the one sorted from the matches is keyed apart.
  const ordered = async () =>
    strip(await reused(db, keyed('page:ordered'), () => page(undefined, db, NO_COUNT), values));
  const common = async (): Promise<Page<R>> => {
    if (key !== undefined && hasMany(key)) {
      const counted = await reused(
        db,
        keyed('page:ordered+count'),
        () => page(undefined, db, countColumn(matching(), cap)),
        values,
      );
      const total = counted[0]?.total;
      if (typeof total === 'number') {
        rememberMany(key, total > cap);
        return { items: strip(counted), total };
      }
    }
    const total = await countReused(db, keyed('count'), () => matching(), cap, values);
    if (key !== undefined) rememberMany(key, total > cap);
    if (total === 0) return { items: [], total };
    return {
      items:
        total <= cap
          ? strip(await reused(db, keyed('page:among'), () => page(among(total), db, NO_COUNT), values))
          : await ordered(),
      total,
    };
  };
  if (narrowing) {
    if (
      !(await isRare(
        narrowing.key,
        async () => (await countUpTo(db, narrowing.recent(), RARE_IN_PROBE - 1)) < RARE_IN_PROBE,
      ))
    )
      return common();
    const rare = await db.transaction(async (tx) => {
      // Both settings in one statement (set_config with is_local is SET LOCAL): one round trip less a rare search.
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      const condition = narrowing.condition();
      const total = await countReused(tx, undefined, () => matching(condition), cap, values);
      return {
        total,
        items:
          total === 0 || total > cap
            ? []
            : strip(await reused(tx, undefined, () => page(among(total, condition), tx, NO_COUNT), values)),
      };
    });
    // Rare among the newest but many in all: the page walks the order after all.
    return rare.total > cap ? { items: await ordered(), total: rare.total } : rare;
  }
  return common();
}
