import { eq } from 'drizzle-orm';
import { PICTURE_RULES, type InstituteUserProfile, type InstituteUserProfileChanges } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { instituteUserProfiles } from '../../db/schema/index.ts';
import { markProfileCompleted, updateContact, type AccountRow } from '../accounts/index.ts';
import { pictureChange, pictureUrl, savePicture } from './pictures.ts';

async function toProfile(db: DbOrTx, account: AccountRow): Promise<InstituteUserProfile> {
  const [row] = await db.select().from(instituteUserProfiles).where(eq(instituteUserProfiles.userId, account.id));
  return {
    _id: account.id,
    userId: account.userId,
    email: account.email,
    instituteCode: account.instituteCode ?? '',
    name: account.name,
    phone: account.phone,
    designation: row?.designation ?? null,
    profilePicture: await pictureUrl(db, account.id),
    isProfileCompleted: account.profileCompleted,
  };
}

export const getInstituteUserProfile = (db: Db, account: AccountRow) => toProfile(db, account);

/** The whole profile (name, phone, designation) completes it; the picture may come with it or alone. */
export async function updateInstituteUserProfile(
  db: Db,
  account: AccountRow,
  changes: InstituteUserProfileChanges,
): Promise<InstituteUserProfile> {
  const picture = await pictureChange(changes.profilePicture, PICTURE_RULES.instituteUser);
  return db.transaction(async (tx) => {
    let current = account;
    if (changes.designation !== undefined) {
      current = (await updateContact(tx, account.id, { name: changes.name, phone: changes.phone })) ?? account;
      const values = { designation: changes.designation, updatedAt: new Date() };
      await tx
        .insert(instituteUserProfiles)
        .values({ userId: account.id, ...values })
        .onConflictDoUpdate({ target: instituteUserProfiles.userId, set: values });
      if (!current.profileCompleted) current = await markProfileCompleted(tx, account.id);
    }
    if (picture !== undefined) await savePicture(tx, account.id, picture);
    return toProfile(tx, current);
  });
}
