import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from '../common.ts';
import { choice, required, text } from '../fields.ts';
import { CatalogueCategorySchema } from '../suppliers/categories.ts';
import { PictureFileSchema } from '../profiles/pictures.ts';
import { formBoolean, formJson, formWholeNumber } from '../suppliers/form-values.ts';
import { optionalText } from '../fields.ts';
import { PRODUCT_MESSAGES } from './messages.ts';

export const MAX_PRODUCT_IMAGES = 5;

/** How a school orders: by the piece, the set, the ream... */
export const PRODUCT_UNITS = [
  /*i18n*/ 'piece',
  /*i18n*/ 'set',
  /*i18n*/ 'pair',
  /*i18n*/ 'dozen',
  /*i18n*/ 'pack',
  /*i18n*/ 'box',
  /*i18n*/ 'ream',
  /*i18n*/ 'kg',
  /*i18n*/ 'litre',
  /*i18n*/ 'metre',
] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const ProductUnitSchema = z.enum(PRODUCT_UNITS, { error: PRODUCT_MESSAGES.unitRequired });

/** Prices are whole rupees on the wire (paise in the database); the cap keeps a typo of zeros out. */
export const MAX_PRICE_RUPEES = 1_00_00_000;

export const ProductIdParamSchema = z.object({ id: z.uuid({ error: PRODUCT_MESSAGES.notFound }) });

export const ProductFieldsSchema = z.object({
  name: required(PRODUCT_MESSAGES.nameRequired).pipe(
    z.string().max(150, /*i18n*/ 'Product name must be at most 150 characters.'),
  ),
  supplierId: required(PRODUCT_MESSAGES.supplierRequired).pipe(z.uuid({ error: PRODUCT_MESSAGES.supplierNotFound })),
  category: choice(CatalogueCategorySchema, /*i18n*/ 'Choose a category from the list.'),
  description: optionalText(2000, /*i18n*/ 'Description must be at most 2000 characters.'),
  price: formWholeNumber({ required: /*i18n*/ 'Price is required.', label: 'Price', min: 0, max: MAX_PRICE_RUPEES }),
  unit: choice(ProductUnitSchema, PRODUCT_MESSAGES.unitRequired),
  minOrderQty: formWholeNumber({
    required: /*i18n*/ 'Minimum order is required.',
    label: /*i18n*/ 'Minimum order',
    min: 1,
    max: 1_000_000,
  }),
  inStock: formBoolean(true),
});

export const ProductFormSchema = ProductFieldsSchema;
export type ProductForm = z.input<typeof ProductFormSchema>;

const imagePart = PictureFileSchema.optional();

/**
 * Create and update send a multipart form with new images as the file parts image1 … image5; an update
 * names the images it keeps (by key, in order) and the new ones follow them. The server reads them as
 * one list, `images`.
 */
export const ProductBodySchema = ProductFieldsSchema.extend({
  image1: imagePart,
  image2: imagePart,
  image3: imagePart,
  image4: imagePart,
  image5: imagePart,
  keepImages: formJson(
    z
      .array(z.uuid({ error: PRODUCT_MESSAGES.unknownImage }))
      .max(MAX_PRODUCT_IMAGES)
      .optional(),
  ),
}).transform(({ image1, image2, image3, image4, image5, ...fields }) => ({
  ...fields,
  images: [image1, image2, image3, image4, image5].filter((f) => f !== undefined),
}));

/** The file part of the nth new image (from 0). */
export const productImageField = (n: number) => `image${n + 1}` as 'image1';
export type ProductBody = z.input<typeof ProductBodySchema>;
export type ProductInput = z.output<typeof ProductBodySchema>;

export const ProductImageSchema = z.object({ key: z.string(), url: z.string(), thumbnailUrl: z.string() });

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  category: CatalogueCategorySchema,
  description: z.string().nullable(),
  /** Whole rupees. */
  price: z.number().int(),
  unit: ProductUnitSchema,
  minOrderQty: z.number().int(),
  inStock: z.boolean(),
  images: z.array(ProductImageSchema),
  createdAt: IsoDateSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductAnswerSchema = z.object({ message: z.string(), product: ProductSchema });

export const ProductListQuerySchema = PageQuerySchema.extend({
  /** Matches the product's name or description, anywhere in the text. */
  q: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
  /** The same search by the name the catalogue's work order gave it (`?search=Chalkboard`); `q` wins when both come. */
  search: text().trim().max(100, /*i18n*/ 'Search is limited to 100 characters.').optional(),
  category: CatalogueCategorySchema.optional(),
  supplierId: z.uuid({ error: PRODUCT_MESSAGES.supplierNotFound }).optional(),
});
export type ProductListInput = z.output<typeof ProductListQuerySchema>;
