import { z } from 'zod';
import { PageQuerySchema } from '../common.ts';
import { choice, PersonNameSchema, PhoneSchema, required, text } from '../fields.ts';
import { PictureFileSchema } from '../profiles/pictures.ts';
import { checkDistrictOfState, districtField, stateField } from '../reference/places.ts';
import { STATE_CODES } from '../reference/states.ts';
import { VEHICLE_MESSAGES } from './messages.ts';
import { EnquiryStatusSchema } from '../suppliers/enquiries.ts';
import { THREAD_SIDES, ThreadMessageSchema } from '../threads.ts';
import { optionalText } from '../fields.ts';
import { flag, optionalDate, queryNumber, wholeNumber } from './fields.ts';

export const MAX_PHOTOS = 10;
/** Whole rupees; above ten crore a figure is a typing mistake, not a bus. */
export const MAX_PRICE = 10_00_00_000;
export const MAX_SEATS = 100;
export const MAX_KM = 50_00_000;
export const OLDEST_YEAR = 1980;
/** Next year's models are sold from October, so a bus may carry next year as its model year. */
export const newestYear = () => new Date().getUTCFullYear() + 1;

export const FUELS = ['diesel', 'petrol', 'cng', 'electric'] as const;
export const FuelSchema = z.enum(FUELS, { error: /*i18n*/ 'Choose the fuel.' });
export type Fuel = z.infer<typeof FuelSchema>;
export const FUEL_LABELS: Record<Fuel, string> = {
  diesel: /*i18n*/ 'Diesel',
  petrol: /*i18n*/ 'Petrol',
  cng: /*i18n*/ 'CNG',
  electric: /*i18n*/ 'Electric',
};

/**
 * The Bharat Stage emission norm on the RC: it decides where an older bus may still run (cities refuse
 * BS-III), so a buying school asks it first. Written as the RC and RTO write them, in every language.
 */
export const EMISSION_NORMS = [/*i18n*/ 'BS-III', /*i18n*/ 'BS-IV', /*i18n*/ 'BS-VI'] as const;
export const EmissionNormSchema = z.enum(EMISSION_NORMS, { error: /*i18n*/ 'Choose BS-III, BS-IV or BS-VI.' });
export type EmissionNorm = z.infer<typeof EmissionNormSchema>;

/** The spec's workflow: submitted, then approved or rejected (section 4). A sold ad stays approved and carries soldAt. */
export const AD_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const AdStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatusSchema>;

/** The safety features of the spec's ad. */
export const FEATURES = [
  { key: 'gps', label: /*i18n*/ 'GPS' },
  { key: 'camera', label: /*i18n*/ 'Camera' },
  { key: 'panicButton', label: /*i18n*/ 'Panic button' },
] as const;

/** What a school asks first of a used school bus (the bus-safety rules for school transport). */
export const CHECKLIST = [
  { key: 'speedGovernor', label: /*i18n*/ 'Speed governor' },
  { key: 'firstAidBox', label: /*i18n*/ 'First-aid box' },
  { key: 'fireExtinguisher', label: /*i18n*/ 'Fire extinguisher' },
  { key: 'emergencyExit', label: /*i18n*/ 'Emergency exit' },
  { key: 'yellowBody', label: /*i18n*/ 'Yellow body with the school name' },
  { key: 'seatBelts', label: /*i18n*/ 'Seat belts' },
] as const;

/** The papers a bus needs on the road, each valid until a date. */
export const VALIDITIES = [
  { key: 'insuranceValidUpto', label: /*i18n*/ 'Insurance' },
  { key: 'fcValidUpto', label: /*i18n*/ 'Fitness (FC)' },
  { key: 'taxValidUpto', label: /*i18n*/ 'Tax' },
  { key: 'permitValidUpto', label: /*i18n*/ 'Permit' },
] as const;

const limited = (message: string, label: string, max: number) =>
  // eslint-disable-next-line i18n/marked -- written out in VEHICLE_BUILT_TEXTS
  required(message).pipe(z.string().max(max, `${label} must be at most ${max} characters.`));

/** Indian registration numbers (MH12AB1234, KA-01-F-1234, 22BH1234AA), kept as typed but upper-case and without spaces. */
const RegNoSchema = required(/*i18n*/ 'Registration number is required.')
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, /*i18n*/ 'Enter the registration number as on the RC, e.g. MH12AB1234.'));

/** Every field of the ad, by the spec's names, each with its message. */
const VehicleAdFields = z.object({
  regNo: RegNoSchema,
  make: limited(/*i18n*/ 'Make is required.', 'Make', 60),
  model: limited(/*i18n*/ 'Model is required.', 'Model', 60),
  // No year in the words: a message that changed every January would leave its Hindi and Tamil behind.
  year: wholeNumber(
    /*i18n*/ 'Year of manufacture is required.',
    OLDEST_YEAR,
    newestYear(),
    /*i18n*/ 'Enter the year of manufacture as on the RC, e.g. 2018.',
  ),
  fuel: FuelSchema,
  // Optional: an older ad, or a seller who does not know it, leaves it empty.
  emissionNorm: z.preprocess((v) => (v === '' || v === undefined ? null : v), EmissionNormSchema.nullable()),
  seatingCap: wholeNumber(
    /*i18n*/ 'Seating capacity is required.',
    1,
    MAX_SEATS,
    // eslint-disable-next-line i18n/marked -- written out in VEHICLE_BUILT_TEXTS
    `Seating capacity is 1 to ${MAX_SEATS}.`,
  ),
  kmDriven: wholeNumber(
    /*i18n*/ 'Kilometres driven is required.',
    0,
    MAX_KM,
    /*i18n*/ 'Enter the kilometres on the odometer.',
  ),
  price: wholeNumber(
    /*i18n*/ 'Price is required.',
    1,
    MAX_PRICE,
    /*i18n*/ 'Enter the price in whole rupees (at most ₹10,00,00,000).',
  ),
  negotiable: flag(),
  insuranceValidUpto: optionalDate(),
  fcValidUpto: optionalDate(),
  taxValidUpto: optionalDate(),
  permitValidUpto: optionalDate(),
  gps: flag(),
  camera: flag(),
  panicButton: flag(),
  speedGovernor: flag(),
  firstAidBox: flag(),
  fireExtinguisher: flag(),
  emergencyExit: flag(),
  yellowBody: flag(),
  seatBelts: flag(),
  state: stateField(),
  district: districtField(),
  address: limited(/*i18n*/ 'Address is required.', 'Address', 500),
  ownerName: PersonNameSchema(/*i18n*/ 'Owner name is required.'),
  phone: PhoneSchema(),
  description: optionalText(2000, /*i18n*/ 'Description must be at most 2000 characters.'),
});

/** The ad's fields as the sell form validates them (photos are checked beside the form). */
export const VehicleAdFormSchema = VehicleAdFields.extend({
  fuel: choice(FuelSchema, /*i18n*/ 'Choose the fuel.'),
}).superRefine(checkDistrictOfState);
export type VehicleAdForm = z.input<typeof VehicleAdFormSchema>;
export type VehicleAdValues = z.output<typeof VehicleAdFormSchema>;

/** One file part or several under the same name: always a list. */
const PhotosSchema = z
  .union([PictureFileSchema, z.array(PictureFileSchema)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** POST /api/bus-ads: the ad's fields and 1 to 10 photos as file parts named `photos`. */
export const CreateVehicleAdSchema = VehicleAdFields.extend({ photos: PhotosSchema }).superRefine((value, ctx) => {
  checkDistrictOfState(value, ctx);
  if (value.photos.length === 0)
    ctx.addIssue({ code: 'custom', path: ['photos'], message: VEHICLE_MESSAGES.photosRequired });
  if (value.photos.length > MAX_PHOTOS)
    ctx.addIssue({ code: 'custom', path: ['photos'], message: VEHICLE_MESSAGES.tooManyPhotos });
});
export type CreateVehicleAd = z.input<typeof CreateVehicleAdSchema>;

/** `new:2` names the third of the new photos of an edit; anything else is the key of a photo the ad has. */
export const NEW_PHOTO_PREFIX = 'new:';

/** The photos of an edited ad in order: kept ones by key, new ones as `new:<index>` (a JSON list in a form). */
const PhotoOrderSchema = z
  .union([
    z.array(text()),
    text().transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.photoOrder });
        return z.NEVER;
      }
    }),
  ])
  .pipe(
    z.array(z.string().max(60), { error: VEHICLE_MESSAGES.photoOrder }).max(MAX_PHOTOS, VEHICLE_MESSAGES.tooManyPhotos),
  );

/**
 * PUT /api/bus-ads/{advertisementId}: every field again, new photos as file parts, and `photoOrder`
 * listing the photos to keep and where the new ones go (without it: the kept ones first, new ones after).
 */
export const UpdateVehicleAdSchema = VehicleAdFields.extend({
  photos: PhotosSchema,
  photoOrder: PhotoOrderSchema.optional(),
}).superRefine(checkDistrictOfState);
export type UpdateVehicleAd = z.input<typeof UpdateVehicleAdSchema>;

export const AdvertisementIdParamSchema = z.object({ advertisementId: text().min(1).max(40) });

/** A photo by its key (an edit names the photos to keep by it) and its addresses. */
export const PhotoSchema = z.object({ key: z.string(), url: z.string(), thumbnailUrl: z.string() });
/** The spec's photo of the pending call: the stored (re-encoded) image as base64, with its addresses. */
export const PhotoWithBase64Schema = PhotoSchema.extend({ base64: z.string(), contentType: z.string() });

export const PlaceSchema = z.object({ value: z.string(), label: z.string() });

/** An ad as lists and cards show it: photos by address, never as base64. */
export const VehicleAdSchema = z.object({
  _id: z.string(),
  advertisementId: z.string(),
  regNo: z.string(),
  make: z.string(),
  model: z.string(),
  instituteName: z.string(),
  year: z.number().int(),
  fuel: FuelSchema,
  emissionNorm: EmissionNormSchema.nullable(),
  seatingCap: z.number().int(),
  kmDriven: z.number().int(),
  /** Whole rupees. */
  price: z.number().int(),
  negotiable: z.boolean(),
  /** YYYY-MM-DD, or null when not given ('N/A' on screen). */
  insuranceValidUpto: z.string().nullable(),
  fcValidUpto: z.string().nullable(),
  taxValidUpto: z.string().nullable(),
  permitValidUpto: z.string().nullable(),
  gps: z.boolean(),
  camera: z.boolean(),
  panicButton: z.boolean(),
  speedGovernor: z.boolean(),
  firstAidBox: z.boolean(),
  fireExtinguisher: z.boolean(),
  emergencyExit: z.boolean(),
  yellowBody: z.boolean(),
  seatBelts: z.boolean(),
  state: PlaceSchema,
  district: PlaceSchema,
  address: z.string(),
  ownerName: z.string(),
  phone: z.string(),
  description: z.string().nullable(),
  photos: z.array(PhotoSchema),
  status: AdStatusSchema,
  rejectionReason: z.string().nullable(),
  sold: z.boolean(),
  soldAt: z.string().nullable(),
  /** Whether the caller's institute posted it. */
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The seller's one appeal of a rejection, and when it was made. */
  appealMessage: z.string().nullable(),
  appealedAt: z.string().nullable(),
});
export type VehicleAd = z.infer<typeof VehicleAdSchema>;

export const BusAdEnquirySchema = z.object({
  _id: z.string(),
  message: z.string(),
  phone: z.string(),
  fromName: z.string(),
  fromInstituteName: z.string(),
  status: EnquiryStatusSchema,
  createdAt: z.string(),
});
export type BusAdEnquiry = z.infer<typeof BusAdEnquirySchema>;

/**
 * A bus enquiry as either party sees it: the ad it is about, the seller, whether the bus is sold, and
 * which side the caller is on (asker: the buyer; answerer: the seller).
 */
export const BusEnquirySummarySchema = BusAdEnquirySchema.extend({
  advertisementId: z.string(),
  adTitle: z.string(),
  sellerInstituteName: z.string(),
  sold: z.boolean(),
  mySide: z.enum(THREAD_SIDES),
});
export type BusEnquirySummary = z.infer<typeof BusEnquirySummarySchema>;

export const BusEnquiryThreadSchema = z.object({
  enquiry: BusEnquirySummarySchema,
  messages: z.array(ThreadMessageSchema),
});
export type BusEnquiryThread = z.infer<typeof BusEnquiryThreadSchema>;

export const BusEnquiryIdParamSchema = z.object({ enquiryId: z.uuid({ error: /*i18n*/ 'Enquiry not found.' }) });
export const BusEnquiryListQuerySchema = PageQuerySchema.extend({ status: EnquiryStatusSchema.optional() });

/** One ad with, for its seller only, the enquiries buyers sent (null for anyone else). */
export const VehicleAdDetailSchema = VehicleAdSchema.extend({ enquiries: z.array(BusAdEnquirySchema).nullable() });
export type VehicleAdDetail = z.infer<typeof VehicleAdDetailSchema>;

export const PendingAdSchema = VehicleAdSchema.extend({ photos: z.array(PhotoWithBase64Schema) });
export type PendingAd = z.infer<typeof PendingAdSchema>;
/** The spec's answer of the pending call. */
export const PendingAdsAnswerSchema = z.object({ adsWithBase64: z.array(PendingAdSchema) });

export const AdAnswerSchema = z.object({ message: z.string(), ad: VehicleAdSchema });

/** Each ad carries its photos in full, so the pending call pages a few at a time. */
export const MAX_PENDING_PAGE = 10;
export const PendingAdsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PENDING_PAGE).default(MAX_PENDING_PAGE),
});

export const BUY_SORTS = ['newest', 'cheapest'] as const;
export const BuySortSchema = z.enum(BUY_SORTS);

/** The Buy list's filters (GET /api/bus-ads). */
export const BuyQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  state: z.enum(STATE_CODES).optional(),
  district: text().max(100).optional(),
  minPrice: queryNumber(MAX_PRICE),
  maxPrice: queryNumber(MAX_PRICE),
  minSeats: queryNumber(MAX_SEATS),
  minYear: queryNumber(9999),
  fuel: FuelSchema.optional(),
  sort: BuySortSchema.default('newest'),
});
export type BuyQuery = z.input<typeof BuyQuerySchema>;
export type BuyFilters = z.output<typeof BuyQuerySchema>;

/** What the seller's own list narrows to; `sold` is an approved ad marked sold. */
export const MINE_FILTERS = ['submitted', 'approved', 'rejected', 'sold'] as const;
export const MyAdsQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  status: z.enum(MINE_FILTERS).optional(),
});

/** The super admin's approved and rejected lists. */
export const ReviewedAdsQuerySchema = PageQuerySchema.extend({ q: text().trim().max(100).optional() });

/** A buyer's enquiry: a message and a phone to call back. */
export const BusAdEnquiryFormSchema = z.object({
  message: limited(/*i18n*/ 'Write a message to the seller.', 'Message', 1000),
  phone: PhoneSchema(),
});
export type BusAdEnquiryForm = z.input<typeof BusAdEnquiryFormSchema>;

/** How an ad's state reads on screen. */
export function adStatusLabel(ad: Pick<VehicleAd, 'status' | 'sold'>): string {
  if (ad.sold) return 'Sold';
  return { submitted: 'Pending approval', approved: 'Approved', rejected: 'Rejected' }[ad.status];
}

/** The ad's heading: make, model and year. */
export const adTitle = (ad: { make: string; model: string; year: number }) => `${ad.make} ${ad.model} (${ad.year})`;

/** The seller's message with an appeal of a rejection. */
export const AppealAdBodySchema = z.object({
  message: text(/*i18n*/ 'Please write your message.')
    .trim()
    .min(1, /*i18n*/ 'Please write your message.')
    .max(1000, /*i18n*/ 'Message must be at most 1000 characters.'),
});
export type AppealAdBody = z.input<typeof AppealAdBodySchema>;

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const VEHICLE_BUILT_TEXTS = [
  /*i18n*/ 'Make must be at most 60 characters.',
  /*i18n*/ 'Model must be at most 60 characters.',
  /*i18n*/ 'Description must be at most 2000 characters.',
  /*i18n*/ 'Seating capacity is 1 to 100.',
];
