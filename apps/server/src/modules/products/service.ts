import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  LIST_COUNT_CAP,
  MAX_PRODUCT_IMAGES,
  PHOTO_RULES,
  icu,
  PRODUCT_MESSAGES,
  type FileLike,
  type Product,
  type ProductInput,
  type ProductListInput,
} from '@school-portal/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { findPage, type Page } from '../../db/paging.ts';
import { contains, searchText } from '../../db/search.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import {
  deleteImages,
  imageUrl,
  prepareImage,
  storeImages,
  thumbnailUrl,
  type PreparedImage,
} from '../images/index.ts';
import {
  activeSupplierIds,
  supplierNames,
  supplierSummary,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../suppliers/index.ts';

type ProductRow = typeof products.$inferSelect;

/** Institute admins see the products of active suppliers only; the super admin sees all. */
export interface Reader {
  activeOnly: boolean;
}

/** What the product list searches; the trigram index of migration 0008 is on exactly this expression. */
export const PRODUCT_SEARCH = searchText(products.name, products.description);

const toRupees = (paise: number) => Math.round(paise / 100);

function toProduct(row: ProductRow, supplierName: string): Product {
  return {
    _id: row.id,
    name: row.name,
    supplierId: row.supplierId,
    supplierName,
    category: row.category,
    description: row.description,
    price: toRupees(row.pricePaise),
    unit: row.unit,
    minOrderQty: row.minOrderQty,
    inStock: row.inStock,
    images: row.imageKeys.map((key) => ({ key, url: imageUrl(key), thumbnailUrl: thumbnailUrl(key) })),
    createdAt: row.createdAt.toISOString(),
  };
}

async function withSupplierNames(db: DbOrTx, rows: ProductRow[]): Promise<Product[]> {
  const names = await supplierNames(
    db,
    rows.map((r) => r.supplierId),
  );
  return rows.map((r) => toProduct(r, names.get(r.supplierId) ?? ''));
}

const visibleTo = (db: DbOrTx, reader: Reader): SQL | undefined =>
  reader.activeOnly ? inArray(products.supplierId, activeSupplierIds(db)) : undefined;

export async function listProducts(db: DbOrTx, query: ProductListInput, reader: Reader): Promise<Page<Product>> {
  const page = await findPage(db, products, {
    where: and(
      visibleTo(db, reader),
      contains(PRODUCT_SEARCH, query.q || query.search),
      query.category ? eq(products.category, query.category) : undefined,
      query.supplierId ? eq(products.supplierId, query.supplierId) : undefined,
    ),
    orderBy: [asc(products.name), asc(products.id)],
    page: query,
    countCap: LIST_COUNT_CAP,
  });
  return { items: await withSupplierNames(db, page.items), total: page.total };
}

async function findProduct(db: DbOrTx, id: string, reader: Reader): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleTo(db, reader)));
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

export async function getProduct(db: DbOrTx, id: string, reader: Reader): Promise<Product> {
  const [product] = await withSupplierNames(db, [await findProduct(db, id, reader)]);
  return product!;
}

/** New images checked and re-encoded before the transaction (decision 007); each refusal names its place in the form. */
async function prepareImages(files: readonly (FileLike | Uint8Array)[] | undefined): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const [i, file] of (files ?? []).entries()) {
    if (!(file instanceof Uint8Array))
      throw badRequest('Send the images as files.', { images: 'Send the images as files.' });
    prepared.push(
      await prepareImage(file, PHOTO_RULES, { field: 'images', name: icu(/*i18n*/ 'Image {n}', { n: i + 1 }) }),
    );
  }
  return prepared;
}

async function supplierOf(db: DbOrTx, supplierId: string): Promise<string> {
  const supplier = await supplierSummary(db, supplierId);
  if (!supplier) throw badRequest(PRODUCT_MESSAGES.supplierNotFound, { supplierId: PRODUCT_MESSAGES.supplierNotFound });
  return supplier.name;
}

const columnsOf = (input: ProductInput) => ({
  supplierId: input.supplierId,
  name: input.name,
  category: input.category,
  description: input.description ?? null,
  pricePaise: input.price * 100,
  unit: input.unit,
  minOrderQty: input.minOrderQty,
  inStock: input.inStock,
});

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const prepared = await prepareImages(input.images);
  return db.transaction(async (tx) => {
    const supplierName = await supplierOf(tx, input.supplierId);
    const imageKeys = await storeImages(tx, prepared);
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(input), imageKeys })
      .returning();
    return toProduct(row!, supplierName);
  });
}

/** Saves every field; keeps the images `keepImages` names (all when it is absent), adds the new ones after them, deletes the rest. */
export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  const before = await findProduct(db, id, { activeOnly: false });
  const keep = input.keepImages ?? before.imageKeys;
  if (keep.some((key) => !before.imageKeys.includes(key)))
    throw badRequest(PRODUCT_MESSAGES.unknownImage, { images: PRODUCT_MESSAGES.unknownImage });
  const tooMany = PRODUCT_MESSAGES.tooManyImages(MAX_PRODUCT_IMAGES);
  if (keep.length + (input.images?.length ?? 0) > MAX_PRODUCT_IMAGES) throw badRequest(tooMany, { images: tooMany });
  const prepared = await prepareImages(input.images);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageKeys: products.imageKeys })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
    const supplierName = await supplierOf(tx, input.supplierId);
    const kept = keep.filter((key) => current.imageKeys.includes(key));
    const imageKeys = [...kept, ...(await storeImages(tx, prepared))];
    const [row] = await tx
      .update(products)
      .set({ ...columnsOf(input), imageKeys })
      .where(eq(products.id, id))
      .returning();
    await deleteImages(
      tx,
      current.imageKeys.filter((key) => !kept.includes(key)),
    );
    return toProduct(row!, supplierName);
  });
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ imageKeys: products.imageKeys });
    if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
    await deleteImages(tx, row.imageKeys);
  });
}

/** What the suppliers module needs of products (handed to it by app.ts). */
export const productCatalogue: ProductCatalogue = {
  async productsByIds(tx: Tx, ids: readonly string[]): Promise<CatalogueProduct[]> {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: products.id,
        supplierId: products.supplierId,
        name: products.name,
        unit: products.unit,
        minOrderQty: products.minOrderQty,
      })
      .from(products)
      .where(inArray(products.id, [...ids]));
  },
  async removeProductsOf(tx: Tx, supplierId: string): Promise<number> {
    const removed = await tx
      .delete(products)
      .where(eq(products.supplierId, supplierId))
      .returning({ imageKeys: products.imageKeys });
    await deleteImages(
      tx,
      removed.flatMap((r) => r.imageKeys),
    );
    return removed.length;
  },
};
