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
 * assignment, a mid-year class move (which decides which class charges which months), a TC and the year end queue
 * here, so none reads what another is changing. The key is the student's id alone. Take it in a statement of its
 * own before reading: a statement that waits for the lock still reads what was committed when it began.
 */
export async function holdStudentFees(tx: Tx, studentId: string) {
  await holdUntilCommit(tx, studentId);
}

/**
 * Holds many students' fees at once (the year end's whole school), each by the same key as `holdStudentFees`, in one
 * statement and in one order (ids sorted as text, the order JavaScript's sort gives), so two such writers, or one and
 * a family's payment (which takes its children's locks in the same order), queue instead of deadlocking.
 */
export async function holdManyStudentsFees(tx: Tx, studentIds: string[]) {
  const ids = [...new Set(studentIds)].sort();
  if (ids.length === 0) return;
  // The subquery's order is the order the locks are taken in: `with ordinality` keeps the sorted list's.
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(hashtextextended(k, 0)))
    from (select k from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as t(k, n) order by n) ordered`);
}
