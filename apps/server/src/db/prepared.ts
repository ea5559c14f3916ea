import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const dialect = new PgDialect();

/**
 * Raw SQL run as a named prepared statement: PostgreSQL parses and plans it once per connection, not on
 * every call (planning was most of the server's time on the fee counter). `name` must always go with the
 * same text; node-postgres remembers it per connection, PGlite ignores it. Answers the rows.
 */
export async function executeNamed<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const result: unknown = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  return (result as { rows: T[] }).rows;
}
