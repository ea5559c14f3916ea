/** What other modules and the app may use of status. */
export { statusRoutes } from './routes.ts';
export { checkServiceStatus } from './service.ts';
