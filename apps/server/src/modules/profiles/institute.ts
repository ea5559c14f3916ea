import { eq } from 'drizzle-orm';
import { PICTURE_RULES, type InstituteProfile, type InstituteProfileChanges } from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Institute } from '../../db/scoped.ts';
import { instituteProfiles } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import {
  instituteCodeHolder,
  instituteNameOf,
  markProfileCompleted,
  setInstituteName,
  type AccountRow,
} from '../accounts/index.ts';
import { decodePicture, pictureOfAccount, pictureUrl, savePicture, type Picture } from './pictures.ts';

export async function getInstituteProfile(db: DbOrTx, account: AccountRow): Promise<InstituteProfile> {
  const code = account.instituteCode ?? '';
  const [row] = await db.select().from(instituteProfiles).where(eq(instituteProfiles.instituteCode, code));
  return {
    _id: account.id,
    userId: account.userId,
    instituteCode: code,
    email: account.email,
    instituteName: await instituteNameOf(db, code),
    affiliationNumber: row?.affiliationNumber ?? null,
    schoolType: row?.schoolType ?? null,
    board: row?.board ?? null,
    state: row?.stateCode ?? null,
    district: row?.district ?? null,
    address: row?.address ?? null,
    contactPerson: row?.contactPerson ?? null,
    // Before the first save, the phone given at registration fills the form.
    phone: row?.phone ?? account.phone ?? null,
    profilePicture: await pictureUrl(db, account.id),
    isProfileCompleted: account.profileCompleted,
  };
}

async function pictureOf(changes: InstituteProfileChanges): Promise<Picture | undefined> {
  const file = changes.profilePicture;
  if (file === undefined) return undefined;
  if (!(file instanceof Uint8Array))
    throw badRequest(PICTURE_RULES.institute.typeMessage, { profilePicture: PICTURE_RULES.institute.typeMessage });
  return decodePicture(file, PICTURE_RULES.institute);
}

/**
 * Saves the whole profile (every field is required, so a save completes it) and the picture when one
 * came, all or nothing. The institute's name is the one the top bar and sign-in show.
 */
export async function updateInstituteProfile(
  db: Db,
  admin: AccountRow,
  institute: Institute,
  changes: InstituteProfileChanges,
): Promise<InstituteProfile> {
  const picture = await pictureOf(changes);
  const fields = {
    affiliationNumber: changes.affiliationNumber,
    schoolType: changes.schoolType,
    board: changes.board,
    stateCode: changes.state,
    district: changes.district,
    address: changes.address,
    contactPerson: changes.contactPerson,
    phone: changes.phone,
  };
  return db.transaction(async (tx) => {
    await setInstituteName(tx, institute, changes.instituteName);
    await tx
      .insert(instituteProfiles)
      .values({ instituteCode: institute, ...fields })
      .onConflictDoUpdate({ target: instituteProfiles.instituteCode, set: fields });
    if (picture) await savePicture(tx, admin.id, picture);
    const account = admin.profileCompleted ? admin : await markProfileCompleted(tx, admin.id);
    return getInstituteProfile(tx, account);
  });
}

/** What a school prints at the head of its receipts and certificates (fees): name, address and affiliation. */
export async function instituteLetterhead(
  db: DbOrTx,
  institute: Institute,
): Promise<{ name: string; address: string; affiliation: string | null }> {
  const [row] = await db.select().from(instituteProfiles).where(eq(instituteProfiles.instituteCode, institute));
  return {
    name: (await instituteNameOf(db, institute)) ?? institute,
    address: row?.address ?? '',
    affiliation: row?.affiliationNumber ?? null,
  };
}

/** The letterhead as a school prints it (fee receipts, certificates): the profile's picture is the school's logo. */
export interface PrintedLetterhead {
  name: string;
  address: string;
  phone: string | null;
  board: string | null;
  affiliation: string | null;
  /** The picture, and its address for a page to show it. */
  logo: (Picture & { url: string }) | null;
}

export async function printedLetterhead(db: DbOrTx, institute: Institute): Promise<PrintedLetterhead> {
  const [[row], name, admin] = await Promise.all([
    db.select().from(instituteProfiles).where(eq(instituteProfiles.instituteCode, institute)),
    instituteNameOf(db, institute),
    instituteCodeHolder(db, institute),
  ]);
  return {
    name: name ?? institute,
    address: row?.address ?? '',
    phone: row?.phone || null,
    board: row?.board ?? null,
    affiliation: row?.affiliationNumber || null,
    logo: admin ? ((await pictureOfAccount(db, admin.id)) ?? null) : null,
  };
}
