/** What the app uses of jobseekers (Find Employee). */
export { jobseekerRoutes } from './routes.ts';
