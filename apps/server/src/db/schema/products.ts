import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueCategory, ProductUnit } from '@school-portal/contract';
import { createdAt, id, updatedAt } from '../columns.ts';
import { suppliers } from './suppliers.ts';

/** Products of the catalogue's suppliers; removed with their supplier. */
export const products = pgTable(
  'products',
  {
    id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').$type<CatalogueCategory>().notNull(),
    description: text('description'),
    /** Money is kept in paise (design section 3); the catalogue speaks whole rupees. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    unit: text('unit').$type<ProductUnit>().notNull(),
    minOrderQty: integer('min_order_qty').notNull().default(1),
    inStock: boolean('in_stock').notNull().default(true),
    /** Keys of modules/images, in the order shown; the first is the product's picture. */
    imageKeys: uuid('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_supplier_name_idx').on(t.supplierId, t.name, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_category_name_idx').on(t.category, t.name, t.id),
    // Must match PRODUCT_SEARCH in modules/products/queries.ts.
    index('products_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
);
