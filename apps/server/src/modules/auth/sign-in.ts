import { type LoginAnswer, type LoginBody, SIGN_IN_REFUSALS } from '@school-portal/contract';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { findAccountByIdentifier, instituteNameOf, refusalFor, toSessionUser } from '../accounts/service.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks the password first and only then says why a known account may not sign in,
 * so a stranger learns nothing about which e-mails are registered.
 */
export async function signIn(deps: Deps, body: LoginBody, kind: 'member' | 'superAdmin'): Promise<LoginAnswer> {
  const account = await findAccountByIdentifier(deps.db, body.identifier);
  const ok = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !ok) throw unauthorized(SIGN_IN_REFUSALS.invalid);
  if (kind === 'superAdmin' && account.role !== 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.superAdminOnly);
  if (kind === 'member' && account.role === 'superAdmin') throw forbidden(SIGN_IN_REFUSALS.useSuperUserLogin);
  const refusal = refusalFor(account);
  if (refusal) throw forbidden(refusal);
  const token = await deps.tokens.sign({ sub: account.id, tv: account.tokenVersion });
  return { ...toSessionUser(account, await instituteNameOf(deps.db, account.instituteCode)), token };
}
