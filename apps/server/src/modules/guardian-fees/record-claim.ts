import { GUARDIAN_FEE_MESSAGES as M, type ClaimOutcome } from '@school-portal/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { upiClaims } from '../../db/schema/index.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { conflict } from '../../errors.ts';
import { assertUtrFree } from '../fees/index.ts';
import { toClaimOutcome } from './fee-page.ts';

/** Whom a claim is for, once its own checks have passed: a child, or a family (listed under its eldest child). */
export interface ClaimFor {
  studentId: string;
  familyId?: string;
}

/**
 * What every UPI claim does, a child's (claims.ts) or a family's (family-claims.ts), in one transaction: `check` takes
 * its locks and refuses more than may be claimed, then the UTR must be new, and the claim is written. A UTR sent twice
 * at once is refused by the unique index, with the same words.
 */
export async function recordClaim(
  db: Db,
  at: Institute,
  claim: { amount: number; utr: string; reference: string },
  check: (tx: Tx, amountPaise: number) => Promise<ClaimFor>,
): Promise<ClaimOutcome> {
  const amountPaise = Math.round(claim.amount * 100);
  try {
    const row = await db.transaction(async (tx) => {
      const target = await check(tx, amountPaise);
      await assertUtrFree(tx, at, claim.utr, 'claim');
      return scoped(tx, at).insert(upiClaims, {
        ...target,
        amountPaise,
        utr: claim.utr,
        reference: claim.reference,
      });
    });
    return toClaimOutcome(row);
  } catch (err) {
    if (isUniqueViolation(err, 'upi_claims_institute_utr_key')) throw conflict(M.utrUsed, { utr: M.utrUsed });
    throw err;
  }
}
