/** What other modules and the app may use of notifications. */
export { notificationRoutes } from './routes.ts';
export { notify } from './service.ts';
