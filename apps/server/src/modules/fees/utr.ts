import { and, eq, sql } from 'drizzle-orm';
import { GUARDIAN_FEE_MESSAGES } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { feeReceipts, upiClaims } from '../../db/schema/index.ts';
import type { Institute } from '../../db/scoped.ts';
import { conflict } from '../../errors.ts';

/**
 * A UTR names one bank transfer, so it pays the school once: on an active UPI receipt or on a guardian's
 * claim waiting for the office, never both (issue 45). Called inside the writing transaction, under a lock
 * of the UTR, so a claim and a counter receipt with the same UTR sent at once cannot both pass.
 *
 * - `claim`: a guardian's claim (made or being confirmed) is refused when a receipt already carries it.
 * - `counter`: a receipt at the counter is refused when a receipt or a claim waiting carries it. A claim
 *   being confirmed (in the caller's transaction) is no longer waiting; a confirmed claim is counted through
 *   its receipt, so a cancelled receipt frees its UTR.
 * At the counter the reference is free text the clerk types ("UPI-4455", a payer's name): only a reference that is a
 * UTR (12 digits, as a claim's always is) names one bank transfer and is checked.
 */
export async function assertUtrFree(tx: DbOrTx, at: Institute, utr: string, side: 'claim' | 'counter') {
  if (side === 'counter' && !/^\d{12}$/.test(utr)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`utr:${at}:${utr}`}, 0))`);
  const field = side === 'claim' ? 'utr' : 'reference';
  const onReceipt = await tx.$count(
    feeReceipts,
    and(
      eq(feeReceipts.instituteCode, at),
      eq(feeReceipts.mode, 'upi'),
      eq(feeReceipts.reference, utr),
      eq(feeReceipts.status, 'active'),
    ),
  );
  if (onReceipt > 0) throw conflict(GUARDIAN_FEE_MESSAGES.utrUsed, { [field]: GUARDIAN_FEE_MESSAGES.utrUsed });
  if (side === 'claim') return;
  const onClaim = await tx.$count(
    upiClaims,
    and(eq(upiClaims.instituteCode, at), eq(upiClaims.utr, utr), eq(upiClaims.status, 'pending')),
  );
  if (onClaim > 0) throw conflict(GUARDIAN_FEE_MESSAGES.utrUsed, { [field]: GUARDIAN_FEE_MESSAGES.utrUsed });
}
