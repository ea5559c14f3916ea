import type { Tx } from '../../db/client.ts';

/** A product as an enquiry names it. */
export interface CatalogueProduct {
  id: string;
  supplierId: string;
  name: string;
  unit: string;
  minOrderQty: number;
}

/**
 * What this module needs of the products module, handed in by app.ts: products depend on suppliers
 * (a product names its supplier), so suppliers reach products only through this.
 */
export interface ProductCatalogue {
  /** The products with these ids, of any supplier. */
  productsByIds(tx: Tx, ids: readonly string[]): Promise<CatalogueProduct[]>;
  /** Removes a supplier's products and their images; answers how many there were. */
  removeProductsOf(tx: Tx, supplierId: string): Promise<number>;
}
