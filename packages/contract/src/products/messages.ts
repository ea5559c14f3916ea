/** What the product screens and calls tell the user. */
export const PRODUCT_MESSAGES = {
  created: /*i18n*/ 'Product added successfully!',
  updated: /*i18n*/ 'Product updated successfully!',
  deleted: /*i18n*/ 'Product deleted.',
  saveFailed: /*i18n*/ 'Failed to save product',
  deleteFailed: /*i18n*/ 'Failed to delete product',
  fetchFailed: /*i18n*/ 'Failed to fetch products',
  notFound: /*i18n*/ 'Product not found.',
  empty: /*i18n*/ 'No products yet.',
  noMatch: /*i18n*/ 'No products match your search.',
  nameRequired: /*i18n*/ 'Product name is required.',
  supplierRequired: /*i18n*/ 'Supplier is required.',
  supplierNotFound: /*i18n*/ 'Choose a supplier from the list.',
  unitRequired: /*i18n*/ 'Unit is required.',
  tooManyImages: (max: number) => `A product has at most ${max} images.`,
  unknownImage: /*i18n*/ 'An image to keep is not one of this product’s images.',
} as const;

/** The rule messages built above from a label and a limit, written out for lingui extract (catalogues.test.ts checks they are the ones built). */
export const PRODUCT_BUILT_TEXTS = [/*i18n*/ 'A product has at most 5 images.'];
