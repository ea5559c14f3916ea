import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database } from './client.ts';

/** Arbitrary constant naming the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_240_611;

export async function runMigrations(database: Omit<Database, 'listen'>): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  // The lock is per connection, so take it inside one transaction's connection.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, config);
  });
}
