/** What other modules and the app may use of saved jobs. */
export { savedJobRoutes } from './routes.ts';
