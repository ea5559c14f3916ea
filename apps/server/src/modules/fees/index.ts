/** What the app may use of fees. */
export { feeRoutes } from './routes.ts';
export { feeReportRoutes } from './report-routes.ts';
/** The office's calendar day (Indian time): what a payment made now is dated, for tests and benches that pay. */
export { indianToday } from './fee-math.ts';
