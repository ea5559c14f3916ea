/** What other modules and the app may use of privacy. */
export { privacyRoutes } from './routes.ts';
