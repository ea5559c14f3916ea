/** What the app may use of the guardian's fee page, UPI claims and reminders. */
export { guardianFeeRoutes } from './routes.ts';
