import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  icu,
  LIST_COUNT_CAP,
  PHOTO_RULES,
  SUPPLIER_MESSAGES,
  type FileLike,
  type Supplier,
  type SupplierInput,
  type SupplierListInput,
} from '@school-portal/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findPage, mapPage, type Page } from '../../db/paging.ts';
import { suppliers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { deleteImages, prepareImage, storeImages, type PreparedImage } from '../images/index.ts';
import type { ProductCatalogue } from './catalogue.ts';
import { areaKey, supplierFilter, toSupplier } from './queries.ts';

/** Who reads the catalogue: the super admin sees every supplier, institute admins the active ones. */
export interface Reader {
  activeOnly: boolean;
}

export async function listSuppliers(db: DbOrTx, query: SupplierListInput, reader: Reader): Promise<Page<Supplier>> {
  const page = await findPage(db, suppliers, {
    where: supplierFilter(query, reader.activeOnly),
    orderBy: [asc(suppliers.name), asc(suppliers.id)],
    page: query,
    countCap: LIST_COUNT_CAP,
  });
  return mapPage(page, toSupplier);
}

async function findSupplier(db: DbOrTx, id: string, reader: Reader) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row || (reader.activeOnly && !row.active)) throw notFound(SUPPLIER_MESSAGES.notFound);
  return row;
}

export async function getSupplier(db: DbOrTx, id: string, reader: Reader): Promise<Supplier> {
  return toSupplier(await findSupplier(db, id, reader));
}

/** The columns of a supplier from its form; the service area is kept as states and district keys. */
function columnsOf(input: SupplierInput) {
  const districts = input.servesAllIndia ? [] : input.serviceDistricts;
  return {
    name: input.name,
    categories: [...new Set(input.categories)],
    contactPerson: input.contactPerson,
    phone: input.phone,
    email: input.email,
    website: input.website ?? null,
    address: input.address,
    stateCode: input.state,
    district: input.district,
    description: input.description ?? null,
    gstin: input.gstin ?? null,
    servesAllIndia: input.servesAllIndia,
    serviceStates: [...new Set(districts.map((d) => d.state))],
    serviceAreas: [...new Set(districts.map((d) => areaKey(d.state, d.district)))],
    active: input.active,
  };
}

/** The logo checked and re-encoded, before any transaction opens (decision 007). */
async function prepareLogo(files: readonly (FileLike | Uint8Array)[] | undefined): Promise<PreparedImage | undefined> {
  const file = files?.[0];
  if (file === undefined) return undefined;
  if (!(file instanceof Uint8Array)) throw badRequest('Send the logo as a file.', { logo: 'Send the logo as a file.' });
  return prepareImage(file, PHOTO_RULES, { field: 'logo', name: icu(/*i18n*/ 'The logo') });
}

export async function createSupplier(db: Db, input: SupplierInput): Promise<Supplier> {
  const logo = await prepareLogo(input.logo);
  return db.transaction(async (tx) => {
    const [logoKey] = logo ? await storeImages(tx, [logo]) : [];
    const [row] = await tx
      .insert(suppliers)
      .values({ ...columnsOf(input), logoKey: logoKey ?? null })
      .returning();
    return toSupplier(row!);
  });
}

/** Saves every field; a new logo replaces the old one (which is deleted), `removeLogo` takes it off. */
export async function updateSupplier(db: Db, id: string, input: SupplierInput): Promise<Supplier> {
  await findSupplier(db, id, { activeOnly: false });
  const logo = await prepareLogo(input.logo);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoKey: suppliers.logoKey })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!current) throw notFound(SUPPLIER_MESSAGES.notFound);
    const [newKey] = logo ? await storeImages(tx, [logo]) : [];
    const logoKey = newKey ?? (input.removeLogo ? null : current.logoKey);
    const [row] = await tx
      .update(suppliers)
      .set({ ...columnsOf(input), logoKey })
      .where(eq(suppliers.id, id))
      .returning();
    if (current.logoKey && current.logoKey !== logoKey) await deleteImages(tx, [current.logoKey]);
    return toSupplier(row!);
  });
}

/** Deletes a supplier with its products and every image of both, in one transaction; enquiries keep their copy. */
export async function deleteSupplier(
  db: Db,
  catalogue: ProductCatalogue,
  id: string,
): Promise<{ productsDeleted: number }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoKey: suppliers.logoKey })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!current) throw notFound(SUPPLIER_MESSAGES.notFound);
    const productsDeleted = await catalogue.removeProductsOf(tx, id);
    await tx.delete(suppliers).where(eq(suppliers.id, id));
    if (current.logoKey) await deleteImages(tx, [current.logoKey]);
    return { productsDeleted };
  });
}

/** The institute admin dashboard's 'Suppliers Onboarded'. */
export async function countActiveSuppliers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(suppliers).where(eq(suppliers.active, true));
  return row?.n ?? 0;
}

/** A supplier's name and whether institutes see it, for the products module; undefined when there is none. */
export async function supplierSummary(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; active: boolean } | undefined> {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, active: suppliers.active })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  return row;
}

/** Names of suppliers by id, for lists of products. */
export async function supplierNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The ids of suppliers institutes see, as a subquery for the products module's filters. */
export const activeSupplierIds = (db: DbOrTx) =>
  db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.active, true));
