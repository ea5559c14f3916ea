/** What other modules and the app may use of products. */
export { productRoutes } from './routes.ts';
export { productCatalogue } from './service.ts';
