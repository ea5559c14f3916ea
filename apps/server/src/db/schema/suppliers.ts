import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueCategory, EnquiryStatus, StateCode } from '@school-portal/contract';
import { createdAt, id, insertedSeq, instituteTable, updatedAt } from '../columns.ts';
import { threadMessagesTable } from './threads.ts';
import { images } from './images.ts';

/**
 * The supplier catalogue, curated by the super admin and read by every institute (not institute
 * data). Where a supplier delivers is kept twice over for the filters: the states, and
 * "STATE/District" keys, each searched through a GIN index.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text('name').notNull(),
    categories: text('categories').array().$type<CatalogueCategory[]>().notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    address: text('address').notNull(),
    stateCode: text('state_code').$type<StateCode>().notNull(),
    district: text('district').notNull(),
    description: text('description'),
    gstin: text('gstin'),
    servesAllIndia: boolean('serves_all_india').notNull().default(false),
    serviceStates: text('service_states')
      .array()
      .$type<StateCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceAreas: text('service_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    logoKey: uuid('logo_key').references(() => images.key, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_name_idx').on(t.name, t.id),
    index('suppliers_categories_idx').using('gin', t.categories),
    index('suppliers_service_states_idx').using('gin', t.serviceStates),
    index('suppliers_service_areas_idx').using('gin', t.serviceAreas),
    // Must match SUPPLIER_SEARCH in modules/suppliers/queries.ts.
    index('suppliers_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.contactPerson} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);

/** One product or line of the enquiry as it was asked for, kept even if the product is later removed. */
export interface EnquiryItemRow {
  productId: string | null;
  name: string;
  unit: string;
  quantity: number;
}

/**
 * An institute's request for a quote (institute data). The supplier's name and address, the
 * institute's name and who sent it are copied in: an enquiry is a record of what was sent.
 */
export const enquiries = instituteTable(
  'enquiries',
  {
    id: id(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    supplierEmail: text('supplier_email').notNull(),
    instituteName: text('institute_name').notNull(),
    sentById: uuid('sent_by_id').notNull(),
    sentByName: text('sent_by_name').notNull(),
    sentByEmail: text('sent_by_email').notNull(),
    items: jsonb('items').$type<EnquiryItemRow[]>().notNull(),
    deliveryState: text('delivery_state').$type<StateCode>().notNull(),
    deliveryDistrict: text('delivery_district').notNull(),
    message: text('message'),
    status: text('status').$type<EnquiryStatus>().notNull().default('sent'),
    /** SHA-256 of the secret in the supplier's reply link; null for enquiries sent before there were links. */
    replyTokenHash: text('reply_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    seq: insertedSeq(),
  },
  (t) => [
    index('enquiries_institute_seq_idx').on(t.instituteCode, t.seq),
    index('enquiries_seq_idx').on(t.seq),
    index('enquiries_supplier_idx').on(t.supplierId),
    uniqueIndex('enquiries_reply_token_idx').on(t.replyTokenHash),
  ],
);

/** The replies after an enquiry, from the institute (asker) or the supplier (answerer). Reached only through its enquiry. */
export const enquiryMessages = threadMessagesTable('enquiry_messages', () => enquiries.id);
