/** What other modules and the app may use of products. */
export { productCatalogue } from './service.ts';
