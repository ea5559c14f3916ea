import { and, eq, isNull } from 'drizzle-orm';
import {
  icu,
  NEW_PHOTO_PREFIX,
  PHOTO_RULES,
  MAX_PHOTOS,
  VEHICLE_MESSAGES,
  type VehicleAd,
  type VehicleAdValues,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { scoped, type Institute } from '../../db/scoped.ts';
import { busAds } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { instituteNameOf, notifySuperAdmins } from '../accounts/index.ts';
import { deleteImages, prepareImage, storeImages, type PreparedImage } from '../images/index.ts';
import { newAdvertisementId, titleOf, toAd, toPaise, type AdRow } from './ads.ts';
import { tellBuyersSold } from './enquiries.ts';
import { tellSeller } from './notices.ts';

/** An uploaded photo: its bytes and, when the form said, the file's name (for a refusal that names it). */
export interface Upload {
  bytes: Uint8Array;
  name: string | undefined;
}

/** Who posts: the institute, the admin (notices go to them) and where their list of ads is. */
export interface Seller {
  institute: Institute;
  accountId: string;
  manageUrl: string;
}

/** The ad's columns from the form's values. */
function columnsOf(v: VehicleAdValues) {
  return {
    regNo: v.regNo,
    make: v.make,
    model: v.model,
    year: v.year,
    fuel: v.fuel,
    emissionNorm: v.emissionNorm,
    seatingCap: v.seatingCap,
    kmDriven: v.kmDriven,
    pricePaise: toPaise(v.price),
    negotiable: v.negotiable,
    insuranceValidUpto: v.insuranceValidUpto,
    fcValidUpto: v.fcValidUpto,
    taxValidUpto: v.taxValidUpto,
    permitValidUpto: v.permitValidUpto,
    gps: v.gps,
    camera: v.camera,
    panicButton: v.panicButton,
    speedGovernor: v.speedGovernor,
    firstAidBox: v.firstAidBox,
    fireExtinguisher: v.fireExtinguisher,
    emergencyExit: v.emergencyExit,
    yellowBody: v.yellowBody,
    seatBelts: v.seatBelts,
    stateCode: v.state,
    district: v.district,
    address: v.address,
    ownerName: v.ownerName,
    phone: v.phone,
    description: v.description,
  };
}

/**
 * Checks and re-encodes every photo before any transaction opens: one bad file refuses the whole ad
 * with nothing stored. One at a time, so ten phone photos never sit decoded in memory together.
 */
async function preparePhotos(uploads: readonly Upload[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const [i, upload] of uploads.entries()) {
    prepared.push(
      await prepareImage(upload.bytes, PHOTO_RULES, {
        field: 'photos',
        name: upload.name ?? icu(/*i18n*/ 'Photo {n}', { n: i + 1 }),
      }),
    );
  }
  return prepared;
}

const institutesName = async (tx: DbOrTx, institute: Institute) => (await instituteNameOf(tx, institute)) ?? institute;

/** Posts a bus for sale: it waits for the super admin's approval, and the seller is told so. */
export async function createAd(
  db: Db,
  seller: Seller,
  values: VehicleAdValues,
  uploads: readonly Upload[],
): Promise<VehicleAd> {
  const prepared = await preparePhotos(uploads);
  return db.transaction(async (tx) => {
    const photoKeys = await storeImages(tx, prepared);
    const row = await scoped(tx, seller.institute).insert(busAds, {
      ...columnsOf(values),
      advertisementId: newAdvertisementId(),
      sellerId: seller.accountId,
      instituteName: await institutesName(tx, seller.institute),
      photoKeys,
    });
    await notifySuperAdmins(tx, {
      id: 'busAdWaiting',
      values: { title: titleOf(row), institute: row.instituteName },
    });
    await tellSeller(tx, row, { kind: 'submitted' }, seller.manageUrl);
    return toAd(row, seller.institute);
  });
}

/** An ad of the institute by its public ID; another institute's is not found (decision 006). */
export async function findOwnAd(db: DbOrTx, institute: Institute, advertisementId: string): Promise<AdRow> {
  const [row] = await scoped(db, institute).select(busAds, eq(busAds.advertisementId, advertisementId));
  if (!row) throw notFound(VEHICLE_MESSAGES.notFound);
  return row;
}

/**
 * The photos of an edited ad in order: `order` names kept photos by key and new ones as `new:<i>`;
 * without it the kept photos stay and the new ones follow. Answers the keys and new photos in place.
 */
function arrangePhotos(
  current: readonly string[],
  order: readonly string[] | undefined,
  added: number,
): (string | number)[] {
  const wanted = order ?? [...current, ...Array.from({ length: added }, (_, i) => `${NEW_PHOTO_PREFIX}${i}`)];
  const slots = wanted.map((token) => {
    if (!token.startsWith(NEW_PHOTO_PREFIX)) return current.includes(token) ? token : null;
    const index = Number(token.slice(NEW_PHOTO_PREFIX.length));
    return Number.isInteger(index) && index >= 0 && index < added ? index : null;
  });
  if (slots.some((s) => s === null) || new Set(slots).size !== slots.length)
    throw badRequest(VEHICLE_MESSAGES.photoOrder, { photoOrder: VEHICLE_MESSAGES.photoOrder });
  if (slots.length === 0)
    throw badRequest(VEHICLE_MESSAGES.photosRequired, { photos: VEHICLE_MESSAGES.photosRequired });
  if (slots.length > MAX_PHOTOS)
    throw badRequest(VEHICLE_MESSAGES.tooManyPhotos, { photos: VEHICLE_MESSAGES.tooManyPhotos });
  return slots as (string | number)[];
}

/**
 * Saves an edited ad. A buyer must never see changes nobody approved, so an approved (or rejected) ad
 * goes back to the approval queue; a sold ad is closed.
 */
export async function updateAd(
  db: Db,
  seller: Seller,
  advertisementId: string,
  values: VehicleAdValues,
  uploads: readonly Upload[],
  order: readonly string[] | undefined,
): Promise<{ ad: VehicleAd; resubmitted: boolean }> {
  const current = await findOwnAd(db, seller.institute, advertisementId);
  if (current.soldAt) throw conflict(VEHICLE_MESSAGES.soldNotEditable);
  const slots = arrangePhotos(current.photoKeys, order, uploads.length);
  // Only the new photos the order uses are prepared and stored.
  const used = slots.filter((s): s is number => typeof s === 'number');
  const prepared = await preparePhotos(used.map((i) => uploads[i]!));

  return db.transaction(async (tx) => {
    const storedKeys = await storeImages(tx, prepared);
    const keyOfNew = new Map(used.map((index, n) => [index, storedKeys[n]!]));
    const photoKeys = slots.map((s) => (typeof s === 'number' ? keyOfNew.get(s)! : s));
    const [row] = await scoped(tx, seller.institute).update(
      busAds,
      {
        ...columnsOf(values),
        instituteName: await institutesName(tx, seller.institute),
        photoKeys,
        status: 'submitted',
        rejectionReason: null,
        reviewedAt: null,
      },
      and(eq(busAds.id, current.id), isNull(busAds.soldAt))!,
    );
    if (!row) throw conflict(VEHICLE_MESSAGES.soldNotEditable);
    await deleteImages(
      tx,
      current.photoKeys.filter((k) => !photoKeys.includes(k)),
    );
    const resubmitted = current.status !== 'submitted';
    if (resubmitted) await tellSeller(tx, row, { kind: 'submitted' }, seller.manageUrl);
    return { ad: toAd(row, seller.institute), resubmitted };
  });
}

/**
 * The bus found a buyer: the ad leaves the Buy list, and the schools that asked about it are told.
 * Only an approved, unsold ad can be sold.
 */
export async function markSold(
  db: Db,
  institute: Institute,
  advertisementId: string,
  sentUrl: string,
): Promise<VehicleAd> {
  return db.transaction(async (tx) => {
    const current = await findOwnAd(tx, institute, advertisementId);
    const [row] = await scoped(tx, institute).update(
      busAds,
      { soldAt: new Date() },
      and(eq(busAds.id, current.id), eq(busAds.status, 'approved'), isNull(busAds.soldAt))!,
    );
    if (!row) throw conflict(VEHICLE_MESSAGES.soldOnlyApproved);
    await tellBuyersSold(tx, row, sentUrl);
    return toAd(row, institute);
  });
}

/** Removes an ad, its enquiries and its photos. */
export async function deleteAd(db: Db, institute: Institute, advertisementId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await scoped(tx, institute).delete(busAds, eq(busAds.advertisementId, advertisementId));
    if (!row) throw notFound(VEHICLE_MESSAGES.notFound);
    await deleteImages(tx, row.photoKeys);
  });
}

/**
 * The seller appeals a rejection once: the ad waits for approval again, keeping the rejection's reason
 * beside the appeal's message, so the reviewer reads both.
 */
export async function appealAd(db: Db, seller: Seller, advertisementId: string, message: string): Promise<VehicleAd> {
  return db.transaction(async (tx) => {
    const current = await findOwnAd(tx, seller.institute, advertisementId);
    if (current.appealedAt) throw conflict(VEHICLE_MESSAGES.appealedOnce);
    const now = new Date();
    const [row] = await scoped(tx, seller.institute).update(
      busAds,
      { status: 'submitted', appealMessage: message, appealedAt: now, updatedAt: now },
      and(eq(busAds.id, current.id), eq(busAds.status, 'rejected'), isNull(busAds.appealedAt))!,
    );
    if (!row) throw conflict(current.appealedAt ? VEHICLE_MESSAGES.appealedOnce : VEHICLE_MESSAGES.appealOnlyRejected);
    // Back in the queue is work arriving: the super admins' bell rings as for a new ad.
    await notifySuperAdmins(tx, {
      id: 'busAdAppealWaiting',
      values: { title: titleOf(row), institute: row.instituteName },
    });
    await tellSeller(tx, row, { kind: 'submitted' }, seller.manageUrl);
    return toAd(row, seller.institute);
  });
}
