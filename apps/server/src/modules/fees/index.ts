/** What the app may use of fees. */
export { feeRoutes } from './routes.ts';
export { feeReportRoutes } from './report-routes.ts';
