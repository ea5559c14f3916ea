import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset paging for lists that grow to millions of rows and are read newest first: the next page
 * starts after the last row of the previous one, `(at, id) < (cursor)`, so page 1,000 walks the same
 * few index entries as page 1 (OFFSET would read and drop every row before it).
 *
 * The cursor carries the timestamp as the database prints it: microseconds included, which a
 * JavaScript Date would lose (and with them rows written in the same millisecond).
 */
export interface Cursor {
  at: string;
  id: string;
}

/** The timestamp column as text, to select beside the row and hand to `encodeCursor`. */
export const cursorText = (at: PgColumn): SQL<string> => sql<string>`(${at})::text`;

export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** A cursor the client sent back; undefined when it is not one this server made. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  const [at, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !UUID.test(id) || !TIMESTAMP.test(at)) return undefined;
  return { at, id };
}

/** Rows after the cursor in `(at desc, id desc)` order. */
export const after = (at: PgColumn, id: PgColumn, c: Cursor): SQL => sql`(${at}, ${id}) < (${c.at}::timestamptz, ${c.id}::uuid)`;
