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
  books: 'Books and notebooks',
  uniforms: 'Uniforms and shoes',
  furniture: 'Furniture',
  stationery: 'Stationery',
  lab: 'Lab equipment',
  sports: 'Sports',
  it: 'IT and smart classes',
  transport: 'Transport',
  housekeeping: 'Housekeeping',
  printing: 'Printing',
  other: 'Other',
};

export const CatalogueCategorySchema = z.enum(CATALOGUE_CATEGORIES, { error: 'Choose a category from the list.' });
