import { setTimeout } from 'node:timers/promises';
import type {
  AccountSettingsBody,
  AppealBody,
  ChangePasswordBodySchema,
  LoginAnswer,
  LoginBody,
  RegisterBodySchema,
  SessionUser,
  UiLanguage,
} from '@school-portal/contract';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, ROLE_LABELS, SIGN_IN_REFUSALS } from '@school-portal/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/access.ts';
import * as accounts from '../accounts/index.ts';
import { passwordChangedMail, registrationAttemptMail, registrationReceivedMail, resetPasswordMail } from './mails.ts';
import { consumeResetToken, createResetToken } from './resets.ts';
import { endSession, openSession } from './sessions.ts';

/**
 * Checks the password first and only then says why a known account may not sign in, so a stranger
 * learns nothing about which e-mails are registered. Failures are counted per account (whatever
 * identifier was typed) and address; a right password clears the account's count.
 */
export async function signIn(
  deps: Deps,
  body: LoginBody,
  kind: 'member' | 'superAdmin',
  ip: string,
): Promise<LoginAnswer> {
  const account = await accounts.findAccountByIdentifier(deps.db, body.identifier);
  const limitKey = account?.id ?? body.identifier.trim();
  const attempt = await deps.rateLimits.signIn.attempt(limitKey, ip);
  const ok = await accounts.verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !ok) throw unauthorized(SIGN_IN_REFUSALS.invalid);
  await attempt.succeed();
  if (kind === 'superAdmin' && account.role !== 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.superAdminOnly);
  if (kind === 'member' && account.role === 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.useSuperUserLogin);
  const refusal = accounts.refusalFor(account);
  if (refusal) throw forbidden(refusal);
  const token = await openSession(deps.db, deps.tokens, account);
  return { ...accounts.toSessionUser(account, await accounts.instituteNameOf(deps.db, account.instituteCode)), token };
}

export async function currentUser(deps: Deps, me: AuthUser): Promise<SessionUser> {
  const account = await accounts.findAccountById(deps.db, me.id);
  if (!account) throw unauthorized();
  return accounts.toSessionUser(account, await accounts.instituteNameOf(deps.db, account.instituteCode));
}

/** The signed-in user's own settings: the language of their screens, e-mails and notices. */
export async function updateMe(deps: Deps, me: AuthUser, body: AccountSettingsBody): Promise<SessionUser> {
  const account = await accounts.setLanguage(deps.db, me.id, body.language);
  if (!account) throw unauthorized();
  return accounts.toSessionUser(account, await accounts.instituteNameOf(deps.db, account.instituteCode));
}

export async function signOut(deps: Deps, me: AuthUser) {
  await endSession(deps.db, me.sessionId);
  return { message: AUTH_MESSAGES.signedOut };
}

/**
 * A new registration waits for approval. An e-mail that already has an account gets the very same
 * answer, nothing is created, and the address's owner is told by mail: the form does not reveal who
 * is registered.
 */
export async function register(deps: Deps, body: z.output<typeof RegisterBodySchema>, language: UiLanguage) {
  const passwordHash = await accounts.hashPassword(body.password);
  const instituteCode = body.role === 'instituteAdmin' ? body.instituteCode : null;
  return deps.db.transaction(async (tx) => {
    if (instituteCode && (await accounts.instituteCodeHolder(tx, instituteCode))) {
      throw conflict(ACCOUNT_MESSAGES.codeTaken, { instituteCode: ACCOUNT_MESSAGES.codeTaken });
    }
    const existing = await accounts.findAccountByEmail(tx, body.email);
    if (existing) {
      await enqueueMail(tx, registrationAttemptMail(existing, deps.config.publicUrl));
      return { message: AUTH_MESSAGES.registrationToast, userId: await accounts.reserveUserId(tx, body.role) };
    }
    const created = await accounts.createAccount(tx, {
      role: body.role,
      name: body.name ?? '',
      email: body.email,
      phone: body.phone,
      passwordHash,
      status: 'pending',
      instituteCode,
      language,
    });
    if (instituteCode && body.role === 'instituteAdmin')
      await accounts.describeInstitute(tx, instituteCode, { name: body.name, udiseCode: body.udiseCode });
    await enqueueMail(
      tx,
      registrationReceivedMail(
        { email: created.email, name: created.name || created.instituteCode || '', language },
        created.userId,
      ),
    );
    const who = created.name || created.instituteCode || created.email;
    await accounts.notifySuperAdmins(tx, (t) =>
      t(/*i18n*/ 'New registration waiting for approval: {who} ({kind}).', { who, kind: t(ROLE_LABELS[created.role]) }),
    );
    return { message: AUTH_MESSAGES.registrationToast, userId: created.userId };
  });
}

/**
 * How long every forgot-password answer takes at least. A known e-mail costs a transaction (token and
 * mail) that an unknown one does not; waiting until the same moment hides which e-mails have accounts.
 */
export const FORGOT_ANSWER_MS = 200;

/**
 * Sends a reset link to a known e-mail, at most `forgotMailsPerAccount` an hour: past that the answer is
 * the same and nothing is sent, so strangers cannot flood an inbox, nor make the owner's request fail.
 */
export async function forgotPassword(deps: Deps, email: string) {
  const answerAt = Date.now() + FORGOT_ANSWER_MS;
  const [account, mayMail] = await Promise.all([
    accounts.findAccountByEmail(deps.db, email),
    deps.rateLimits.allow('forgotMailsPerAccount', email),
  ]);
  if (account && mayMail) {
    await deps.db.transaction(async (tx) => {
      const token = await createResetToken(tx, account.id, new Date());
      const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, resetPasswordMail(account, link));
    });
  }
  await setTimeout(Math.max(0, answerAt - Date.now()));
  return { ok: true, message: AUTH_MESSAGES.resetLinkSent };
}

export async function resetPassword(deps: Deps, token: string, newPassword: string) {
  const passwordHash = await accounts.hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const accountId = await consumeResetToken(tx, token, new Date());
    if (!accountId) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, { token: AUTH_MESSAGES.resetLinkInvalid });
    const account = await accounts.setPassword(tx, accountId, passwordHash);
    await enqueueMail(tx, passwordChangedMail(account));
  });
  return { message: AUTH_MESSAGES.passwordReset };
}

/** Ends every session of the account, this one included, and answers a fresh token for this tab. */
export async function changePassword(
  deps: Deps,
  me: AuthUser,
  body: z.output<typeof ChangePasswordBodySchema>,
  ip: string,
) {
  const attempt = await deps.rateLimits.signIn.attempt(me.id, ip);
  const account = await accounts.findAccountById(deps.db, me.id);
  if (!account || !(await accounts.verifyPassword(account.passwordHash, body.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, { currentPassword: AUTH_MESSAGES.currentPasswordWrong });
  }
  await attempt.succeed();
  if (body.currentPassword === body.newPassword) {
    throw badRequest(AUTH_MESSAGES.samePassword, { newPassword: AUTH_MESSAGES.samePassword });
  }
  const passwordHash = await accounts.hashPassword(body.newPassword);
  const token = await deps.db.transaction(async (tx) => {
    const row = await accounts.setPassword(tx, me.id, passwordHash);
    await enqueueMail(tx, passwordChangedMail(row));
    return openSession(tx, deps.tokens, row);
  });
  return { message: AUTH_MESSAGES.passwordChanged, token };
}

/**
 * A rejected applicant appeals once. They cannot sign in, so the password says who asks, counted as
 * sign-in failures are; the account's own life cycle (accounts' applyTransition) then puts the
 * registration back in the queue with the message in its audit trail, and tells the applicant.
 */
export async function appeal(deps: Deps, body: AppealBody, ip: string): Promise<{ message: string }> {
  const account = await accounts.findAccountByIdentifier(deps.db, body.identifier);
  const limitKey = account?.id ?? body.identifier.trim();
  const attempt = await deps.rateLimits.signIn.attempt(limitKey, ip);
  if (!account || !(await accounts.verifyPassword(account.passwordHash, body.password))) {
    throw unauthorized(SIGN_IN_REFUSALS.invalid);
  }
  await attempt.succeed();
  await deps.db.transaction(async (tx) => {
    await accounts.applyTransition(tx, {
      target: account.id,
      action: 'appeal',
      actorId: account.id,
      reason: body.message,
      loginUrl: `${deps.config.publicUrl}/login`,
    });
    // Back in the queue is work arriving: the super admins' bell rings as for a new registration.
    const who = account.name || account.instituteCode || account.email;
    await accounts.notifySuperAdmins(tx, (t) =>
      t(/*i18n*/ 'Appeal waiting for review: {who} ({kind}).', { who, kind: t(ROLE_LABELS[account.role]) }),
    );
  });
  return { message: AUTH_MESSAGES.appealSent };
}
