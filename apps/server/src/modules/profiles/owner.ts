import type { FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES, type Role } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { caller, callerNamed } from '../../plugins/access.ts';
import { findAccountByAnyId, findAccountById, type AccountRow } from '../accounts/index.ts';

/**
 * The account whose profile a path names (by `_id` or user ID). Its owner reaches it, anyone else
 * is refused; the super admin may read the profile of any account of the role (to review it).
 */
export async function profileAccount(
  db: DbOrTx,
  request: FastifyRequest,
  idOrUserId: string,
  role: Role,
): Promise<AccountRow> {
  const me = caller(request);
  const account =
    me.role === 'superAdmin' && role !== 'superAdmin'
      ? await findAccountByAnyId(db, idOrUserId)
      : await findAccountById(db, callerNamed(request, idOrUserId, PROFILE_MESSAGES.ownOnly).id);
  if (!account || account.role !== role) throw notFound(PROFILE_MESSAGES.notFound);
  return account;
}
