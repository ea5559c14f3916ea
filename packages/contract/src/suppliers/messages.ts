import { icu } from '../i18n/icu-text.ts';
import { quantityText } from '../products/units.ts';

/** What the supplier screens and calls tell the user. */
export const SUPPLIER_MESSAGES = {
  created: /*i18n*/ 'Supplier added successfully!',
  updated: /*i18n*/ 'Supplier updated successfully!',
  deleted: /*i18n*/ 'Supplier deleted.',
  saveFailed: /*i18n*/ 'Failed to save supplier',
  deleteFailed: /*i18n*/ 'Failed to delete supplier',
  fetchFailed: /*i18n*/ 'Failed to fetch suppliers',
  detailFailed: /*i18n*/ 'Failed to fetch supplier details',
  notFound: /*i18n*/ 'Supplier not found.',
  empty: /*i18n*/ 'No suppliers yet.',
  noMatch: /*i18n*/ 'No suppliers match your search.',
  nameRequired: /*i18n*/ 'Supplier name is required.',
  categoriesRequired: /*i18n*/ 'Choose at least one category.',
  addressRequired: /*i18n*/ 'Address is required.',
  website: /*i18n*/ 'Enter a website address such as https://example.in.',
  gstinFormat: /*i18n*/ 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV.',
  gstinChecksum: /*i18n*/ 'This GSTIN is not valid: its last character does not match. Check it for a typing mistake.',
  serviceDistrictsRequired: /*i18n*/ 'Choose the districts this supplier serves, or All India.',
  districtWithoutState: /*i18n*/ 'Choose a state first.',
  logoTooMany: /*i18n*/ 'Send one logo.',
} as const;

/** What the enquiry screens and calls tell the user. */
export const ENQUIRY_MESSAGES = {
  sent: /*i18n*/ 'Enquiry sent to the supplier.',
  sendFailed: /*i18n*/ 'Failed to send enquiry',
  fetchFailed: /*i18n*/ 'Failed to fetch enquiries',
  empty: 'No enquiries yet.',
  noMatch: /*i18n*/ 'No enquiries match this filter.',
  statusChanged: /*i18n*/ 'Enquiry status updated.',
  statusFailed: /*i18n*/ 'Failed to update enquiry status',
  notFound: /*i18n*/ 'Enquiry not found.',
  itemsRequired: /*i18n*/ 'Choose at least one product and its quantity.',
  duplicateItem: /*i18n*/ 'Each product can be listed once.',
  notThisSupplier: /*i18n*/ 'This product is not sold by this supplier.',
  belowMinimum: (min: number, unit: string) =>
    icu(/*i18n*/ 'The minimum order is {quantity}.', { quantity: quantityText(min, unit) }),
  threadFailed: /*i18n*/ 'Failed to load the replies',
  replyLinkUsed: /*i18n*/ 'This enquiry is closed: no more replies can be sent.',
  supplierInactive: /*i18n*/ 'This supplier is not taking enquiries.',
} as const;
