import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { qualified } from './qualified.ts';

/**
 * Keyset paging for lists that grow to millions of rows and are read newest first: the next page
 * starts after the last row the client already has (`after=<its _id>`), `(at, id) < (that row's)`,
 * so page 1,000 walks the same few index entries as page 1 (OFFSET would read and drop every row
 * before it).
 *
 * The anchor row is read inside the same statement, not by a query of its own: one round trip less
 * per page, and the timestamp keeps its microseconds (a JavaScript Date would lose them, and with them
 * rows written in the same millisecond). A vanished anchor compares as NULL, so the list ends.
 */
export const afterRow = (table: PgTable, at: PgColumn, id: PgColumn, rowId: string | Placeholder): SQL =>
  sql`(${qualified(at)}, ${qualified(id)}) < (select anchor.${sql.identifier(at.name)}, anchor.${sql.identifier(id.name)} from ${table} as anchor where anchor.${sql.identifier(id.name)} = ${rowId}::uuid)`;
