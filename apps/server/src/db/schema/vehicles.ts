import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdStatus, EmissionNorm, EnquiryStatus, Fuel, StateCode } from '@school-portal/contract';
import { createdAt, id, insertedSeq, instituteTable, updatedAt } from '../columns.ts';
import { threadMessagesTable } from './threads.ts';
import { users } from './accounts.ts';

/** Approved ads that are still for sale: what buyers browse and the dashboard counts. */
const forSale = sql`status = 'approved' and sold_at is null`;

/**
 * School buses for sale, one row an ad, institute data (decision 006). Photos are images of the
 * image kit (modules/images), kept here as their keys in the seller's order.
 */
export const busAds = instituteTable(
  'bus_ads',
  {
    id: id(),
    /** The ad's public name in paths and messages (AD-7K3Q9M2X). */
    advertisementId: text('advertisement_id').notNull(),
    /** The institute admin who posted it: notices and mail about the ad go to them. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The institute's name when the ad was posted or last edited, as buyers see it. */
    instituteName: text('institute_name').notNull(),
    regNo: text('reg_no').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    fuel: text('fuel').$type<Fuel>().notNull(),
    /** The Bharat Stage emission norm on the RC (BS-III, BS-IV, BS-VI); null when the seller did not say. */
    emissionNorm: text('emission_norm').$type<EmissionNorm>(),
    seatingCap: integer('seating_cap').notNull(),
    kmDriven: integer('km_driven').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    negotiable: boolean('negotiable').notNull(),
    insuranceValidUpto: date('insurance_valid_upto'),
    fcValidUpto: date('fc_valid_upto'),
    taxValidUpto: date('tax_valid_upto'),
    permitValidUpto: date('permit_valid_upto'),
    gps: boolean('gps').notNull(),
    camera: boolean('camera').notNull(),
    panicButton: boolean('panic_button').notNull(),
    speedGovernor: boolean('speed_governor').notNull(),
    firstAidBox: boolean('first_aid_box').notNull(),
    fireExtinguisher: boolean('fire_extinguisher').notNull(),
    emergencyExit: boolean('emergency_exit').notNull(),
    yellowBody: boolean('yellow_body').notNull(),
    seatBelts: boolean('seat_belts').notNull(),
    stateCode: text('state_code').$type<StateCode>().notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    description: text('description'),
    photoKeys: uuid('photo_keys').array().notNull(),
    status: text('status').$type<AdStatus>().notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The seller's one appeal of a rejection: the ad went back to the queue with this message. */
    appealMessage: text('appeal_message'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    seq: insertedSeq(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bus_ads_advertisement_id_key').on(t.advertisementId),
    // The seller's own list, newest first.
    index('bus_ads_institute_created_idx').on(t.instituteCode, t.createdAt, t.seq),
    // The super admin's queues: pending oldest first, approved and rejected by latest decision.
    index('bus_ads_status_created_idx').on(t.status, t.createdAt, t.seq),
    index('bus_ads_status_reviewed_idx').on(t.status, t.reviewedAt, t.seq),
    // Buy: newest or cheapest of the ads for sale, optionally in one state and district.
    index('bus_ads_for_sale_reviewed_idx').on(t.reviewedAt, t.seq).where(forSale),
    index('bus_ads_for_sale_price_idx').on(t.pricePaise, t.seq).where(forSale),
    index('bus_ads_for_sale_place_idx').on(t.stateCode, t.district, t.reviewedAt).where(forSale),
    // Buy's search box: make, model, institute, district and registration, anywhere in the text.
    index('bus_ads_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.make} || ' ' || ${t.model} || ' ' || ${t.instituteName} || ' ' || ${t.district} || ' ' || ${t.regNo})) gin_trgm_ops`,
    ),
  ],
);

/**
 * A buyer's enquiry about an ad. It belongs to two institutes (the buyer's that sent it, the seller's
 * that reads it), so it is reached only through its ad, which is institute data of the seller.
 */
export const busAdEnquiries = pgTable(
  'bus_ad_enquiries',
  {
    id: id(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => busAds.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    fromInstituteCode: text('from_institute_code').notNull(),
    fromInstituteName: text('from_institute_name').notNull(),
    message: text('message').notNull(),
    phone: text('phone').notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('sent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bus_ad_enquiries_ad_idx').on(t.adId, t.createdAt),
    index('bus_ad_enquiries_from_idx').on(t.fromInstituteCode, t.createdAt),
  ],
);

/** The replies after a bus enquiry, from the buyer (asker) or the seller (answerer). Reached only through its enquiry. */
export const busAdEnquiryMessages = threadMessagesTable('bus_ad_enquiry_messages', () => busAdEnquiries.id);
