import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CreateVehicleAdSchema, vehiclesApi, type VehicleAd } from '@school-portal/contract';
import type { App } from '../../src/app.ts';
import { institute } from '../../src/db/scoped.ts';
import { busAdEnquiries, busAds } from '../../src/db/schema/index.ts';
import { instituteCodeHolder } from '../../src/modules/accounts/index.ts';
import { createAd } from '../../src/modules/vehicles/index.ts';
import type { Caller, TestApp } from '../harness.ts';

/** A used school bus in Pune, every field as the sell form sends it (text, like a multipart form). */
export const BUS_AD = {
  regNo: 'MH12AB1234',
  make: 'Tata',
  model: 'Starbus Skool 40',
  year: '2018',
  fuel: 'diesel',
  emissionNorm: 'BS-VI',
  seatingCap: '40',
  kmDriven: '185000',
  price: '1250000',
  negotiable: 'true',
  insuranceValidUpto: '2027-03-31',
  fcValidUpto: '2026-01-15',
  taxValidUpto: '',
  permitValidUpto: '2027-06-30',
  gps: 'true',
  camera: 'true',
  panicButton: 'false',
  speedGovernor: 'true',
  firstAidBox: 'true',
  fireExtinguisher: 'true',
  emergencyExit: 'true',
  yellowBody: 'true',
  seatBelts: 'false',
  state: 'MH',
  district: 'Pune',
  address: 'Sunrise Public School, 12 Baner Road, Pune 411045',
  ownerName: 'Anita Deshmukh',
  phone: '9822012345',
} as const;

export type BusAdFields = { [K in keyof typeof BUS_AD]?: string };

/** A photo as a phone would take it: a JPEG with the place it was taken in its EXIF. */
export const busPhoto = (width = 800, height = 600, colour = '#f5c400') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhonePro' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
    .toBuffer();

export interface FilePart {
  name: string;
  bytes: Buffer;
  field?: string;
}

/** The multipart form a browser sends: the fields, then each photo as a `photos` file part with its name. */
export async function adForm(fields: Record<string, string | undefined>, files: readonly FilePart[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'photos', new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Posts an ad through the API as `seller`; answers the raw response. */
export async function postAd(app: TestApp, seller: Caller, fields: BusAdFields = {}, files?: readonly FilePart[]) {
  const form = await adForm({ ...BUS_AD, ...fields }, files ?? [{ name: 'front.jpg', bytes: await busPhoto() }]);
  return app.inject({
    method: 'POST',
    url: vehiclesApi.create.path,
    headers: { ...seller.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Edits an ad through the API as `seller`. */
export async function putAd(
  app: TestApp,
  seller: Caller,
  advertisementId: string,
  fields: BusAdFields & { photoOrder?: string } = {},
  files: readonly FilePart[] = [],
) {
  const form = await adForm({ ...BUS_AD, ...fields }, files);
  return app.inject({
    method: 'PUT',
    url: `/api/bus-ads/${advertisementId}`,
    headers: { ...seller.headers, ...form.headers },
    payload: form.payload,
  });
}

/** An ad waiting for approval in an institute, posted as its admin would (for fixtures that know only the code). */
export async function createBusAd(app: App, instituteCode: string, fields: BusAdFields = {}): Promise<VehicleAd> {
  const admin = await instituteCodeHolder(app.deps.db, instituteCode);
  if (!admin) throw new Error(`no admin for institute ${instituteCode}`);
  const { photos: _none, ...values } = CreateVehicleAdSchema.parse({
    ...BUS_AD,
    ...fields,
    photos: [new Uint8Array(1)],
  });
  const seller = {
    institute: institute(instituteCode),
    accountId: admin.id,
    manageUrl: 'http://portal.test/institute-admin/manage-ads',
  };
  return createAd(app.deps.db, seller, values, [{ bytes: await busPhoto(320, 240), name: 'front.jpg' }]);
}

/** An enquiry about a new ad of an institute, from a school elsewhere (for fixtures: the institute is the seller). */
export async function createBusEnquiry(app: App, instituteCode: string) {
  const ad = await createBusAd(app, instituteCode);
  const [adRow] = await app.deps.db.select().from(busAds).where(eq(busAds.advertisementId, ad.advertisementId));
  const [row] = await app.deps.db
    .insert(busAdEnquiries)
    .values({
      adId: adRow!.id,
      fromName: 'Asha',
      fromInstituteCode: 'ELSEWHERE',
      fromInstituteName: 'Elsewhere School',
      message: 'Still for sale?',
      phone: '9822011111',
    })
    .returning();
  return row!;
}
