/** What other modules and the app may use of institute users. */
export { instituteUserRoutes } from './routes.ts';
