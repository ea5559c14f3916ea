import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table, `"jobs"."id"`, for SQL written by hand. Drizzle prints a bare `"id"` in
 * the select list of a one-table query, and inside a subquery a bare name is the subquery's own
 * column: an outer reference must say whose it is.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
