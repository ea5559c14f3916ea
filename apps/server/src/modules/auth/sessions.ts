import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_ENDED } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ChannelHandlers } from '../../db/notifications.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { refusalFor } from '../accounts/index.ts';
import { newSessionCache, type SessionCache } from './session-cache.ts';
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

/** The channel a change to a session or its account is announced on (migration 0025's triggers); the payload is the account's id. */
export const SESSION_CHANGES = 'session_changes';

/** A session and its account as every request reads them. */
export interface SessionRecord {
  account: { [K in keyof typeof callerColumns]: (typeof users.$inferSelect)[K] };
  session: { expiresAt: Date; revokedAt: Date | null };
}

/**
 * Turns a bearer token into the caller, or refuses it with a message saying why: the session ended,
 * the account was suspended, or its password changed (the token version moved on). A session read
 * lately comes from `cache`, which forgets it the moment any instance changes it or its account.
 */
export function createAuthenticator(db: Db, tokens: TokenService, cache: SessionCache = newSessionCache()) {
  // Every signed-in request runs this: built and planned once, not per request.
  const callerOfSession = db
    .select({ account: callerColumns, session: { expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('caller_of_session');
  // Kept under its session with its account as scope: a change to either forgets it.
  const read = (sid: string): Promise<SessionRecord | undefined> =>
    cache.get(
      sid,
      (row) => row.account.id,
      async () => (await callerOfSession.execute({ sid }))[0],
    );
  return async (token: string): Promise<AuthUser> => {
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized(SESSION_ENDED.expired);
    const row = await read(claims.sid);
    if (!row || row.account.id !== claims.sub || row.session.expiresAt <= new Date())
      throw unauthorized(SESSION_ENDED.expired);
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

/**
 * The authenticator of a running app, with its cache kept in step with the database: `changes` hears
 * SESSION_CHANGES (app.ts puts it on the instance's change feed, db/change-feed.ts), and every change to a
 * session or an account, on any instance, forgets that account's sessions.
 */
export function sessionAuthenticator(db: Db, tokens: TokenService) {
  const cache = newSessionCache();
  const changes: ChannelHandlers = {
    message: (accountId) => cache.changed((account) => account === accountId),
    listening: (on) => cache.setListening(on),
  };
  return { authenticate: createAuthenticator(db, tokens, cache), changes };
}
