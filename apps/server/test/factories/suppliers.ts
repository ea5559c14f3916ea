import type { App } from '../../src/app.ts';
import { institute, scoped } from '../../src/db/scoped.ts';
import { enquiries, products, suppliers } from '../../src/db/schema/index.ts';
import { unique } from './accounts.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A supplier of school books in Pune that delivers in Pune and Mumbai, straight in the database. */
export async function createSupplier(app: App, o: Partial<typeof suppliers.$inferInsert> = {}): Promise<SupplierRow> {
  const id = unique();
  const [row] = await app.deps.db
    .insert(suppliers)
    .values({
      name: `Deccan Book House ${id}`,
      categories: ['books', 'stationery'],
      contactPerson: 'Ramesh Kulkarni',
      phone: '9822011111',
      email: `sales-${id}@deccanbooks.test`,
      address: '14 Appa Balwant Chowk, Pune 411002',
      stateCode: 'MH',
      district: 'Pune',
      serviceStates: ['MH'],
      serviceAreas: ['MH/Pune', 'MH/Mumbai'],
      ...o,
    })
    .returning();
  return row!;
}

/** A product of a supplier: ruled notebooks at ₹45 a piece, minimum 100. */
export async function createProduct(
  app: App,
  supplierId: string,
  o: Partial<typeof products.$inferInsert> = {},
): Promise<ProductRow> {
  const [row] = await app.deps.db
    .insert(products)
    .values({
      supplierId,
      name: `Long notebook 172 pages ${unique()}`,
      category: 'books',
      pricePaise: 4500,
      unit: 'piece',
      minOrderQty: 100,
      ...o,
    })
    .returning();
  return row!;
}

/** An enquiry of an institute to a new supplier, as sent. */
export async function createEnquiry(app: App, instituteCode: string) {
  const supplier = await createSupplier(app);
  return scoped(app.deps.db, institute(instituteCode)).insert(enquiries, {
    supplierId: supplier.id,
    supplierName: supplier.name,
    supplierEmail: supplier.email,
    instituteName: 'Test School',
    sentById: '00000000-0000-4000-8000-000000000001',
    sentByName: 'Test Admin',
    sentByEmail: 'admin@school.test',
    items: [{ productId: null, name: 'Chairs', unit: 'piece', quantity: 40 }],
    deliveryState: 'MH',
    deliveryDistrict: 'Pune',
  });
}
