import { z } from 'zod';

/** What a school buys in a year, as suppliers and products are filed. */
export const CATALOGUE_CATEGORIES = [
  'books',
  'uniforms',
  'furniture',
  'stationery',
  'lab',
  'sports',
  'it',
  'transport',
  'housekeeping',
  'printing',
  'other',
] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

export const CATALOGUE_CATEGORY_LABELS: Record<CatalogueCategory, string> = {
  books: /*i18n*/ 'Books and notebooks',
  uniforms: /*i18n*/ 'Uniforms and shoes',
  furniture: /*i18n*/ 'Furniture',
  stationery: /*i18n*/ 'Stationery',
  lab: /*i18n*/ 'Lab equipment',
  sports: /*i18n*/ 'Sports',
  it: /*i18n*/ 'IT and smart classes',
  transport: /*i18n*/ 'Transport',
  housekeeping: /*i18n*/ 'Housekeeping',
  printing: /*i18n*/ 'Printing',
  other: /*i18n*/ 'Other',
};

export const CatalogueCategorySchema = z.enum(CATALOGUE_CATEGORIES, {
  error: /*i18n*/ 'Choose a category from the list.',
});
