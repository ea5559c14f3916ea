import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export const RESET_TTL_MS = 60 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a single-use reset token; only its hash is stored. */
export async function createResetToken(tx: DbOrTx, accountId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResets).values({
    userId: accountId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  return token;
}

/** Uses up a token, answering its account id, or null when it is unknown, used or expired. */
export async function consumeResetToken(tx: DbOrTx, token: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) return null;
  // One reset ends every other link sent to this account.
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  return row.userId;
}

/** What a reset link is now: still usable, used (by its own reset or a later one), or expired or unknown. */
export async function resetLinkState(db: DbOrTx, token: string, now: Date): Promise<'valid' | 'used' | 'expired'> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, sha256(token)));
  if (!row) return 'expired';
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'valid' : 'expired';
}
