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

/**
 * Holds one student's fees until this transaction ends: a collection, a late-fee waiver, an optional head's
 * assignment and a mid-year class move (which decides which class charges which months) queue here, so
 * none reads what another is changing. The key is the student's id alone (the counter takes the same lock
 * inside its first query, fees/collect.ts).
 */
export async function holdStudentFees(tx: Tx, studentId: string) {
  await holdUntilCommit(tx, studentId);
}
