/** What the product screens and calls tell the user. */
export const PRODUCT_MESSAGES = {
  created: 'Product added successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted.',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchFailed: 'Failed to fetch products',
  notFound: 'Product not found.',
  empty: 'No products yet.',
  noMatch: 'No products match your search.',
  nameRequired: 'Product name is required.',
  supplierRequired: 'Supplier is required.',
  supplierNotFound: 'Choose a supplier from the list.',
  unitRequired: 'Unit is required.',
  tooManyImages: (max: number) => `A product has at most ${max} images.`,
  unknownImage: 'An image to keep is not one of this product’s images.',
} as const;
