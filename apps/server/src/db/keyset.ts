import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Keyset paging for lists that grow to millions of rows and are read newest first: the next page
 * starts after the last row the client already has (`after=<its _id>`), `(at, id) < (that row's)`,
 * so page 1,000 walks the same few index entries as page 1 (OFFSET would read and drop every row
 * before it).
 *
 * The anchor's timestamp is read as the database prints it: microseconds included, which a
 * JavaScript Date would lose (and with them rows written in the same millisecond).
 */
export interface Anchor {
  at: string;
  id: string;
}

/** The row a page continues after; undefined when it is gone (the list then ends). */
export async function anchorOf(db: DbOrTx, table: PgTable, at: PgColumn, id: PgColumn, rowId: string): Promise<Anchor | undefined> {
  const [row] = await db
    .select({ at: sql<string>`(${at})::text` })
    .from(table)
    .where(eq(id, rowId))
    .limit(1);
  return row ? { at: row.at, id: rowId } : undefined;
}

/** Rows after the anchor in `(at desc, id desc)` order. */
export const after = (at: PgColumn, id: PgColumn, a: Anchor): SQL => sql`(${at}, ${id}) < (${a.at}::timestamptz, ${a.id}::uuid)`;
