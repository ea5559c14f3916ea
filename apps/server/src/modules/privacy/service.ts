import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  PRIVACY_MESSAGES,
  type ConfirmDeletion,
  type DataRequest,
  type DataRequestKind,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { dataRequests, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import type { AuthUser } from '../../plugins/access.ts';
import { hashPassword, verifyPassword } from '../accounts/index.ts';
import { collectPersonalData, erasePersonalData } from './personal-data.ts';

async function record(tx: DbOrTx, kind: DataRequestKind, who: Pick<AuthUser, 'userId' | 'role' | 'instituteCode'>) {
  await tx.insert(dataRequests).values({ kind, userId: who.userId, role: who.role, instituteCode: who.instituteCode });
}

export async function exportPersonalData(db: Db, me: AuthUser) {
  await record(db, 'export', me);
  const [person] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, me.id));
  return { exportedAt: new Date().toISOString(), sections: await collectPersonalData(db, person!) };
}

/** The password again, as the caller's own proof: a session left open on a shared computer is not enough. */
async function confirmed(db: Db, me: AuthUser, body: ConfirmDeletion) {
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.id));
  if (!(await verifyPassword(account?.passwordHash ?? null, body.password))) {
    throw badRequest(PRIVACY_MESSAGES.wrongPassword, { password: PRIVACY_MESSAGES.wrongPassword });
  }
}

/**
 * The account row stays, emptied, because records others keep point at it (an application the school
 * saw, a receipt a clerk issued): its name becomes `shownAs`, its e-mail a placeholder (so the address
 * may register again), its phone goes, its password becomes one nobody knows, and every token stops
 * working. Suspended, so it never counts as an active account, and marked erased, so no list offers to
 * unsuspend it and no school writes to it.
 */
async function eraseAccount(tx: DbOrTx, accountId: string, shownAs: string, unknowable: string) {
  const [person] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, accountId));
  if (!person) return;
  await erasePersonalData(tx, person);
  await tx
    .update(users)
    .set({
      name: shownAs,
      email: `erased-${accountId}@erased.invalid`,
      phone: null,
      passwordHash: unknowable,
      status: 'suspended',
      rejectionReason: 'Deleted at the account holder’s request',
      profileCompleted: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, accountId));
}

const unknowablePassword = () => hashPassword(randomBytes(32).toString('base64url'));

/** A job seeker's own account: applications stay with the schools as a withdrawn applicant's. */
export async function deleteJobseekerAccount(db: Db, me: AuthUser, body: ConfirmDeletion) {
  await confirmed(db, me, body);
  const unknowable = await unknowablePassword();
  await db.transaction(async (tx) => {
    await eraseAccount(tx, me.id, PRIVACY_MESSAGES.withdrawnApplicant, unknowable);
    await record(tx, 'deleteAccount', me);
  });
  return { message: PRIVACY_MESSAGES.accountDeleted };
}

/**
 * An institute's account: its admin's and staff's accounts are erased; fee receipts and student records,
 * which a school must keep by law, stay, issued by "Former staff". The suspended admin keeps the institute
 * code, so a new registration under it cannot see the old records.
 */
export async function closeInstitute(db: Db, me: AuthUser, body: ConfirmDeletion) {
  await confirmed(db, me, body);
  const unknowable = await unknowablePassword();
  await db.transaction(async (tx) => {
    const people = await tx.select({ id: users.id }).from(users).where(eq(users.instituteCode, me.instituteCode!));
    for (const person of people) await eraseAccount(tx, person.id, PRIVACY_MESSAGES.formerStaff, unknowable);
    await record(tx, 'closeInstitute', me);
  });
  return { message: PRIVACY_MESSAGES.instituteClosed };
}

export async function listDataRequests(db: Db, query: PageInput): Promise<Page<DataRequest>> {
  const page = await findPage(db, dataRequests, {
    page: query,
    orderBy: [desc(dataRequests.createdAt), desc(dataRequests.id)],
  });
  return mapPage(page, (r) => ({
    _id: r.id,
    kind: r.kind,
    userId: r.userId,
    role: r.role,
    instituteCode: r.instituteCode,
    createdAt: r.createdAt.toISOString(),
  }));
}
