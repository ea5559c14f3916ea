import { randomInt } from 'node:crypto';
import { stateName, type BusAdEnquiry, type VehicleAd } from '@school-portal/contract';
import { busAdEnquiries, busAds } from '../../db/schema/index.ts';
import { imageUrl, thumbnailUrl } from '../images/index.ts';

export type AdRow = typeof busAds.$inferSelect;

const PAISE_PER_RUPEE = 100;
export const toPaise = (rupees: number) => rupees * PAISE_PER_RUPEE;
const toRupees = (paise: number) => Math.round(paise / PAISE_PER_RUPEE);

// No 0/O or 1/I: an ID read out over the phone is not misheard.
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new ad's public ID, e.g. AD-7K3Q9M2X (32^8 possibilities; the unique index catches the rest). */
export const newAdvertisementId = () =>
  `AD-${Array.from({ length: 8 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

/** The ad's heading in notices and mail. */
export const titleOf = (row: Pick<AdRow, 'make' | 'model' | 'year' | 'regNo'>) =>
  `${row.make} ${row.model} (${row.year}, ${row.regNo})`;

/** An ad as answers carry it; `viewer` is the caller's institute (null for the super admin). */
export function toAd(row: AdRow, viewer: string | null): VehicleAd {
  return {
    _id: row.id,
    advertisementId: row.advertisementId,
    regNo: row.regNo,
    make: row.make,
    model: row.model,
    instituteName: row.instituteName,
    year: row.year,
    fuel: row.fuel,
    emissionNorm: row.emissionNorm,
    seatingCap: row.seatingCap,
    kmDriven: row.kmDriven,
    price: toRupees(row.pricePaise),
    negotiable: row.negotiable,
    insuranceValidUpto: row.insuranceValidUpto,
    fcValidUpto: row.fcValidUpto,
    taxValidUpto: row.taxValidUpto,
    permitValidUpto: row.permitValidUpto,
    gps: row.gps,
    camera: row.camera,
    panicButton: row.panicButton,
    speedGovernor: row.speedGovernor,
    firstAidBox: row.firstAidBox,
    fireExtinguisher: row.fireExtinguisher,
    emergencyExit: row.emergencyExit,
    yellowBody: row.yellowBody,
    seatBelts: row.seatBelts,
    state: { value: row.stateCode, label: stateName(row.stateCode) },
    district: { value: row.district, label: row.district },
    address: row.address,
    ownerName: row.ownerName,
    phone: row.phone,
    description: row.description,
    photos: row.photoKeys.map((key) => ({ key, url: imageUrl(key), thumbnailUrl: thumbnailUrl(key) })),
    status: row.status,
    rejectionReason: row.rejectionReason,
    sold: row.soldAt !== null,
    soldAt: row.soldAt?.toISOString() ?? null,
    isMine: viewer !== null && row.instituteCode === viewer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    appealMessage: row.appealMessage,
    appealedAt: row.appealedAt?.toISOString() ?? null,
  };
}

/** A buyer's enquiry as the seller's ad detail and the threads carry it. */
export const toBusAdEnquiry = (e: typeof busAdEnquiries.$inferSelect): BusAdEnquiry => ({
  _id: e.id,
  message: e.message,
  phone: e.phone,
  fromName: e.fromName,
  fromInstituteName: e.fromInstituteName,
  status: e.status,
  createdAt: e.createdAt.toISOString(),
});
