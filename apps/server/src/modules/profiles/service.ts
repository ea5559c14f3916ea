import {
  PICTURE_MESSAGES,
  PROFILE_MESSAGES,
  SUPER_ADMIN_PICTURE_MAX_BYTES,
  type SuperAdminProfile,
  type SuperAdminProfileChanges,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { findAccountById, updateContact, type AccountRow } from '../accounts/index.ts';
import { decodePicture, pictureDataUrl, savePicture } from './pictures.ts';

const SUPER_ADMIN_PICTURE = { maxBytes: SUPER_ADMIN_PICTURE_MAX_BYTES, typeMessage: PICTURE_MESSAGES.superAdminType, sizeMessage: PICTURE_MESSAGES.superAdminSize };

async function toProfile(db: DbOrTx, account: AccountRow): Promise<SuperAdminProfile> {
  return {
    _id: account.id,
    userId: account.userId,
    name: account.name,
    phone: account.phone,
    email: account.email,
    role: account.role,
    profilePicture: await pictureDataUrl(db, account.id),
  };
}

export async function getSuperAdminProfile(db: Db, accountId: string): Promise<SuperAdminProfile> {
  const account = await findAccountById(db, accountId);
  if (!account) throw notFound(PROFILE_MESSAGES.userIdNotFound);
  return toProfile(db, account);
}

/** Saves the fields given; the picture is checked before anything is written. */
export async function updateSuperAdminProfile(db: Db, accountId: string, changes: SuperAdminProfileChanges): Promise<SuperAdminProfile> {
  const given = changes.profilePicture;
  const picture = given === undefined ? undefined : given ? decodePicture(given, SUPER_ADMIN_PICTURE) : null;
  return db.transaction(async (tx) => {
    const account = await updateContact(tx, accountId, { name: changes.name, phone: changes.phone });
    if (!account) throw notFound(PROFILE_MESSAGES.userIdNotFound);
    if (picture !== undefined) await savePicture(tx, accountId, picture);
    return toProfile(tx, account);
  });
}
