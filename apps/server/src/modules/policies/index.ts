/** What other modules and the app may use of policies. */
export { policyRoutes } from './routes.ts';
