import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_ENDED } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { refusalFor } from '../accounts/index.ts';
import type { TokenService } from './tokens.ts';

/** Starts a session for an account and answers its token. */
export async function openSession(
  db: DbOrTx,
  tokens: TokenService,
  account: { id: string; tokenVersion: number },
): Promise<string> {
  const sid = randomUUID();
  const { token, expiresAt } = await tokens.sign({ sub: account.id, tv: account.tokenVersion, sid });
  // Expired sessions of this account are of no further use.
  await db.delete(sessions).where(and(eq(sessions.userId, account.id), lt(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ id: sid, userId: account.id, expiresAt });
  return token;
}

/** Logging out: the session's token stops working at once. */
export async function endSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** What every request reads of its caller's account: only these, as this runs once per request. */
const callerColumns = {
  id: users.id,
  userId: users.userId,
  name: users.name,
  email: users.email,
  role: users.role,
  instituteCode: users.instituteCode,
  status: users.status,
  rejectionReason: users.rejectionReason,
  tokenVersion: users.tokenVersion,
};

/**
 * Turns a bearer token into the caller, or refuses it with a message saying why: the session ended,
 * the account was suspended, or its password changed (the token version moved on).
 */
export function createAuthenticator(db: Db, tokens: TokenService) {
  // Every signed-in request runs this: built and planned once, not per request.
  const callerOfSession = db
    .select({ account: callerColumns, session: { expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('caller_of_session');
  return async (token: string): Promise<AuthUser> => {
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized(SESSION_ENDED.expired);
    const [row] = await callerOfSession.execute({ sid: claims.sid });
    if (!row || row.account.id !== claims.sub || row.session.expiresAt <= new Date()) throw unauthorized(SESSION_ENDED.expired);
    if (row.session.revokedAt) throw unauthorized(SESSION_ENDED.signedOut);
    const { account } = row;
    const refusal = refusalFor(account);
    if (refusal) throw new AppError(401, refusal);
    if (account.tokenVersion !== claims.tv) throw unauthorized(SESSION_ENDED.credentialsChanged);
    return {
      id: account.id,
      userId: account.userId,
      name: account.name,
      email: account.email,
      role: account.role,
      instituteCode: account.instituteCode,
      sessionId: claims.sid,
    };
  };
}
