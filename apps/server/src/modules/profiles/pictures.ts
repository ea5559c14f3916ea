import { randomUUID } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { fillPath, icu, PHOTO_RULES, profilesApi, type PictureRules } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { profilePictures } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { prepareImage } from '../images/index.ts';

export interface Picture {
  contentType: 'image/jpeg' | 'image/png';
  data: Buffer;
}

/** The type is read from the file's first bytes, never trusted from its name, part header or data-URL prefix. */
function sniff(bytes: Buffer): Picture['contentType'] | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/**
 * Checks a picture sent as a file part, or as a data URL or bare base64, and re-encodes it like every
 * other image (decision 007): a pixel limit, a damaged or truncated file refused, anything appended and
 * every piece of metadata (a phone's GPS position) dropped. The error names the profilePicture field.
 */
export async function decodePicture(input: string | Uint8Array, rules: PictureRules): Promise<Picture> {
  const refuse = (message: string) => badRequest(message, { profilePicture: message });
  let data: Buffer;
  if (typeof input === 'string') {
    const base64 = input.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw refuse(rules.typeMessage);
    data = Buffer.from(base64, 'base64');
  } else data = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const contentType = sniff(data);
  if (!contentType) throw refuse(rules.typeMessage);
  if (data.length > rules.maxBytes) throw refuse(rules.sizeMessage);
  const prepared = await prepareImage(
    data,
    { maxBytes: rules.maxBytes, maxPixels: PHOTO_RULES.maxPixels },
    { field: 'profilePicture', name: icu(/*i18n*/ 'The picture') },
  );
  return { contentType: prepared.contentType, data: prepared.data };
}

/** A picture sent with a change: undefined when none came, null to remove it, else checked and re-encoded. */
export const pictureChange = async (given: string | Uint8Array | null | undefined, rules: PictureRules) =>
  given === undefined ? undefined : given ? decodePicture(given, rules) : null;

/** Stores (or with null, removes) an account's picture; a new picture gets a new key, so a new address. */
export async function savePicture(tx: DbOrTx, userId: string, picture: Picture | null) {
  if (!picture) {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
    return;
  }
  const values = { ...picture, key: randomUUID(), updatedAt: new Date() };
  await tx
    .insert(profilePictures)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profilePictures.userId, set: values });
}

export const urlOf = (key: string) => fillPath(profilesApi.profilePicture.path, { key });

/** Where an account's picture is served, or null when it has none. */
export async function pictureUrl(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: profilePictures.key })
    .from(profilePictures)
    .where(eq(profilePictures.userId, userId));
  return row ? urlOf(row.key) : null;
}

/** A picture with where it is served. */
async function onePicture(db: DbOrTx, where: SQL): Promise<(Picture & { url: string }) | undefined> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, data: profilePictures.data, key: profilePictures.key })
    .from(profilePictures)
    .where(where);
  return row
    ? { contentType: row.contentType as Picture['contentType'], data: row.data, url: urlOf(row.key) }
    : undefined;
}

export async function findPicture(db: DbOrTx, key: string): Promise<Picture | undefined> {
  const found = await onePicture(db, eq(profilePictures.key, key));
  return found && { contentType: found.contentType, data: found.data };
}

/** An account's picture itself (an institute's is its logo on printed receipts), or undefined when it has none. */
export const pictureOfAccount = (db: DbOrTx, userId: string) => onePicture(db, eq(profilePictures.userId, userId));
