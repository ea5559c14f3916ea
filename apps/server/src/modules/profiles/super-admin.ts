import {
  PICTURE_RULES,
  PROFILE_MESSAGES,
  type SuperAdminProfile,
  type SuperAdminProfileChanges,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { findAccountById, markProfileCompleted, updateContact, type AccountRow } from '../accounts/index.ts';
import { pictureChange, pictureUrl, savePicture } from './pictures.ts';

async function toProfile(db: DbOrTx, account: AccountRow): Promise<SuperAdminProfile> {
  return {
    _id: account.id,
    userId: account.userId,
    name: account.name,
    phone: account.phone,
    email: account.email,
    role: account.role,
    profilePicture: await pictureUrl(db, account.id),
  };
}

export async function getSuperAdminProfile(db: Db, accountId: string): Promise<SuperAdminProfile> {
  const account = await findAccountById(db, accountId);
  if (!account) throw notFound(PROFILE_MESSAGES.userIdNotFound);
  return toProfile(db, account);
}

/** Saves the fields given; the picture is checked before anything is written. Name and phone make the profile complete. */
export async function updateSuperAdminProfile(
  db: Db,
  accountId: string,
  changes: SuperAdminProfileChanges,
): Promise<SuperAdminProfile> {
  const picture = await pictureChange(changes.profilePicture, PICTURE_RULES.superAdmin);
  return db.transaction(async (tx) => {
    let account = await updateContact(tx, accountId, { name: changes.name, phone: changes.phone });
    if (!account) throw notFound(PROFILE_MESSAGES.userIdNotFound);
    if (account.name && account.phone && !account.profileCompleted) account = await markProfileCompleted(tx, accountId);
    if (picture !== undefined) await savePicture(tx, accountId, picture);
    return toProfile(tx, account);
  });
}
