import { and, arrayContains, eq, sql, type SQL } from 'drizzle-orm';
import type { Supplier, SupplierListInput } from '@school-portal/contract';
import { contains, searchText } from '../../db/search.ts';
import { suppliers } from '../../db/schema/index.ts';
import { imageUrl, thumbnailUrl } from '../images/index.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

/** What the supplier list searches; the trigram index of migration 0008 is on exactly this expression. */
export const SUPPLIER_SEARCH = searchText(suppliers.name, suppliers.contactPerson, suppliers.description);

/** The key of a district in `service_areas`: district names repeat across states. */
export const areaKey = (state: string, district: string) => `${state}/${district}`;

/** The list's filters; institute admins see active suppliers only. */
export function supplierFilter(query: SupplierListInput, activeOnly: boolean): SQL | undefined {
  const deliversTo = (column: typeof suppliers.serviceStates | typeof suppliers.serviceAreas, value: string) =>
    sql`(${suppliers.servesAllIndia} or ${arrayContains(column, [value])})`;
  return and(
    activeOnly ? eq(suppliers.active, true) : undefined,
    contains(SUPPLIER_SEARCH, query.q),
    query.category ? arrayContains(suppliers.categories, [query.category]) : undefined,
    query.state && !query.district ? deliversTo(suppliers.serviceStates, query.state) : undefined,
    query.state && query.district
      ? deliversTo(suppliers.serviceAreas, areaKey(query.state, query.district))
      : undefined,
  );
}

export function toSupplier(row: SupplierRow): Supplier {
  return {
    _id: row.id,
    name: row.name,
    categories: row.categories,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address: row.address,
    state: row.stateCode,
    district: row.district,
    description: row.description,
    gstin: row.gstin,
    servesAllIndia: row.servesAllIndia,
    serviceDistricts: row.serviceAreas.map((key) => {
      const [state, ...rest] = key.split('/');
      return { state: state as Supplier['state'], district: rest.join('/') };
    }),
    active: row.active,
    logoUrl: row.logoKey ? imageUrl(row.logoKey) : null,
    logoThumbnailUrl: row.logoKey ? thumbnailUrl(row.logoKey) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
