import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { findPage, type Page, type PageQuery } from './paging.ts';

/**
 * The institute a piece of work acts for. Only `callerInstitute(request)` (http/tenancy.ts) makes one
 * from a request; code that acts for an institute on purpose (a seed, a background job) names it
 * with `institute(code)`. A code read from a path or a body is a plain string and is refused by the
 * type checker.
 */
export type Institute = string & { readonly __tenant: unique symbol };

export const institute = (code: string): Institute => code as Institute;

/** A table made with `instituteTable()` (db/columns.ts): it has an `id` and an `institute_code`. */
export type InstituteTable = PgTable & { id: AnyPgColumn; instituteCode: AnyPgColumn };

type Row<T extends InstituteTable> = T['$inferSelect'];
/** What a caller may write: everything but the institute, which the scope supplies and nobody moves. */
type Values<T extends InstituteTable> = Omit<T['$inferInsert'], 'instituteCode'>;
type Changes<T extends InstituteTable> = Partial<Values<T>>;

/**
 * The way to read or write institute data (decision 006). The fee ledger's raw SQL is the named exception:
 * it writes the same condition by hand, in the places decision 006 lists. Every query made here carries
 * `institute_code = <the institute>`, so another institute's row is never found, changed or
 * removed: a route turns "not found" into 404, the same answer as for a row that does not exist.
 *
 *   const rows = scoped(deps.db, callerInstitute(request));
 *   const job = await rows.find(jobs, request.params.id);
 */
export function scoped(db: DbOrTx, tenant: Institute) {
  /** The tenancy condition, with the query's own condition if any. */
  const within = (table: InstituteTable, where?: SQL): SQL => and(eq(table.instituteCode, tenant), where)!;

  // Drizzle's builders cannot follow a table type known only as "some institute table": each query
  // below sees the plain table, and its signature is typed by the table passed in.
  const plain = (table: InstituteTable): PgTable => table;
  return {
    institute: tenant,
    /** The condition itself, for a join or an aggregate the helpers below do not cover. */
    where: within,

    async select<T extends InstituteTable>(table: T, where?: SQL): Promise<Row<T>[]> {
      return db.select().from(plain(table)).where(within(table, where));
    },

    /** One row by `_id`, or undefined when there is none in this institute. */
    async find<T extends InstituteTable>(table: T, rowId: string): Promise<Row<T> | undefined> {
      const [row] = await db
        .select()
        .from(plain(table))
        .where(within(table, eq(table.id, rowId)))
        .limit(1);
      return row;
    },

    page<T extends InstituteTable>(table: T, query: PageQuery): Promise<Page<Row<T>>> {
      return findPage(db, table, { ...query, where: within(table, query.where) });
    },

    async insert<T extends InstituteTable>(table: T, values: Values<T>): Promise<Row<T>> {
      const [row] = await db
        .insert(plain(table))
        .values({ ...values, instituteCode: tenant })
        .returning();
      return row!;
    },

    /** Many rows at once (an import), each stamped with this institute; sent in batches under PostgreSQL's parameter limit. */
    async insertMany<T extends InstituteTable>(table: T, values: Values<T>[], batchSize = 500): Promise<Row<T>[]> {
      const rows: Row<T>[] = [];
      for (let i = 0; i < values.length; i += batchSize) {
        const batch = values.slice(i, i + batchSize).map((v) => ({ ...v, instituteCode: tenant }));
        rows.push(...((await db.insert(plain(table)).values(batch).returning()) as Row<T>[]));
      }
      return rows;
    },

    /** Changes the rows of this institute that match; answers them (none: not found here). */
    async update<T extends InstituteTable>(table: T, changes: Changes<T>, where: SQL): Promise<Row<T>[]> {
      const { instituteCode: _never, ...allowed } = changes as Changes<T> & { instituteCode?: unknown };
      return db.update(plain(table)).set(allowed).where(within(table, where)).returning();
    },

    /** Removes the rows of this institute that match; answers them (none: not found here). */
    async delete<T extends InstituteTable>(table: T, where: SQL): Promise<Row<T>[]> {
      return db.delete(plain(table)).where(within(table, where)).returning();
    },
  };
}

export type Scoped = ReturnType<typeof scoped>;
