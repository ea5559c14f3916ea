import type { ChangePasswordBodySchema, LoginAnswer, LoginBody, RegisterBodySchema, SessionUser } from '@school-portal/contract';
import { MSG, SIGN_IN_REFUSALS } from '@school-portal/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AuthUser } from '../../plugins/access.ts';
import {
  createAccount,
  findAccountByEmail,
  findAccountById,
  findAccountByIdentifier,
  instituteCodeHolder,
  instituteNameOf,
  refusalFor,
  reserveUserId,
  setPassword,
  toSessionUser,
} from '../accounts/service.ts';
import { passwordChangedMail, registrationAttemptMail, registrationReceivedMail, resetPasswordMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeResetToken, createResetToken } from './resets.ts';
import { endSession, openSession } from './sessions.ts';

const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';
const CODE_TAKEN = 'This institute code is already registered.';

/**
 * Checks the password first and only then says why a known account may not sign in, so a stranger
 * learns nothing about which e-mails are registered. Failures are counted per account (whatever
 * identifier was typed) and address; a right password clears the account's count.
 */
export async function signIn(deps: Deps, body: LoginBody, kind: 'member' | 'superAdmin', ip: string): Promise<LoginAnswer> {
  const account = await findAccountByIdentifier(deps.db, body.identifier);
  const limitKey = account?.id ?? body.identifier.trim();
  await deps.rateLimits.signIn.check(limitKey, ip);
  const ok = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !ok) {
    await deps.rateLimits.signIn.fail(limitKey, ip);
    throw unauthorized(SIGN_IN_REFUSALS.invalid);
  }
  await deps.rateLimits.signIn.succeed(limitKey, ip);
  if (kind === 'superAdmin' && account.role !== 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.superAdminOnly);
  if (kind === 'member' && account.role === 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.useSuperUserLogin);
  const refusal = refusalFor(account);
  if (refusal) throw forbidden(refusal);
  const token = await openSession(deps.db, deps.tokens, account);
  return { ...toSessionUser(account, await instituteNameOf(deps.db, account.instituteCode)), token };
}

export async function currentUser(deps: Deps, me: AuthUser): Promise<SessionUser> {
  const account = await findAccountById(deps.db, me.id);
  if (!account) throw unauthorized();
  return toSessionUser(account, await instituteNameOf(deps.db, account.instituteCode));
}

export async function signOut(deps: Deps, me: AuthUser) {
  await endSession(deps.db, me.sessionId);
  return { message: 'You have signed out.' };
}

/**
 * A new registration waits for approval. An e-mail that already has an account gets the very same
 * answer, nothing is created, and the address's owner is told by mail: the form does not reveal who
 * is registered.
 */
export async function register(deps: Deps, body: z.output<typeof RegisterBodySchema>) {
  const passwordHash = await hashPassword(body.password);
  const instituteCode = body.role === 'instituteAdmin' ? body.instituteCode : null;
  return deps.db.transaction(async (tx) => {
    if (instituteCode && (await instituteCodeHolder(tx, instituteCode))) {
      throw conflict(CODE_TAKEN, { instituteCode: CODE_TAKEN });
    }
    const existing = await findAccountByEmail(tx, body.email);
    if (existing) {
      await enqueueMail(tx, registrationAttemptMail(existing, deps.config.publicUrl));
      return { message: MSG.registrationToast, userId: await reserveUserId(tx, body.role) };
    }
    const created = await createAccount(tx, {
      role: body.role,
      name: body.name ?? '',
      email: body.email,
      phone: body.phone,
      passwordHash,
      status: 'pending',
      instituteCode,
    });
    await enqueueMail(tx, registrationReceivedMail(created.email, created.name || created.instituteCode || '', created.userId));
    return { message: MSG.registrationToast, userId: created.userId };
  });
}

export async function forgotPassword(deps: Deps, email: string) {
  const account = await findAccountByEmail(deps.db, email);
  if (account) {
    await deps.db.transaction(async (tx) => {
      const token = await createResetToken(tx, account.id, new Date());
      const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, resetPasswordMail(account.email, account.name, link));
    });
  }
  return { ok: true, message: MSG.resetLinkSent };
}

export async function resetPassword(deps: Deps, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const accountId = await consumeResetToken(tx, token, new Date());
    if (!accountId) throw badRequest(RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
    const account = await setPassword(tx, accountId, passwordHash);
    await enqueueMail(tx, passwordChangedMail(account.email, account.name));
  });
  return { message: 'Your password has been reset. You can sign in now.' };
}

/** Ends every session of the account, this one included, and answers a fresh token for this tab. */
export async function changePassword(deps: Deps, me: AuthUser, body: z.output<typeof ChangePasswordBodySchema>, ip: string) {
  await deps.rateLimits.signIn.check(me.id, ip);
  const account = await findAccountById(deps.db, me.id);
  if (!account || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
    await deps.rateLimits.signIn.fail(me.id, ip);
    throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  if (body.currentPassword === body.newPassword) {
    throw badRequest('New password must differ from the current one.', { newPassword: 'New password must differ from the current one.' });
  }
  const passwordHash = await hashPassword(body.newPassword);
  const token = await deps.db.transaction(async (tx) => {
    const row = await setPassword(tx, me.id, passwordHash);
    await enqueueMail(tx, passwordChangedMail(row.email, row.name));
    return openSession(tx, deps.tokens, row);
  });
  return { message: MSG.passwordChanged, token };
}
