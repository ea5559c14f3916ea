import { icu } from '../i18n/icu-text.ts';
import { quantityText } from '../products/units.ts';

/** What the supplier screens and calls tell the user. */
export const SUPPLIER_MESSAGES = {
  created: 'Supplier added successfully!',
  updated: 'Supplier updated successfully!',
  deleted: 'Supplier deleted.',
  saveFailed: 'Failed to save supplier',
  deleteFailed: 'Failed to delete supplier',
  fetchFailed: 'Failed to fetch suppliers',
  detailFailed: 'Failed to fetch supplier details',
  notFound: 'Supplier not found.',
  empty: 'No suppliers yet.',
  noMatch: 'No suppliers match your search.',
  nameRequired: 'Supplier name is required.',
  categoriesRequired: 'Choose at least one category.',
  addressRequired: 'Address is required.',
  website: 'Enter a website address such as https://example.in.',
  gstinFormat: 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV.',
  gstinChecksum: 'This GSTIN is not valid: its last character does not match. Check it for a typing mistake.',
  serviceDistrictsRequired: 'Choose the districts this supplier serves, or All India.',
  districtWithoutState: 'Choose a state first.',
  logoTooMany: 'Send one logo.',
} as const;

/** What the enquiry screens and calls tell the user. */
export const ENQUIRY_MESSAGES = {
  sent: 'Enquiry sent to the supplier.',
  sendFailed: 'Failed to send enquiry',
  fetchFailed: 'Failed to fetch enquiries',
  empty: 'No enquiries yet.',
  noMatch: 'No enquiries match this filter.',
  statusChanged: 'Enquiry status updated.',
  statusFailed: 'Failed to update enquiry status',
  notFound: 'Enquiry not found.',
  itemsRequired: 'Choose at least one product and its quantity.',
  duplicateItem: 'Each product can be listed once.',
  notThisSupplier: 'This product is not sold by this supplier.',
  belowMinimum: (min: number, unit: string) =>
    icu('The minimum order is {quantity}.', { quantity: quantityText(min, unit) }),
  threadFailed: 'Failed to load the replies',
  replyLinkUsed: 'This enquiry is closed: no more replies can be sent.',
  supplierInactive: 'This supplier is not taking enquiries.',
} as const;
