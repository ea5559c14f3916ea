import {
  INSTITUTE_USER_MESSAGES,
  type Account,
  type InstituteUser,
  type InstituteUserListInput,
} from '@school-portal/contract';
import type { Db } from '../../db/client.ts';
import { mapPage, type Page } from '../../db/paging.ts';
import type { Institute } from '../../db/scoped.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  applyTransition,
  createAccount,
  findAccountByAnyId,
  findAccountByEmail,
  isStaffOf,
  listInstituteStaff,
  toAccount,
} from '../accounts/index.ts';
import { hashPassword } from '../accounts/index.ts';

/** A staff account as the admin's table shows it: suspension and approval as the spec's two flags. */
export function toInstituteUser(account: Account): InstituteUser {
  return {
    _id: account._id,
    userId: account.userId,
    name: account.name,
    email: account.email,
    role: 'instituteUser',
    instituteCode: account.instituteCode ?? '',
    isSuspended: account.status === 'suspended',
    approvalStatus: account.status === 'approved' || account.status === 'suspended' ? 'approved' : 'pending',
    status: account.status,
    createdAt: account.createdAt,
  };
}

/** The spec's calls carry an institute code; only the caller's own is found (decision 006). */
export function ensureOwnCode(institute: Institute, code: string | undefined) {
  if (code !== undefined && code.trim().toUpperCase() !== institute) throw notFound(INSTITUTE_USER_MESSAGES.notFound);
}

export interface NewInstituteUser {
  userId: string;
  name: string;
  email: string;
  password: string;
}

/**
 * Adds a staff member, approved by that act: the admin who adds a colleague vouches for them, so there is
 * no second Approve. The approval is the account life cycle's own (audit line, notice, mail with the
 * sign-in link), in the same transaction. A user ID or e-mail taken anywhere is refused by name.
 */
export async function addInstituteUser(
  db: Db,
  institute: Institute,
  input: NewInstituteUser,
  by: { actorId: string; loginUrl: string },
): Promise<InstituteUser> {
  // Hashing is slow on purpose: done before the transaction, which then stays short.
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    if (await findAccountByAnyId(tx, input.userId))
      throw conflict(INSTITUTE_USER_MESSAGES.userIdTaken, { userId: INSTITUTE_USER_MESSAGES.userIdTaken });
    if (await findAccountByEmail(tx, input.email))
      throw conflict(INSTITUTE_USER_MESSAGES.emailTaken, { email: INSTITUTE_USER_MESSAGES.emailTaken });
    const created = await createAccount(tx, {
      role: 'instituteUser',
      name: input.name,
      email: input.email,
      phone: null,
      passwordHash,
      status: 'pending',
      instituteCode: institute,
      userId: input.userId,
    });
    return applyTransition(tx, { target: created.id, action: 'approve', actorId: by.actorId, loginUrl: by.loginUrl });
  });
  return toInstituteUser(row);
}

export async function listInstituteUsers(
  db: Db,
  institute: Institute,
  input: InstituteUserListInput,
): Promise<Page<InstituteUser>> {
  return mapPage(await listInstituteStaff(db, institute, input), (row) => toInstituteUser(toAccount(row)));
}

/** Approve, suspend or unsuspend one of the institute's own users; anyone else is not found. */
export async function decideOnInstituteUser(
  db: Db,
  institute: Institute,
  input: { userId: string; action: 'approve' | 'suspend' | 'unsuspend'; actorId: string; loginUrl: string },
): Promise<InstituteUser> {
  const account = await applyTransition(db, {
    target: input.userId,
    action: input.action,
    actorId: input.actorId,
    loginUrl: input.loginUrl,
    onlyIf: isStaffOf(institute),
    notFoundMessage: INSTITUTE_USER_MESSAGES.notFound,
  });
  return toInstituteUser(account);
}
