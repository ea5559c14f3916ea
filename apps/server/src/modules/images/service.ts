import { eq, inArray } from 'drizzle-orm';
import { fillPath, imagesApi } from '@school-portal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import type { PreparedImage } from './process.ts';

/**
 * Stores prepared images inside the caller's transaction and answers their keys in the same order.
 * Prepare (decode and re-encode) before opening the transaction: it is slow, and a refused file must
 * leave nothing behind.
 */
export async function storeImages(tx: DbOrTx, prepared: readonly PreparedImage[]): Promise<string[]> {
  if (prepared.length === 0) return [];
  const rows = await tx
    .insert(images)
    .values([...prepared])
    .returning({ key: images.key });
  return rows.map((r) => r.key);
}

/** Removes images no record shows any more (a replaced logo, a photo taken off an ad, a deleted ad). */
export async function deleteImages(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(images).where(inArray(images.key, [...keys]));
}

/** Where an image and its thumbnail are served. */
export const imageUrl = (key: string) => fillPath(imagesApi.image.path, { key });
export const thumbnailUrl = (key: string) => fillPath(imagesApi.thumbnail.path, { key });

/** The stored image, or its thumbnail, for the file routes. */
export async function readImage(db: DbOrTx, key: string, size: 'full' | 'thumb') {
  const [row] = await db
    .select({ contentType: images.contentType, data: size === 'full' ? images.data : images.thumb })
    .from(images)
    .where(eq(images.key, key));
  if (!row) return undefined;
  return { contentType: size === 'full' ? row.contentType : 'image/jpeg', data: row.data };
}

/** Several stored images at once, by key (the pending-ads call carries them as base64). */
export async function readImages(
  db: DbOrTx,
  keys: readonly string[],
): Promise<Map<string, { contentType: string; data: Buffer }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: images.key, contentType: images.contentType, data: images.data })
    .from(images)
    .where(inArray(images.key, [...keys]));
  return new Map(rows.map((r) => [r.key, { contentType: r.contentType, data: r.data }]));
}
