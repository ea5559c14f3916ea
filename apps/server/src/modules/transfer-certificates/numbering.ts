import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transferCertificateCounters as counters } from '../../db/schema/index.ts';
import type { Institute } from '../../db/scoped.ts';

/**
 * The school's next TC number, taken in the TC's own transaction: one statement raises the school's counter row (made
 * at its first TC), so a second clerk's TC waits on the row until this one commits and gets the number after it; a TC
 * that fails rolls its raise back, leaving no gap (decision 036). The row is the caller's institute's by its key.
 */
export async function nextTcNumber(tx: Tx, institute: Institute): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ instituteCode: institute, lastNumber: 1 })
    .onConflictDoUpdate({ target: counters.instituteCode, set: { lastNumber: sql`${counters.lastNumber} + 1` } })
    .returning({ number: counters.lastNumber });
  return row!.number;
}
