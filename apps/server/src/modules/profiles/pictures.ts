import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profilePictures } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

/** The type is read from the file's first bytes, never trusted from its name or data-URL prefix. */
function sniff(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

export interface PictureRules {
  maxBytes: number | null;
  typeMessage: string;
  sizeMessage: string;
}

/** Decodes a data URL or bare base64 picture and checks it; the error names the profilePicture field. */
export function decodePicture(input: string, rules: PictureRules): { contentType: string; data: Buffer } {
  const base64 = input.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest(rules.typeMessage, { profilePicture: rules.typeMessage });
  const data = Buffer.from(base64, 'base64');
  const contentType = sniff(data);
  if (!contentType) throw badRequest(rules.typeMessage, { profilePicture: rules.typeMessage });
  if (rules.maxBytes !== null && data.length > rules.maxBytes) throw badRequest(rules.sizeMessage, { profilePicture: rules.sizeMessage });
  return { contentType, data };
}

export async function savePicture(tx: DbOrTx, userId: string, picture: { contentType: string; data: Buffer } | null) {
  if (!picture) {
    await tx.delete(profilePictures).where(eq(profilePictures.userId, userId));
    return;
  }
  await tx
    .insert(profilePictures)
    .values({ userId, ...picture, updatedAt: new Date() })
    .onConflictDoUpdate({ target: profilePictures.userId, set: { ...picture, updatedAt: new Date() } });
}

export async function pictureDataUrl(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
  return row ? `data:${row.contentType};base64,${row.data.toString('base64')}` : null;
}
