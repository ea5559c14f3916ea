import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import {
  LIST_COUNT_CAP,
  VEHICLE_MESSAGES,
  type PendingAd,
  type QueueItem,
  type VehicleAd,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page, type PageInput } from '../../db/paging.ts';
import { busAds } from '../../db/schema/index.ts';
import { contains } from '../../db/search.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { readImages } from '../images/index.ts';
import { titleOf, toAd } from './ads.ts';
import { AD_SEARCH_TEXT } from './browse.ts';
import { tellSeller } from './notices.ts';

/*
 * The super admin's side: moderation reads and decides across every institute, so it reaches ads
 * without scoped(), as decision 006 allows for work done for no one institute (the buyers' browsing
 * in browse.ts is another such read).
 */

/** Ads waiting for approval, first come first served, each with its photos as base64 (the spec's answer). */
export async function listPending(
  db: DbOrTx,
  page: PageInput,
): Promise<{ items: { adsWithBase64: PendingAd[] }; total: number }> {
  const rows = await findPage(db, busAds, {
    where: eq(busAds.status, 'submitted'),
    orderBy: [asc(busAds.createdAt), asc(busAds.seq)],
    page,
    countCap: LIST_COUNT_CAP,
  });
  const images = await readImages(
    db,
    rows.items.flatMap((r) => r.photoKeys),
  );
  const adsWithBase64 = rows.items.map((row) => {
    const ad = toAd(row, null);
    const photos = row.photoKeys.flatMap((key, i) => {
      const image = images.get(key);
      return image ? [{ ...ad.photos[i]!, base64: image.data.toString('base64'), contentType: image.contentType }] : [];
    });
    return { ...ad, photos };
  });
  return { items: { adsWithBase64 }, total: rows.total };
}

export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(busAds).where(eq(busAds.status, 'submitted'));
  return row?.n ?? 0;
}

export type Decision = { kind: 'approved' } | { kind: 'rejected'; reason: string | null };

/** Approves or rejects a pending ad and tells the seller; an ad decided already is a 409. A rejection says why: the seller reads it. */
export async function decide(
  db: Db,
  advertisementId: string,
  decision: Decision,
  manageUrl: string,
): Promise<VehicleAd> {
  if (decision.kind === 'rejected' && !decision.reason?.trim())
    throw badRequest(VEHICLE_MESSAGES.reasonRequired, { reason: VEHICLE_MESSAGES.reasonRequired });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(busAds)
      .set({
        status: decision.kind,
        rejectionReason: decision.kind === 'rejected' ? decision.reason : null,
        reviewedAt: new Date(),
      })
      .where(and(eq(busAds.advertisementId, advertisementId), eq(busAds.status, 'submitted'), isNull(busAds.soldAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: busAds.id })
        .from(busAds)
        .where(eq(busAds.advertisementId, advertisementId));
      throw exists ? conflict(VEHICLE_MESSAGES.notPending) : notFound(VEHICLE_MESSAGES.notFound);
    }
    await tellSeller(tx, row, decision, manageUrl);
    return toAd(row, null);
  });
}

/** Approved (sold ones too) or rejected ads, latest decision first. */
export async function listReviewed(
  db: DbOrTx,
  status: 'approved' | 'rejected',
  input: PageInput & { q?: string | undefined },
): Promise<Page<VehicleAd>> {
  const rows = await findPage(db, busAds, {
    where: and(eq(busAds.status, status), contains(AD_SEARCH_TEXT, input.q)),
    orderBy: [desc(busAds.reviewedAt), desc(busAds.seq)],
    page: input,
    countCap: LIST_COUNT_CAP,
  });
  return mapPage(rows, (row) => toAd(row, null));
}

/** A waiting item as the moderation queue lists it (its wait a Date until the queue merges the kinds). */
export type WaitingItem = Omit<QueueItem, 'kind' | 'waitingSince'> & { waitingSince: Date };

/** The oldest `limit` ads waiting for approval, and how many wait in all, for the moderation queue. */
export async function waitingAds(db: DbOrTx, limit: number): Promise<{ items: WaitingItem[]; total: number }> {
  const where = and(eq(busAds.status, 'submitted'), isNull(busAds.soldAt));
  const [rows, [counted]] = await Promise.all([
    db.select().from(busAds).where(where).orderBy(asc(busAds.updatedAt), asc(busAds.seq)).limit(limit),
    db.select({ n: count() }).from(busAds).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.advertisementId,
    reference: row.advertisementId,
    title: titleOf(row),
    detail: `${row.instituteName} · ${row.advertisementId}`,
    waitingSince: row.updatedAt,
    appeal: row.appealMessage,
    // An appealed ad keeps its rejection: the reviewer reads the reason beside the appeal.
    history:
      row.appealedAt && row.reviewedAt
        ? [
            { action: 'reject', reason: row.rejectionReason, at: row.reviewedAt.toISOString() },
            { action: 'appeal', reason: row.appealMessage, at: row.appealedAt.toISOString() },
          ]
        : [],
  }));
  return { items, total: counted?.n ?? 0 };
}
