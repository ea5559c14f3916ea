/** What other modules and the app may use of suppliers. */
export type { CatalogueProduct, ProductCatalogue } from './catalogue.ts';
export { activeSupplierIds, countActiveSuppliers, supplierNames, supplierSummary } from './service.ts';
export type { SchoolPhone } from './enquiries.ts';
