import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Queues transactions that would write the same thing (the same write sent twice at once, a double
 * click) until this one ends, so the later one reads what the first committed instead of inserting
 * beside it and failing on a unique index. The key names the thing: `${what}:${id}`.
 */
export async function holdUntilCommit(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
